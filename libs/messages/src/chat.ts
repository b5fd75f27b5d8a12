/**
 * The rules of a match chat (issue 42, part 2), pure so the API and the site agree: the stock phrases
 * (pt-BR first, English too), what a club allows (free text on or off; tournament matches follow the
 * club's tournament rule, stock phrases only by default), and what a free text may contain (the API's
 * input rules: no control or bidi characters, NFC, a length limit). A chat text is always shown as plain
 * text, never as HTML or a link: the rules here only decide what is accepted.
 */

export const STOCK_PHRASES = {
  goodLuck: { 'pt-BR': 'Boa sorte', en: 'Good luck' },
  goodGame: { 'pt-BR': 'Bom jogo', en: 'Good game' },
  thanks: { 'pt-BR': 'Obrigado', en: 'Thank you' },
  backSoon: { 'pt-BR': 'Volto já', en: 'Back soon' },
} as const;
export type StockPhraseId = keyof typeof STOCK_PHRASES;
export const STOCK_PHRASE_IDS = Object.keys(STOCK_PHRASES) as readonly StockPhraseId[];

/** At most this many characters (code points) in a free text: a word between games, not a letter. */
export const CHAT_MAX_CHARACTERS = 200;

/** A club's chat setting: free text in casual matches, and the rule of its tournament matches. */
export interface ChatPolicy {
  freeText: boolean;
  tournament: 'stockOnly' | 'freeText' | 'off';
}
/** The defaults: free text in casual play; in a tournament, stock phrases only. */
export const DEFAULT_CHAT_POLICY: ChatPolicy = { freeText: true, tournament: 'stockOnly' };

export type ChatMode = 'freeText' | 'stockOnly' | 'off';

/** What a match allows: a tournament match follows the tournament rule, else the club's free-text switch. */
export function chatMode(policy: ChatPolicy, tournamentMatch: boolean): ChatMode {
  if (tournamentMatch) return policy.tournament;
  return policy.freeText ? 'freeText' : 'stockOnly';
}

export type ChatErrorCode = 'CHAT_OFF' | 'CHAT_FREE_TEXT_OFF' | 'UNKNOWN_PHRASE' | 'INVALID_CHAT_TEXT';
export type ChatInput = { phrase: string; text?: undefined } | { phrase?: undefined; text: string };
export type ChatMessage = { kind: 'phrase'; phrase: StockPhraseId } | { kind: 'text'; text: string };
export type ChatVerdict =
  { ok: true; message: ChatMessage } | { ok: false; code: ChatErrorCode; why: string };

/* eslint-disable no-control-regex -- these rules exist to find control characters */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u; // a chat line has no line breaks either
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /\p{Cs}/u;
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Why a free text is refused, or null; the text is trimmed of ASCII spaces and NFC first (chatText). */
export function chatTextProblem(text: string): string | null {
  if (LONE_SURROGATE.test(text)) return 'contains an invalid character (a lone surrogate)';
  if (CONTROL.test(text)) return 'contains a control character';
  if (BIDI_CONTROL.test(text)) return 'contains a text-direction control character';
  const n = Array.from(text).length;
  if (n < 1 || n > CHAT_MAX_CHARACTERS) return `must have 1 to ${CHAT_MAX_CHARACTERS} characters`;
  return null;
}

/** The text as stored: ASCII white space trimmed at the ends, NFC. */
export function chatText(text: string): string {
  const trimmed = text.replace(/^[\t\n\v\f\r ]+|[\t\n\v\f\r ]+$/g, '');
  return LONE_SURROGATE.test(trimmed) ? trimmed : trimmed.normalize('NFC');
}

const isPhrase = (id: string): id is StockPhraseId => Object.hasOwn(STOCK_PHRASES, id);

/** Decides one message: exactly one of a stock phrase id or a free text, within what the match allows. */
export function checkChat(input: ChatInput, mode: ChatMode): ChatVerdict {
  if (mode === 'off') return { ok: false, code: 'CHAT_OFF', why: 'chat is off in this match' };
  const hasPhrase = input.phrase !== undefined && input.phrase !== null;
  const hasText = input.text !== undefined && input.text !== null;
  if (hasPhrase === hasText) {
    return { ok: false, code: 'INVALID_CHAT_TEXT', why: 'send either a stock phrase or a text' };
  }
  if (hasPhrase) {
    const phrase = input.phrase as string;
    if (!isPhrase(phrase)) return { ok: false, code: 'UNKNOWN_PHRASE', why: `no stock phrase ${phrase}` };
    return { ok: true, message: { kind: 'phrase', phrase } };
  }
  if (mode === 'stockOnly') {
    return { ok: false, code: 'CHAT_FREE_TEXT_OFF', why: 'only stock phrases in this match' };
  }
  if (typeof input.text !== 'string') return { ok: false, code: 'INVALID_CHAT_TEXT', why: 'not a text' };
  const text = chatText(input.text);
  const problem = chatTextProblem(text);
  if (problem) return { ok: false, code: 'INVALID_CHAT_TEXT', why: problem };
  return { ok: true, message: { kind: 'text', text } };
}

/** What a reader sees: a phrase in their language, a text as typed (shown as plain text). */
export function chatLine(message: ChatMessage, language: 'pt-BR' | 'en'): string {
  return message.kind === 'phrase' ? STOCK_PHRASES[message.phrase][language] : message.text;
}

/** Whether a reader sees a message: not when they muted its sender (their own always). */
export function visibleTo(senderId: string, readerId: string, mutedByReader: ReadonlySet<string>): boolean {
  return senderId === readerId || !mutedByReader.has(senderId);
}
