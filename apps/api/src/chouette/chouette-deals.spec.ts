/**
 * The chouette's house-rule actions in the API (issue 42), on real PostgreSQL over real HTTP: at a scorekeeper
 * table with extras optional and deals allowed, the organiser records an extra a dropper gives the lone taker
 * (game 1) and a deal between the box and one member mid-game (game 2); the ledger counts both, the log shows
 * them, and bad input or a caller without the right is refused with nothing changed.
 */
import { Account, codeOf, startTestApi, TestApi } from '../../test/api';
import { ChouetteClub, M, setUpChouetteClub, tableActions } from '../../test/chouette-table';

const EXTRA = `mutation($id: UUID!, $seq: Int!, $from: UUID!, $to: UUID!, $agrees: Boolean!) {
  giveChouetteExtra(chouetteId: $id, expectedSeq: $seq, from: $from, to: $to, takerAgrees: $agrees) { seq } }`;
const DEAL = `mutation($id: UUID!, $seq: Int!, $terms: [ChouetteDealTermInput!]!, $agreed: [UUID!]!) {
  makeChouetteDeal(chouetteId: $id, expectedSeq: $seq, terms: $terms, agreedBy: $agreed) { seq } }`;

describe('chouette deals and extras (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let org: Account;
  let director: Account;
  let players: Account[];
  const club = {} as ChouetteClub;
  const { view, open, join, ok } = tableActions(club);

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 100_000 } });
    Object.assign(club, await setUpChouetteClub(t));
    ({ org, director, players } = club);
  });
  afterAll(async () => t?.close());

  it('records an extra and a deal; the ledger counts them; refusals change nothing', async () => {
    const [a, b, c, d] = players;
    const opened = await open({
      mode: 'SCOREKEEPER',
      partnerThreshold: 0,
      house: { extras: 'optional', deals: true },
    });
    const id = opened.id;
    for (const p of [a, b]) await join(opened.code, p);
    for (const p of [c, d]) await join(opened.code, org, { player: p.id });
    const rolls: [Account, number[]][] = [
      [a, [6, 6]],
      [b, [6, 5]],
      [c, [5, 4]],
      [d, [2, 1]],
    ];
    for (const [p, dice] of rolls) await ok(org, M.rollOrder, id, { player: p.id, dice });

    // Game 1: the box (a) doubles; the captain (b) takes alone, c and d drop; c gives b an extra.
    await ok(org, M.start, id);
    await ok(org, M.boxDouble, id);
    await ok(org, M.memberAnswer, id, { answer: 'take', player: b.id });
    await ok(org, M.memberAnswer, id, { answer: 'drop', player: c.id });
    await ok(org, M.memberAnswer, id, { answer: 'drop', player: d.id });
    let seq = (await view(id)).seq;
    const extra = (who: Account, vars: Record<string, unknown>) =>
      who.gql(EXTRA, { id, seq, from: c.id, to: b.id, agrees: true, ...vars });
    expect(codeOf(await extra(b, {}))).toBe('FORBIDDEN'); // a player does not record it
    expect(codeOf(await extra(org, { agrees: false }))).toBe('EXTRA_NOT_ALLOWED'); // optional: b must agree
    expect(codeOf(await extra(org, { from: b.id, to: c.id }))).toBe('EXTRA_NOT_ALLOWED'); // not a dropper
    expect(codeOf(await extra(org, { from: 'x' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await extra(org, { seq: seq - 1 }))).toBe('STALE_SEQUENCE');
    expect((await view(id)).seq).toBe(seq);
    expect(codeOf(await extra(org, {}))).toBeUndefined();
    let v = await ok(org, M.record, id, { winner: 'team', kind: 'single' });
    // b wins 2 on the own cube, 2 on c's extra, and c's 1; d's drop pays the box: a -2 -2 +1 = -3.
    const full = async () => (await view(id)) as unknown as Full;
    let f = await full();
    expect(pointsOf(f.ledger.games[0].points)).toEqual({ [a.id]: -3, [b.id]: 5, [c.id]: -1, [d.id]: -1 });

    // Game 2: b is the box, c the captain; the box deals with d (b pays d 1) mid-game.
    expect(v.line).toEqual([b.id, c.id, d.id, a.id]);
    await ok(org, M.start, id);
    seq = (await view(id)).seq;
    const deal = (who: Account, vars: Record<string, unknown>) =>
      who.gql(DEAL, { id, seq, terms: [{ member: d.id, points: 1 }], agreed: [d.id], ...vars });
    expect(codeOf(await deal(b, {}))).toBe('FORBIDDEN');
    expect(codeOf(await deal(org, { agreed: [] }))).toBe('INVALID_DEAL'); // d did not agree
    expect(codeOf(await deal(org, { terms: [] }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await deal(org, { terms: [{ member: d.id, points: 0.5 }] }))).toBe('BAD_USER_INPUT');
    expect(
      codeOf(
        await deal(org, {
          terms: [
            { member: d.id, points: 1 },
            { member: d.id, points: 2 },
          ],
        }),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(codeOf(await deal(org, { terms: [{ member: b.id, points: 1 }], agreed: [b.id] }))).toBe(
      'NOT_IN_TEAM',
    ); // the box is not a team member
    expect((await view(id)).seq).toBe(seq);
    // A club director may record it too.
    expect(codeOf(await deal(director, {}))).toBeUndefined();
    v = await ok(org, M.record, id, { winner: 'box', kind: 'single' });
    f = await full();
    // The box wins 1 from c and from a, and pays d the deal's 1.
    expect(pointsOf(f.ledger.games[1].points)).toEqual({ [b.id]: 1, [c.id]: -1, [d.id]: 1, [a.id]: -1 });
    const d2 = f.ledger.games[1].members.find((m) => m.player === d.id);
    expect(d2).toMatchObject({ reason: 'deal', points: 1 });
    const logged = f.log.filter((e) => e.type === 'extra' || e.type === 'deal');
    expect(logged.map((e) => [e.type, e.player, e.member, e.detail, e.actorId])).toEqual([
      ['extra', c.id, b.id, null, org.id],
      ['deal', b.id, null, `${d.id}:1`, director.id],
    ]);
  });
});

type Points = { player: string; points: number }[];
interface Full {
  ledger: { games: { points: Points; members: { player: string; reason: string; points: number }[] }[] };
  log: {
    type: string;
    player: string | null;
    member: string | null;
    detail: string | null;
    actorId: string;
  }[];
}
const pointsOf = (points: Points) => Object.fromEntries(points.map((p) => [p.player, p.points]));
