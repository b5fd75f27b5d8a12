'use client';

import { useLocale } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';

/** Switches between pt-BR and English on the current page. */
export function LanguageSwitch({ label }: { label: string }) {
  const locale = useLocale();
  const pathname = usePathname();
  const other = locale === 'en' ? 'pt-BR' : 'en';
  return (
    <Link className="language-switch" href={pathname} locale={other} hrefLang={other} lang={other}>
      {label}
    </Link>
  );
}
