import type { ChouetteOwnErrorCode } from '@gamao/chouette';
import type { RuleErrorCode } from '@gamao/engine';
import { ERROR_MESSAGES, errorMessage, type ErrorCode, type Language } from '@gamao/messages';
import type { TournamentErrorCode } from '@gamao/tournament';

/**
 * Every code the API may put in `extensions.code`, with its pt-BR and English messages, is defined once in
 * the catalogue of @gamao/messages (libs/messages/src/errors.*.json), which the site reads too: a new code
 * goes there. The engine's, tournament's and chouette's rule codes travel unchanged beside the API's own.
 */
export type { ErrorCode, Language };

/** The rule codes of the libraries: each has its messages in the catalogue (checked below). */
type LibraryErrorCode = RuleErrorCode | TournamentErrorCode | ChouetteOwnErrorCode;

/** Fails to compile when a library adds a rule code that the catalogue has no message for. */
type Uncatalogued = Exclude<LibraryErrorCode, ErrorCode>;
const _everyRuleCodeHasMessages: [Uncatalogued] extends [never] ? true : Uncatalogued = true;

/** pt-BR unless the caller prefers English (Accept-Language). */
export function languageOf(acceptLanguage: string | undefined | null): Language {
  if (!acceptLanguage) return 'pt-BR';
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (tag.startsWith('pt')) return 'pt-BR';
    if (tag.startsWith('en')) return 'en';
  }
  return 'pt-BR';
}

/** The readable message of a code; an unknown code keeps `fallback` (e.g. the engine's English message). */
export function messageFor(code: string, language: Language, fallback?: string): string {
  return errorMessage(code, language) ?? fallback ?? ERROR_MESSAGES[language].INTERNAL_SERVER_ERROR;
}
