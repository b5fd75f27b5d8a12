import { z } from 'zod';
import { DomainError } from '../errors/domain-error';

/**
 * The shared rules of what people type: names (display, club, tournament names) and free texts (reasons,
 * dispute texts). Both are normalised to NFC, so "é" typed as e + U+0301 and as U+00E9 are the same name,
 * and both refuse what can break storage or mislead a reader:
 * - NUL and other control characters (PostgreSQL refuses NUL in text, which used to surface as a 500);
 * - lone surrogates (half of a UTF-16 pair: not text, not storable as UTF-8);
 * - in names, the bidi overrides and invisible characters that make a name look like another one
 *   (U+200B–U+200F, U+202A–U+202E, U+2060–U+206F, U+FEFF, …); free texts refuse the overrides too.
 * Lengths count characters (code points) after trimming and normalisation.
 */

/** C0 and C1 controls and DEL (a free text keeps tab, line feed and carriage return). */
/* eslint-disable no-control-regex -- these rules exist to find control characters */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/* eslint-enable no-control-regex */
/** Half of a surrogate pair on its own (with the u flag a well-formed pair is one code point, never \p{Cs}). */
const LONE_SURROGATE = /\p{Cs}/u;
/** Bidi embeddings, overrides and isolates: they reorder what is shown after them. */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/**
 * Invisible or formatting characters that let two names look alike: soft hyphen, Mongolian vowel separator,
 * zero-width space/joiners, line and paragraph separators, word joiner and invisible operators, the byte
 * order mark, the interlinear annotation marks, and any other format character (\p{Cf}, e.g. tag characters).
 */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200D\u2028\u2029\u2060-\u206F\uFEFF\uFFF9-\uFFFB]|\p{Cf}/u;

/**
 * Drops the ASCII white space (space, tab, line breaks) a form or a paste leaves around a text, and nothing
 * else: a byte order mark, a line separator or a bidi mark at an end is refused, not hidden (String.trim
 * would drop those silently before they are seen).
 */
const trimAscii = (text: string) => text.replace(/^[\t\n\v\f\r ]+|[\t\n\v\f\r ]+$/g, '');

/** Characters, not UTF-16 units: an emoji is one. */
export const characterCount = (text: string) => Array.from(text).length;

/** NFC, except that a string with a lone surrogate is kept as is (normalize would keep it anyway). */
const nfc = (text: string) => (LONE_SURROGATE.test(text) ? text : text.normalize('NFC'));

/** What is wrong with a name, or null. Exported for the tests and the site-independent checks. */
export function nameProblem(text: string, min: number, max: number): string | null {
  if (LONE_SURROGATE.test(text)) return 'contains an invalid character (a lone surrogate)';
  if (CONTROL.test(text)) return 'contains a control character';
  if (BIDI_CONTROL.test(text)) return 'contains a text-direction control character';
  if (INVISIBLE.test(text)) return 'contains an invisible character';
  const n = characterCount(text);
  if (n < min || n > max) return `must have ${min} to ${max} characters`;
  return null;
}

export function freeTextProblem(text: string, min: number, max: number): string | null {
  if (LONE_SURROGATE.test(text)) return 'contains an invalid character (a lone surrogate)';
  if (CONTROL_BUT_LINES.test(text)) return 'contains a control character';
  if (BIDI_CONTROL.test(text)) return 'contains a text-direction control character';
  const n = characterCount(text);
  if (n < min || n > max) return `must have ${min} to ${max} characters`;
  return null;
}

/** A name: trimmed, NFC, min..max characters, no control, lone surrogate, bidi or invisible character. */
export const name = (min: number, max: number) =>
  z
    .string()
    .max(max * 4 + 64, `At most ${max} characters`) // a cheap bound before any work on a huge string
    .transform(nfc)
    .superRefine((text, ctx) => {
      const problem = nameProblem(trimAscii(text), 0, Infinity) ?? nameProblem(text.trim(), min, max);
      if (problem) ctx.addIssue({ code: 'custom', message: `The name ${problem}` });
    })
    .transform((text) => text.trim());

/** A free text (a reason, a dispute): trimmed, NFC, newlines allowed, no other control or lone surrogate. */
export const freeText = (min: number, max: number) =>
  z
    .string()
    .max(max * 4 + 64, `At most ${max} characters`)
    .transform(nfc)
    .superRefine((text, ctx) => {
      const problem = freeTextProblem(trimAscii(text), 0, Infinity) ?? freeTextProblem(text.trim(), min, max);
      if (problem) ctx.addIssue({ code: 'custom', message: `The text ${problem}` });
    })
    .transform((text) => text.trim());

/**
 * A token a person copies (an invitation code): printable ASCII without spaces,
 * trimmed, at most `max` characters. The services still decide whether it means anything.
 */
export const token = (max: number) =>
  z
    .string()
    .max(max * 4 + 64, `At most ${max} characters`)
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .max(max, `At most ${max} characters`)
        .regex(/^[\x21-\x7E]*$/, 'Letters, digits and punctuation only'),
    );

/** The RFC 5321 limit of a forward path; the local part is at most 64 octets. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * An e-mail address: trimmed, at most 254 characters, one @ with 1..64 characters before it, a dotted domain
 * after it, and nothing a mail header or a log line could be confused by (spaces, controls, angle brackets).
 * Compared case-insensitively by the services, so it is not lowercased here.
 */
export const email = () =>
  z
    .string()
    .max(MAX_EMAIL_LENGTH * 4, `An e-mail address has at most ${MAX_EMAIL_LENGTH} characters`)
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .max(MAX_EMAIL_LENGTH, `An e-mail address has at most ${MAX_EMAIL_LENGTH} characters`)
        .regex(
          // eslint-disable-next-line no-control-regex -- no control character in an address
          /^[^\s@<>()[\]\\,;:"\u0000-\u001F\u007F]{1,64}@[^\s@<>()[\]\\,;:"\u0000-\u001F\u007F]+\.[^\s@<>()[\]\\,;:"\u0000-\u001F\u007F.]{2,}$/u,
          'Invalid e-mail address',
        )
        .refine((text) => !LONE_SURROGATE.test(text), 'Invalid e-mail address'),
    );

/** What a person types as a password: bounded (hashing a megabyte is work), never normalised or trimmed. */
export const password = (max = 1024) => z.string().max(max, `A password has at most ${max} characters`);

/**
 * A short string looked up as is (a code typed by hand): at most `max` characters, no control character or
 * lone surrogate (which PostgreSQL cannot compare); whether it names anything is the service's answer.
 */
export const lookupText = (max: number) =>
  z
    .string()
    .max(max, `At most ${max} characters`)
    .refine(
      (text) => !CONTROL.test(text) && !LONE_SURROGATE.test(text),
      'Contains a control or invalid character',
    );

/**
 * The written reason of a correction, a dispute or a director's clock tool (after its input rule): 3 to 1000
 * characters once trimmed, else REASON_REQUIRED. Returns it trimmed.
 */
export function requiredReason(reason: string): string {
  const why = reason.trim();
  if (why.length < 3 || why.length > 1000) throw new DomainError('REASON_REQUIRED');
  return why;
}
