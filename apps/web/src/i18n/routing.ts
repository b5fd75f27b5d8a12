import { defineRouting } from 'next-intl/routing';

/** Brazilian Portuguese first; English through the URL (/pt-BR/..., /en/...). */
export const routing = defineRouting({
  locales: ['pt-BR', 'en'],
  defaultLocale: 'pt-BR',
  localePrefix: 'always',
});

export type Locale = (typeof routing.locales)[number];
