/**
 * The club's money book (issue 40, part 6) on real PostgreSQL over GraphQL HTTP: a director records entry
 * fees and payments (cash, transfer), pays out the prize pool of an evening (60/30/10 with a 10 % cut and a
 * jackpot share: the odd cent stays in the pool), records the prizes paid out and dues; the balances, dues
 * status, a member's statement, the CSV and the audit chain follow. Bad input and callers without the right
 * change nothing; the book refuses UPDATE and DELETE.
 */
import { Account, codeOf, signUp, startTestApi, TestApi } from '../../test/api';
import { data, sql } from '../../test/online-match';

const ENTRY = `mutation($i: BookEntryInput!) { recordBookEntry(input: $i) { id kind amountCents method balanceCents } }`;
const POOL = `mutation($i: PrizePoolInput!) { payPrizePool(input: $i) {
  reference feesCents clubCutCents jackpotAddedCents jackpotPaidCents jackpotCarriedCents prizesCents } }`;
const BOOK = `query($c: UUID!) { clubBook(clubId: $c) { currency jackpotCents
  entries { memberName kind amountCents method period reference balanceCents }
  balances { memberName balanceCents duesUpToDate duesOwing } prizePools { reference prizesCents } } }`;
const STATEMENT = `query($c: UUID!, $m: UUID!) { memberStatement(clubId: $c, memberId: $m) {
  currency balanceCents entries { kind amountCents balanceCents } } }`;
const CURRENCY = `mutation($c: UUID!, $x: String!) { setClubCurrency(clubId: $c, currency: $x) { currency } }`;

interface Book {
  currency: string;
  jackpotCents: number;
  entries: { memberName: string; kind: string; amountCents: number; balanceCents: number }[];
  balances: { memberName: string; balanceCents: number; duesUpToDate: boolean; duesOwing: string[] }[];
  prizePools: { reference: string; prizesCents: number[] }[];
}

