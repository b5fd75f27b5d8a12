'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

/** Something failed while rendering a page: say so in the page's language and offer to try again. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('error');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="narrow">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      {error.digest ? <p className="muted">{t('reference', { digest: error.digest })}</p> : null}
      <button type="button" className="button primary" onClick={reset}>
        {t('retry')}
      </button>
    </main>
  );
}
