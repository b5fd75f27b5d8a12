import { type ChatLine, allowsFreeText, chatIsOff, isPhraseId, lineContent, mergeChat } from './chat-view';

const line = (id: string, senderId = 'ana', extra: Partial<ChatLine> = {}): ChatLine => ({
  id,
  senderId,
  senderName: senderId,
  phrase: null,
  text: `m${id}`,
  createdAt: '2026-12-07T18:00:00.000Z',
  ...extra,
});

describe('chat view', () => {
  it('keeps each message once and in the order of its id, whichever way it came', () => {
    const shown = [line('1'), line('2')];
    // The answer to my send and the live feed both bring message 3; a reload brings 2 again.
    const merged = mergeChat(shown, [line('3'), line('2'), line('3'), line('10')], []);
    expect(merged.map((m) => m.id)).toEqual(['1', '2', '3', '10']);
  });

  it("leaves a muted player's messages out at once, old and new", () => {
    const merged = mergeChat([line('1', 'ana'), line('2', 'bia')], [line('3', 'bia')], ['bia']);
    expect(merged.map((m) => m.id)).toEqual(['1']);
  });

  it('says a stock phrase by its id and a free text as it was written, never as markup', () => {
    expect(lineContent(line('1', 'ana', { phrase: 'goodLuck', text: null }))).toEqual({ phrase: 'goodLuck' });
    const html = '<a href="https://x.example">x</a>';
    expect(lineContent(line('2', 'ana', { text: html }))).toEqual({ text: html });
    // An unknown phrase id (a newer API) falls back to the text, here none.
    expect(lineContent(line('3', 'ana', { phrase: 'wave', text: null }))).toEqual({ text: '' });
    expect(isPhraseId('backSoon')).toBe(true);
    expect(isPhraseId('wave')).toBe(false);
  });

  it('offers the free-text box only where the match allows it', () => {
    expect(allowsFreeText('freeText')).toBe(true);
    expect(allowsFreeText('stockOnly')).toBe(false);
    expect(chatIsOff('off')).toBe(true);
    expect(chatIsOff('stockOnly')).toBe(false);
  });
});
