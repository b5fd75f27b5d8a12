import { isEventNews, isNewerView, shouldPoll } from './server-view';

const view = (seq: number, status = 'OPEN', id = 'a') => ({ id, seq, status });

describe('isNewerView', () => {
  it('takes a later sequence number, or the same one with a new status, of the same aggregate', () => {
    expect(isNewerView(view(5), view(6))).toBe(true);
    expect(isNewerView(view(5), view(5))).toBe(false);
    expect(isNewerView(view(5), view(4))).toBe(false);
    expect(isNewerView(view(0, 'CHALLENGED'), view(0, 'ACTIVE'))).toBe(true);
    expect(isNewerView(view(5), view(9, 'OPEN', 'b'))).toBe(false);
  });
});

describe('isEventNews', () => {
  it('is news past the shown sequence number, or when the status moved', () => {
    expect(isEventNews(view(3), { seq: 4, status: 'OPEN' })).toBe(true);
    expect(isEventNews(view(3), { seq: 3, status: 'OPEN' })).toBe(false);
    expect(isEventNews(view(5), { seq: 4, status: 'OPEN' })).toBe(false);
    expect(isEventNews(view(5), { seq: 5, status: 'CLOSED' })).toBe(true);
  });
});

describe('shouldPoll', () => {
  it('polls an open view only while there is no live feed and none is being resumed', () => {
    expect(shouldPoll('connecting', true)).toBe(true);
    expect(shouldPoll('closed', true)).toBe(true);
    expect(shouldPoll('live', true)).toBe(false);
    expect(shouldPoll('reconnecting', true)).toBe(false);
    expect(shouldPoll('closed', false)).toBe(false);
  });
});
