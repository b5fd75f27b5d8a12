/** The site's languages: Brazilian Portuguese first, English second. */
export const LOCALES = ['pt-BR', 'en'] as const;
export const DEFAULT_LOCALE = 'pt-BR';
export type Locale = (typeof LOCALES)[number];
