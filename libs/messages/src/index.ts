import en from './errors.en.json';
import ptBR from './errors.pt-BR.json';

/**
 * Every error code a caller can meet (`extensions.code` of the API, a rule of the engine, the tournament or
 * the chouette libraries) with its message in each language, defined once: errors.pt-BR.json is the list
 * of codes, errors.en.json says the same in English. The API localises its refusals with it; the site reads
 * it as its `errors` messages.
 */
export type ErrorCode = keyof typeof ptBR;
export type Language = 'pt-BR' | 'en';

// English carries every code of pt-BR (this fails to compile when one is missing) and no other (the test).
const EN: Readonly<Record<ErrorCode, string>> = en;

export const ERROR_MESSAGES: Readonly<Record<Language, Readonly<Record<ErrorCode, string>>>> = {
  'pt-BR': ptBR,
  en: EN,
};

export const ERROR_CODES = Object.keys(ptBR) as readonly ErrorCode[];

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ptBR, code);
}

/** The message of a code in a language, or undefined for a code the catalogue does not know. */
export function errorMessage(code: string, language: Language): string | undefined {
  return isErrorCode(code) ? ERROR_MESSAGES[language][code] : undefined;
}
export * from './chat';
