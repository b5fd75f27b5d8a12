'use client';

import { useTranslations } from 'next-intl';
import type { Mark } from './analysis';
import replay from './replay.module.css';

/** gnubg's mark of a decision: "?!" doubtful, "?" bad, "??" very bad, with its name for screen readers. */
const SIGNS: Record<Exclude<Mark, 'none'>, string> = { doubtful: '?!', bad: '?', veryBad: '??' };

export function MarkBadge({ mark }: { mark: Mark }) {
  const t = useTranslations('replay.marks');
  if (mark === 'none') return null;
  return (
    <span className={replay.mark} data-mark={mark} title={t(mark)} data-testid="mark">
      <span aria-hidden="true">{SIGNS[mark]}</span>
      <span className={replay.srOnly}> ({t(mark)})</span>
    </span>
  );
}
