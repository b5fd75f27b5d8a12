import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as ptBR from '@zxcvbn-ts/language-pt-br';
import type { Language } from '../core/errors/messages';

/**
 * Whether a new password is hard enough to guess: zxcvbn-ts with the common passwords and the pt-BR and
 * English dictionaries (words, names, Wikipedia), the account's own e-mail and name as known words, and a
 * score of at least 3 ("safely unguessable: moderate protection from offline slow-hash attacks").
 * Without translations zxcvbn gives its feedback as keys; they are put in the caller's language here.
 */
export const MIN_SCORE = 3;
export const MIN_LENGTH = 10;
export const MAX_LENGTH = 200;

export type PasswordVerdict = { ok: true } | { ok: false; reasons: string[] };

type Translations = typeof en.translations;

const TRANSLATIONS: Record<Language, Translations> = { en: en.translations, 'pt-BR': ptBR.translations };

const TOO_SHORT: Record<Language, string> = {
  'pt-BR': `Use pelo menos ${MIN_LENGTH} caracteres.`,
  en: `Use at least ${MIN_LENGTH} characters.`,
};
const TOO_LONG: Record<Language, string> = {
  'pt-BR': `Use no máximo ${MAX_LENGTH} caracteres.`,
  en: `Use at most ${MAX_LENGTH} characters.`,
};
const GENERIC: Record<Language, string> = {
  'pt-BR': 'Use algumas palavras pouco comuns juntas.',
  en: 'Use a few uncommon words together.',
};

/** Words anyone would try first against this site. */
const SITE_WORDS = ['gamao', 'gamão', 'backgammon', 'clube', 'gamaoclube'];

/** Built on first use: the dictionaries take a moment and several megabytes. */
let factory: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (factory ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, ...ptBR.dictionary },
  }));

/** Loads the dictionaries now (at start-up), so the first sign-up does not wait for them. */
export function warmUpPasswordStrength(): void {
  zxcvbn();
}

export function passwordVerdict(
  password: string,
  knownWords: readonly string[],
  language: Language,
): PasswordVerdict {
  if (password.length < MIN_LENGTH) return { ok: false, reasons: [TOO_SHORT[language]] };
  if (password.length > MAX_LENGTH) return { ok: false, reasons: [TOO_LONG[language]] };
  const words = [...SITE_WORDS, ...knownWords].flatMap((word) => [
    word,
    ...word.toLowerCase().split(/[^\p{L}\p{N}]+/u),
  ]);
  const result = zxcvbn().check(
    password,
    words.filter((word) => word.length >= 3),
  );
  if (result.score >= MIN_SCORE) return { ok: true };
  const texts = TRANSLATIONS[language];
  const warning = result.feedback.warning
    ? (texts.warnings as Record<string, string>)[result.feedback.warning]
    : undefined;
  const suggestions = result.feedback.suggestions.map(
    (key) => (texts.suggestions as Record<string, string>)[key] ?? undefined,
  );
  const reasons = [warning, ...suggestions].filter((text): text is string => Boolean(text));
  return { ok: false, reasons: reasons.length ? reasons : [GENERIC[language]] };
}
