import { ERROR_MESSAGES } from '@gamao/messages';
import compile from 'icu-minify/compile';
import type { Locale } from './locales';

/**
 * Messages live in one file per feature and locale (messages/<locale>/<feature>.json), so features add
 * their texts without touching each other's files. Each file holds its own top-level namespaces. The
 * `errors` namespace is the error catalogue the API uses too (@gamao/messages): one message per error code.
 */
const FEATURES = [
  'account',
  'challenges',
  'chouette',
  'clocks',
  'clubs',
  'common',
  'friends',
  'home',
  'league',
  'notifications',
  'online',
  'play',
  'replay',
  'rules',
  'season',
  'tournaments',
] as const;

export async function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  const parts = await Promise.all(
    FEATURES.map(async (feature) => (await import(`../../messages/${locale}/${feature}.json`)).default),
  );
  return Object.assign({}, ...parts, { errors: compiledErrors(locale) });
}

const errorCatalogues = new Map<Locale, Record<string, unknown>>();

/**
 * The error catalogue compiled as the feature files are at build time (next.config.ts): next-intl formats
 * compiled messages only.
 */
function compiledErrors(locale: Locale): Record<string, unknown> {
  let compiled = errorCatalogues.get(locale);
  if (!compiled) {
    compiled = Object.fromEntries(
      Object.entries(ERROR_MESSAGES[locale]).map(([code, message]) => [code, compile(message)]),
    );
    errorCatalogues.set(locale, compiled);
  }
  return compiled;
}
