/** Worked examples of the chat rules: stock phrases, the club's setting, the tournament rule, text checks. */
import {
  CHAT_MAX_CHARACTERS,
  DEFAULT_CHAT_POLICY,
  STOCK_PHRASE_IDS,
  chatLine,
  chatMode,
  checkChat,
  visibleTo,
} from './chat';

describe('chat rules', () => {
  it('has the four stock phrases in pt-BR and English', () => {
    expect(STOCK_PHRASE_IDS).toEqual(['goodLuck', 'goodGame', 'thanks', 'backSoon']);
    expect(chatLine({ kind: 'phrase', phrase: 'goodLuck' }, 'pt-BR')).toBe('Boa sorte');
    expect(chatLine({ kind: 'phrase', phrase: 'backSoon' }, 'en')).toBe('Back soon');
  });

  it('follows the club: free text in casual play by default, stock phrases only in a tournament', () => {
    expect(chatMode(DEFAULT_CHAT_POLICY, false)).toBe('freeText');
    expect(chatMode(DEFAULT_CHAT_POLICY, true)).toBe('stockOnly');
    expect(chatMode({ freeText: false, tournament: 'freeText' }, false)).toBe('stockOnly');
    expect(chatMode({ freeText: false, tournament: 'freeText' }, true)).toBe('freeText');
    expect(chatMode({ freeText: true, tournament: 'off' }, true)).toBe('off');
  });

  it('accepts a stock phrase in every mode but off, and refuses an unknown one', () => {
    expect(checkChat({ phrase: 'goodGame' }, 'stockOnly')).toEqual({
      ok: true,
      message: { kind: 'phrase', phrase: 'goodGame' },
    });
    expect(checkChat({ phrase: 'toString' }, 'freeText')).toMatchObject({
      ok: false,
      code: 'UNKNOWN_PHRASE',
    });
    expect(checkChat({ phrase: 'goodGame' }, 'off')).toMatchObject({ ok: false, code: 'CHAT_OFF' });
  });

  it('accepts free text only where allowed, trimmed and in NFC', () => {
    expect(checkChat({ text: '  bela jogada  ' }, 'freeText')).toEqual({
      ok: true,
      message: { kind: 'text', text: 'bela jogada' },
    });
    const decomposed = checkChat({ text: 'e\u0301' }, 'freeText');
    expect(decomposed).toEqual({ ok: true, message: { kind: 'text', text: '\u00e9' } });
    expect(checkChat({ text: 'oi' }, 'stockOnly')).toMatchObject({ ok: false, code: 'CHAT_FREE_TEXT_OFF' });
  });

  it('refuses control and bidi characters, empty and over-long texts, and both or neither', () => {
    for (const text of [
      'a\u0000b',
      'line\nbreak',
      'abc\u202Edcb',
      'x\u2066y',
      '\ud800',
      '   ',
      'a'.repeat(201),
    ]) {
      expect([text, checkChat({ text }, 'freeText')]).toMatchObject([
        text,
        { ok: false, code: 'INVALID_CHAT_TEXT' },
      ]);
    }
    expect(checkChat({ text: '😀'.repeat(CHAT_MAX_CHARACTERS) }, 'freeText').ok).toBe(true);
    expect(checkChat({ phrase: 'thanks', text: 'x' } as never, 'freeText')).toMatchObject({ ok: false });
    expect(checkChat({} as never, 'freeText')).toMatchObject({ ok: false, code: 'INVALID_CHAT_TEXT' });
  });

  it('keeps a text with a link as plain text (never rendered as a link)', () => {
    expect(checkChat({ text: '<a href="http://x">x</a>' }, 'freeText')).toEqual({
      ok: true,
      message: { kind: 'text', text: '<a href="http://x">x</a>' },
    });
  });

  it('hides a muted sender from the reader who muted them, never from the sender', () => {
    const muted = new Set(['bob']);
    expect(visibleTo('bob', 'ana', muted)).toBe(false);
    expect(visibleTo('bob', 'bob', muted)).toBe(true);
    expect(visibleTo('carla', 'ana', muted)).toBe(true);
  });
});
