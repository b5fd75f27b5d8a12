'use client';

import { wholeActionAnswers } from '@/lib/whole-action-answers';

// Installed when this module loads in the browser, before the page hydrates and any action is called
// (a page's first effects may call one). Once per page: a second load of the module finds it in place.
const INSTALLED = Symbol.for('gamao.wholeActionAnswers');
if (typeof window !== 'undefined') {
  const target = window as unknown as Record<symbol, boolean>;
  if (!target[INSTALLED]) {
    target[INSTALLED] = true;
    window.fetch = wholeActionAnswers(window.fetch.bind(window));
  }
}

/**
 * Rendered once by the layout so that the browser loads this module: every server action's answer is read
 * whole before Next.js parses it (lib/whole-action-answers.ts), so Chromium no longer reports the requests
 * as aborted.
 */
export function WholeActionAnswers() {
  return null;
}
