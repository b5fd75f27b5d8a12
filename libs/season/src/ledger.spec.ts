import { type LedgerEntry, bookCsv, duesStatus, memberStatement, validateEntry } from './ledger';

const book: LedgerEntry[] = [
  { id: '1', date: '2026-12-01', member: 'ana', kind: 'dues', amount: 5000, period: '2026-12' },
  { id: '2', date: '2026-12-02', member: 'ana', kind: 'fee', amount: 2000, reference: 't1' },
  {
    id: '3',
    date: '2026-12-02',
    member: 'ana',
    kind: 'payment',
    amount: 2000,
    method: 'cash',
    reference: 't1',
  },
  {
    id: '4',
    date: '2026-12-02',
    member: 'ana',
    kind: 'prize',
    amount: 3250,
    reference: 't1',
    note: '1st, "Copa"',
  },
  { id: '5', date: '2026-12-03', member: 'ana', kind: 'chouette', amount: -750, reference: 'c9' },
  { id: '6', date: '2026-12-01', member: 'bia', kind: 'dues', amount: 5000, period: '2026-12' },
  {
    id: '7',
    date: '2026-12-04',
    member: 'bia',
    kind: 'payment',
    amount: 5000,
    method: 'transfer',
    period: '2026-12',
  },
];

describe("the club's book", () => {
  it("a member's statement with the running balance", () => {
    const s = memberStatement(book, 'ana');
    expect(s.ok && s.value.map((l) => [l.entry.id, l.balance])).toEqual([
      ['1', -5000],
      ['2', -7000],
      ['3', -5000],
      ['4', -1750],
      ['5', -2500],
    ]);
  });

  it('who is up to date with the dues', () => {
    expect(duesStatus(book, ['ana', 'bia'])).toEqual([
      { member: 'ana', upToDate: false, owing: ['2026-12'] },
      { member: 'bia', upToDate: true, owing: [] },
    ]);
  });

  it('refuses fractions of a cent and payments without a method', () => {
    expect(validateEntry({ ...book[1], amount: 19.99 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_AMOUNT' },
    });
    expect(validateEntry({ id: 'x', date: '2026-12-01', member: 'a', kind: 'payment', amount: 100 }).ok).toBe(
      false,
    );
  });

  it('exports the book as CSV, amounts from integer cents', () => {
    const csv = bookCsv(book.slice(0, 5), 'BRL', { ana: 'Ana' });
    expect(csv.ok && csv.value.split('\r\n').slice(0, 6)).toEqual([
      'Date,Member,Kind,Method,Period,Reference,Note,Currency,Amount,Balance',
      '2026-12-01,Ana,dues,,2026-12,,,BRL,-50.00,-50.00',
      '2026-12-02,Ana,fee,,,t1,,BRL,-20.00,-70.00',
      '2026-12-02,Ana,payment,cash,,t1,,BRL,20.00,-50.00',
      '2026-12-02,Ana,prize,,,t1,"1st, ""Copa""",BRL,32.50,-17.50',
      '2026-12-03,Ana,chouette,,,c9,,BRL,-7.50,-25.00',
    ]);
    expect(bookCsv(book, 'real')).toMatchObject({ ok: false, error: { code: 'INVALID_CURRENCY' } });
  });
});