describe('the club money book (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let director: Account;
  let p: Account[];
  let outsider: Account;
  let clubId: string;
  const readBook = async () => data(await director.gql<{ clubBook: Book }>(BOOK, { c: clubId })).clubBook;
  const entry = (i: Record<string, unknown>) => director.gql(ENTRY, { i: { clubId, ...i } });

  beforeAll(async () => {
    t = await startTestApi();
    director = await signUp(t, 'Olga');
    p = await Promise.all(['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fê', 'Gil'].map((n) => signUp(t, n)));
    outsider = await signUp(t, 'Zé');
    const club = data(
      await director.gql<{ createClub: { id: string; invitationCode: string } }>(
        'mutation { createClub(input: { name: "Clube do Caixa" }) { id invitationCode } }',
      ),
    ).createClub;
    clubId = club.id;
    for (const who of p)
      data(
        await who.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
          c: club.invitationCode,
        }),
      );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records fees and payments; refuses fractions, bad kinds of entry, outsiders and members', async () => {
    const before = await readBook();
    expect(before).toMatchObject({ currency: 'BRL', jackpotCents: 0, entries: [] });
    // A fraction of a cent is no Int: GraphQL itself refuses it, before any rule runs.
    expect(
      codeOf(await entry({ memberId: p[0].id, kind: 'FEE', amountCents: 14.5, reference: 'Quinta 10/12' })),
    ).toBe('BAD_USER_INPUT');
    expect(
      codeOf(await entry({ memberId: p[0].id, kind: 'FEE', amountCents: 0, reference: 'Quinta 10/12' })),
    ).toBe('INVALID_AMOUNT');
    expect(codeOf(await entry({ memberId: p[0].id, kind: 'PAYMENT', amountCents: 1433 }))).toBe(
      'INVALID_AMOUNT',
    );
    expect(codeOf(await entry({ memberId: p[0].id, kind: 'DUES', amountCents: 5000 }))).toBe(
      'INVALID_AMOUNT',
    );
    expect(codeOf(await entry({ memberId: outsider.id, kind: 'FEE', amountCents: 1433 }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      codeOf(await entry({ memberId: p[0].id, kind: 'FEE', amountCents: 1433, date: '2026-02-30' })),
    ).toBe('BAD_USER_INPUT');
    const fee = { clubId, memberId: p[0].id, kind: 'FEE', amountCents: 1433 };
    expect(codeOf(await p[0].gql(ENTRY, { i: fee }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(ENTRY, { i: fee }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(ENTRY, { i: fee }))).toBe('UNAUTHENTICATED');
    expect(await readBook()).toEqual(before);

    // Seven entries of R$ 14.33 for Thursday's evening; each paid, in cash or by transfer.
    for (const [i, who] of p.entries()) {
      data(
        await entry({
          memberId: who.id,
          kind: 'FEE',
          amountCents: 1433,
          reference: 'Quinta 10/12',
          date: '2026-12-10',
        }),
      );
      const paid = data(
        await entry({
          memberId: who.id,
          kind: 'PAYMENT',
          amountCents: 1433,
          method: i % 2 ? 'TRANSFER' : 'CASH',
          date: '2026-12-10',
        }),
      ).recordBookEntry as { balanceCents: number };
      expect(paid.balanceCents).toBe(0);
    }
    expect((await readBook()).entries).toHaveLength(14);
  });

  it('pays out the prize pool once: 60/30/10 of the fees less a 10 % cut, the odd cent in the pool', async () => {
    const input = {
      clubId,
      reference: 'Quinta 10/12',
      payout: [60, 30, 10],
      clubCutBasisPoints: 1000,
      jackpotBasisPoints: 0,
      payJackpot: false,
      placings: [p[2].id, p[0].id, p[5].id],
    };
    expect(codeOf(await director.gql(POOL, { i: { ...input, clubCutBasisPoints: 10_001 } }))).toBe(
      'INVALID_PAYOUT',
    );
    expect(codeOf(await director.gql(POOL, { i: { ...input, payout: [] } }))).toBe('INVALID_PAYOUT');
    expect(codeOf(await director.gql(POOL, { i: { ...input, placings: [p[0].id, p[0].id] } }))).toBe(
      'INVALID_PAYOUT',
    );
    expect(
      codeOf(
        await director.gql(POOL, { i: { ...input, clubCutBasisPoints: 6000, jackpotBasisPoints: 5000 } }),
      ),
    ).toBe('INVALID_PAYOUT');
    expect(codeOf(await p[0].gql(POOL, { i: input }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(POOL, { i: input }))).toBe('FORBIDDEN');
    expect((await readBook()).prizePools).toEqual([]);

    const pool = data(await director.gql<{ payPrizePool: unknown }>(POOL, { i: input })).payPrizePool;
    // docs/domain.md "Money": fees 100.31, cut 10.03, 90.28 split 54.17 / 27.08 / 9.03.
    expect(pool).toEqual({
      reference: 'Quinta 10/12',
      feesCents: 10031,
      clubCutCents: 1003,
      jackpotAddedCents: 0,
      jackpotPaidCents: 0,
      jackpotCarriedCents: 0,
      prizesCents: [5417, 2708, 903],
    });
    expect(codeOf(await director.gql(POOL, { i: input }))).toBe('PRIZE_POOL_SETTLED');
    data(await entry({ memberId: p[2].id, kind: 'PRIZE_PAID', amountCents: 5417, method: 'CASH' }));
    const book = await readBook();
    const balance = (name: string) => book.balances.find((b) => b.memberName === name)!.balanceCents;
    expect([balance('Caio'), balance('Ana'), balance('Fê'), balance('Bia')]).toEqual([0, 2708, 903, 0]);
    const [row] = await sql<{ n: number }>(
      t.database.url,
      `SELECT count(*)::int AS n FROM "BookEntry" WHERE kind = 'PRIZE' AND reference = 'Quinta 10/12'`,
    );
    expect(row.n).toBe(3);
  });

  it('keeps dues per period, statements for the member and directors, the CSV, the currency, the audit chain', async () => {
    data(
      await entry({
        memberId: p[1].id,
        kind: 'DUES',
        amountCents: 5000,
        period: '2026-11',
        date: '2026-11-01',
      }),
    );
    data(
      await entry({
        memberId: p[1].id,
        kind: 'DUES',
        amountCents: 5000,
        period: '2026-12',
        date: '2026-12-01',
      }),
    );
    data(
      await entry({
        memberId: p[1].id,
        kind: 'PAYMENT',
        amountCents: 5000,
        method: 'TRANSFER',
        period: '2026-11',
      }),
    );
    const bia = (await readBook()).balances.find((b) => b.memberName === 'Bia')!;
    expect(bia).toMatchObject({ balanceCents: -5000, duesUpToDate: false, duesOwing: ['2026-12'] });

    const own = data(
      await p[1].gql<{ memberStatement: { currency: string; balanceCents: number; entries: unknown[] } }>(
        STATEMENT,
        {
          c: clubId,
          m: p[1].id,
        },
      ),
    ).memberStatement;
    expect(own.balanceCents).toBe(-5000);
    expect(own.entries[0]).toEqual({ kind: 'DUES', amountCents: 5000, balanceCents: -5000 });
    expect(codeOf(await p[1].gql(STATEMENT, { c: clubId, m: p[0].id }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(STATEMENT, { c: clubId, m: outsider.id }))).toBe('FORBIDDEN');

    const csv = data(
      await director.gql<{ clubBookCsv: string }>('query($c: UUID!) { clubBookCsv(clubId: $c) }', {
        c: clubId,
      }),
    ).clubBookCsv;
    expect(csv.split('\r\n')[0]).toBe(
      'Date,Member,Kind,Method,Period,Reference,Note,Currency,Amount,Balance',
    );
    expect(csv).toContain('2026-11-01,Bia,dues,,2026-11,,,BRL,-50.00,-50.00\r\n');
    expect(codeOf(await p[0].gql('query($c: UUID!) { clubBookCsv(clubId: $c) }', { c: clubId }))).toBe(
      'FORBIDDEN',
    );

    expect(codeOf(await director.gql(CURRENCY, { c: clubId, x: 'real' }))).toBe('INVALID_CURRENCY');
    expect(codeOf(await p[0].gql(CURRENCY, { c: clubId, x: 'EUR' }))).toBe('FORBIDDEN');
    expect((await readBook()).currency).toBe('BRL');
    expect(
      data(await director.gql<{ setClubCurrency: { currency: string } }>(CURRENCY, { c: clubId, x: 'EUR' }))
        .setClubCurrency.currency,
    ).toBe('EUR');

    const log = data(
      await director.gql<{ auditLog: { action: string }[] }>(
        'query($c: UUID!) { auditLog(scope: { type: CLUB, id: $c }) { action } }',
        { c: clubId },
      ),
    ).auditLog.map((e) => e.action);
    const entries = (await readBook()).entries.length;
    expect(log.filter((a) => a === 'book.entry')).toHaveLength(entries - 3); // the 3 prizes come with the pool
    expect(log.filter((a) => a === 'book.prizePool')).toHaveLength(1);
    expect(log.filter((a) => a === 'book.currency')).toHaveLength(1);

    await expect(sql(t.database.url, `UPDATE "BookEntry" SET "amountCents" = 1`)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql(t.database.url, `DELETE FROM "BookEntry"`)).rejects.toThrow(/append-only/);
  });
});
