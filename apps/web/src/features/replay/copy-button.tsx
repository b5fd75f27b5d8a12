'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import replay from './replay.module.css';

/** Copies `text` to the clipboard and says so for a moment (and to screen readers). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useTranslations('replay');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  useEffect(() => setState('idle'), [text]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className={replay.copy} onClick={() => void copy()} aria-label={label}>
        {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : t('copy')}
      </button>
      <span role="status" className={replay.srOnly}>
        {state === 'copied' ? t('copied') : ''}
      </span>
    </>
  );
}
