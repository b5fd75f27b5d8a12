'use client';

import { useEffect } from 'react';

/**
 * Registers the service worker (public/sw.js) once the page has loaded and the browser is idle, so its
 * precaching never competes with the page itself. Only in a production build: `next dev` serves changing
 * files the worker would keep.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    };
    const idle = () =>
      'requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5000 }) : register();
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }, []);
  return null;
}
