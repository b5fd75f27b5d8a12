/**
 * A chouette's settlement in the club's book (issue 40, part 6), on real PostgreSQL over real HTTP: a
 * scorekeeper session at R$ 2,50 a point ends, and each member's balance reaches their statement as a CHOUETTE
 * entry through the outbox; a correction after the end adds only the difference; a member reads their own
 * statement and nobody else's.
 */
import { Account, codeOf, startTestApi, TestApi } from '../../test/api';
import { ChouetteClub, M, setUpChouetteClub, sql, tableActions } from '../../test/chouette-table';

const STATEMENT = `query($c: UUID!, $m: UUID!) { memberStatement(clubId: $c, memberId: $m) {
  balanceCents entries { kind amountCents reference } } }`;
type Statement = {
  balanceCents: number;
  entries: { kind: string; amountCents: number; reference: string | null }[];
};

describe("a chouette's settlement in the club's book (real PostgreSQL, GraphQL over HTTP)", () => {
  let t: TestApi;
  let org: Account;
  let director: Account;
  let players: Account[];
  const club = {} as ChouetteClub;
  const { open, join, ok } = tableActions(club);

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 100_000 } });
    Object.assign(club, await setUpChouetteClub(t));
    ({ org, director, players } = club);
  });
  afterAll(async () => t?.close());

  const statement = async (member: Account, who: Account = director): Promise<Statement> => {
    const r = await who.gql<{ memberStatement: Statement }>(STATEMENT, { c: club.clubId, m: member.id });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.memberStatement;
  };
  const chouetteCents = async (member: Account, reference: string) =>
    (await statement(member)).entries
      .filter((e) => e.kind === 'CHOUETTE' && e.reference === reference)
      .map((e) => e.amountCents);
  /** Waits for the consumer: until `member`'s CHOUETTE entries for the session are `wanted`. */
  async function until(member: Account, reference: string, wanted: number[]): Promise<number[]> {
    const deadline = Date.now() + 15_000;
    let seen = await chouetteCents(member, reference);
    while (JSON.stringify(seen) !== JSON.stringify(wanted) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await chouetteCents(member, reference);
    }
    return seen;
  }

  it('records each balance when the session ends, and only the difference after a correction', async () => {
    const [a, b, c, d] = players;
    const opened = await open({ mode: 'SCOREKEEPER', partnerThreshold: 0, stake: 2.5 });
    const id = opened.id;
    const reference = `chouette:${id}`;
    for (const p of [a, b]) await join(opened.code, p);
    for (const p of [c, d]) await join(opened.code, org, { player: p.id });
    const rolls: [Account, number[]][] = [
      [a, [6, 6]],
      [b, [6, 5]],
      [c, [5, 4]],
      [d, [2, 1]],
    ];
    for (const [p, dice] of rolls) await ok(org, M.rollOrder, id, { player: p.id, dice });
    // One game: the box (a) loses a single game to each of the three team members.
    await ok(org, M.start, id);
    await ok(org, M.record, id, { winner: 'team', kind: 'single' });
    // Nothing reaches the book while the session is open.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await chouetteCents(a, reference)).toEqual([]);

    await ok(org, M.end, id);
    expect(await until(a, reference, [-750])).toEqual([-750]);
    for (const p of [b, c, d]) expect(await until(p, reference, [250])).toEqual([250]);
    expect((await statement(a)).balanceCents).toBe(-750);

    // A correction after the end (a +1, b -1): a -2 points, b 0, so -500 and 0 in all.
    await ok(director, M.correct, id, {
      game: 0,
      points: [
        { player: a.id, points: 1 },
        { player: b.id, points: -1 },
      ],
      reason: 'Anotação errada',
    });
    expect(await until(a, reference, [-750, 250])).toEqual([-750, 250]);
    expect(await until(b, reference, [250, -250])).toEqual([250, -250]);
    expect(await chouetteCents(c, reference)).toEqual([250]);
    expect((await statement(b)).balanceCents).toBe(0);

    // Every entry is in the club's audit chain, as the system's.
    const audited = await sql<{ n: string }>(
      t.database.url,
      `SELECT count(*) AS n FROM "AuditEntry" WHERE action = 'book.chouetteSettlement' AND "actorId" IS NULL`,
    );
    expect(Number(audited[0].n)).toBe(6);
    // A member reads their own statement, not another's.
    expect((await statement(c, c)).balanceCents).toBe(250);
    expect(codeOf(await c.gql(STATEMENT, { c: club.clubId, m: a.id }))).toBe('FORBIDDEN');
  });
});
