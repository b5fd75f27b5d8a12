/**
 * The scorekeeper's sheet edits in the API (issue 42, house rules), on real PostgreSQL over real HTTP: at a
 * scorekeeper table of four with three games recorded, a club director sets a cube from 2 to 4 (the points
 * follow, the ledger still sums to zero), the organiser reorders the columns, marks and takes away a break,
 * and deletes the last game (its points leave the totals); each edit is in the log and the audit chain with
 * who and why, and bad input or a caller without the right is refused with nothing changed.
 */
import { Account, codeOf, GraphQLResponse, startTestApi, TestApi } from '../../test/api';
import {
  ChouetteClub,
  data,
  M,
  pointsOf,
  setUpChouetteClub,
  sql,
  sum,
  tableActions,
  VIEW,
  type View,
} from '../../test/chouette-table';

const SHEET = `sheet { order breaks deleted cubes { game player cube owner points }
  edits { seq kind by byUser { displayName } reason game } }`;
const CUBE = `mutation($id: UUID!, $seq: Int!, $game: Int!, $member: UUID!, $value: Int!, $owner: ChouetteCubeOwner!, $reason: String!) {
  editChouetteCube(chouetteId: $id, expectedSeq: $seq, game: $game, member: $member, value: $value, owner: $owner, reason: $reason) { seq } }`;
const SCORE = `mutation($id: UUID!, $seq: Int!, $game: Int!, $member: UUID!, $points: Int!, $reason: String!) {
  editChouetteScore(chouetteId: $id, expectedSeq: $seq, game: $game, member: $member, points: $points, reason: $reason) { seq } }`;
const REORDER = `mutation($id: UUID!, $seq: Int!, $players: [UUID!]!, $reason: String!) {
  reorderChouetteSheet(chouetteId: $id, expectedSeq: $seq, players: $players, reason: $reason) { seq } }`;
const DELETE_LAST = `mutation($id: UUID!, $seq: Int!, $reason: String!) {
  deleteLastChouetteGame(chouetteId: $id, expectedSeq: $seq, reason: $reason) { seq } }`;
const BREAK = `mutation($id: UUID!, $seq: Int!, $after: Int!, $marked: Boolean! = true, $reason: String!) {
  markChouetteBreak(chouetteId: $id, expectedSeq: $seq, after: $after, marked: $marked, reason: $reason) { seq } }`;

interface Sheet {
  order: string[];
  breaks: number[];
  deleted: number[];
  cubes: { game: number; player: string; cube: number; owner: string; points: number }[];
  edits: {
    seq: number;
    kind: string;
    by: string;
    byUser: { displayName: string };
    reason: string;
    game: number | null;
  }[];
}
type Full = View & {
  sheet: Sheet;
  ledger: NonNullable<View['ledger']> & {
    games: (NonNullable<View['ledger']>['games'][number] & { corrections: { edit: string | null }[] })[];
  };
  log: { seq: number; type: string; detail: string | null; game: number | null; actorId: string }[];
};
const FULL = VIEW.replace('corrections { seq', 'corrections { edit seq').replace(
  ' log { seq',
  ` ${SHEET} log { seq`,
);
const byPlayer = (points: { player: string; points: number }[]) =>
  Object.fromEntries(points.map((p) => [p.player, p.points]));

describe('chouette scorekeeper sheet edits (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let org: Account;
  let director: Account;
  let spectator: Account;
  let outsider: Account;
  let players: Account[];
  const club = {} as ChouetteClub;
  const { open, join, ok } = tableActions(club);
  const full = async (id: string) => data(await spectator.gql<{ chouette: Full }>(FULL, { id })).chouette;

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 100_000 } });
    Object.assign(club, await setUpChouetteClub(t));
    ({ org, director, spectator, outsider, players } = club);
  });
  afterAll(async () => t?.close());

  /** A scorekeeper table of a, b, c, d seated in that order, with `games` of the three below recorded. */
  async function table(games: number): Promise<string> {
    const [a, b, c, d] = players;
    const opened = await open({ mode: 'SCOREKEEPER', partnerThreshold: 0 });
    const id = opened.id;
    for (const p of [a, b, c, d]) await join(opened.code, org, { player: p.id });
    const rolls: [Account, number[]][] = [
      [a, [6, 6]],
      [b, [6, 5]],
      [c, [5, 4]],
      [d, [2, 1]],
    ];
    for (const [p, dice] of rolls) await ok(org, M.rollOrder, id, { player: p.id, dice });
    // Game 1 (box a): the captain b doubles, the box takes; the team wins a single.
    if (games >= 1) {
      await ok(org, M.start, id);
      await ok(org, M.declare, id, { double: true, player: b.id });
      await ok(org, M.declare, id, { double: false, player: c.id });
      await ok(org, M.declare, id, { double: false, player: d.id });
      await ok(org, M.boxAnswer, id, { member: b.id, answer: 'take' });
      await ok(org, M.record, id, { winner: 'team', kind: 'single' });
    }
    // Game 2 (box b, captain c): the box wins a single. Game 3 (box b, captain d): the team wins a single.
    if (games >= 2) {
      await ok(org, M.start, id);
      await ok(org, M.record, id, { winner: 'box', kind: 'single' });
    }
    if (games >= 3) {
      await ok(org, M.start, id);
      await ok(org, M.record, id, { winner: 'team', kind: 'single' });
    }
    return id;
  }

  it('edits a cube 2 -> 4, reorders, marks a break, deletes the last game; each audited; refusals change nothing', async () => {
    const [a, b, c, d] = players;
    const id = await table(3);
    let f = await full(id);
    expect(f.ledger.games.map((g) => byPlayer(g.points))).toEqual([
      { [a.id]: -4, [b.id]: 2, [c.id]: 1, [d.id]: 1 },
      { [b.id]: 3, [c.id]: -1, [d.id]: -1, [a.id]: -1 },
      { [b.id]: -3, [d.id]: 1, [a.id]: 1, [c.id]: 1 },
    ]);
    expect(byPlayer(f.ledger.totals)).toEqual({ [a.id]: -4, [b.id]: 2, [c.id]: 1, [d.id]: 1 });
    expect(f.sheet).toEqual({
      order: [a.id, b.id, c.id, d.id],
      breaks: [],
      deleted: [],
      cubes: [],
      edits: [],
    });

    // Refusals, each at the current sequence number: nothing changes.
    const seq0 = f.seq;
    const cube = {
      id,
      seq: seq0,
      game: 0,
      member: b.id,
      value: 4,
      owner: 'member',
      reason: 'Redobrou no jogo 1',
    };
    const refused: [Account | null, string, Record<string, unknown>, string][] = [
      [c, CUBE, cube, 'FORBIDDEN'], // a plain player
      [spectator, CUBE, cube, 'FORBIDDEN'], // a member who does not keep the table
      [outsider, CUBE, cube, 'FORBIDDEN'],
      [null, CUBE, cube, 'UNAUTHENTICATED'],
      [director, CUBE, { ...cube, reason: ' ' }, 'REASON_REQUIRED'],
      [director, CUBE, { ...cube, value: 3 }, 'INVALID_EDIT'],
      [director, CUBE, { ...cube, value: 0 }, 'INVALID_EDIT'],
      [director, CUBE, { ...cube, game: 9 }, 'UNKNOWN_GAME'],
      [director, CUBE, { ...cube, member: a.id }, 'INVALID_EDIT'], // the box has no cube of its own
      [director, CUBE, { ...cube, owner: 'nobody' }, 'BAD_USER_INPUT'],
      [director, CUBE, { ...cube, seq: seq0 - 1 }, 'STALE_SEQUENCE'],
      [org, REORDER, { id, seq: seq0, players: [a.id, b.id, c.id], reason: 'ordem' }, 'INVALID_EDIT'],
      [
        org,
        REORDER,
        { id, seq: seq0, players: [a.id, b.id, c.id, outsider.id], reason: 'ordem' },
        'INVALID_EDIT',
      ],
      [org, REORDER, { id, seq: seq0, players: [a.id, a.id, c.id, d.id], reason: 'ordem' }, 'BAD_USER_INPUT'],
      [c, REORDER, { id, seq: seq0, players: [d.id, c.id, b.id, a.id], reason: 'ordem' }, 'FORBIDDEN'],
      [org, BREAK, { id, seq: seq0, after: 9, reason: 'jantar' }, 'UNKNOWN_GAME'],
      [org, BREAK, { id, seq: seq0, after: 0, marked: false, reason: 'jantar' }, 'INVALID_EDIT'],
      [d, BREAK, { id, seq: seq0, after: 0, reason: 'jantar' }, 'FORBIDDEN'],
      [org, DELETE_LAST, { id, seq: seq0, reason: '' }, 'REASON_REQUIRED'],
      [a, DELETE_LAST, { id, seq: seq0, reason: 'lançado duas vezes' }, 'FORBIDDEN'],
      [outsider, DELETE_LAST, { id, seq: seq0, reason: 'lançado duas vezes' }, 'FORBIDDEN'],
      [
        org,
        SCORE,
        { id, seq: seq0, game: 0, member: b.id, points: 0.5, reason: 'meio ponto' },
        'BAD_USER_INPUT',
      ],
    ];
    for (const [who, text, vars, code] of refused) {
      const r: GraphQLResponse = who ? await who.gql(text, vars) : await t.gql(text, vars);
      expect([text.slice(10, 40), codeOf(r)]).toEqual([text.slice(10, 40), code]);
    }
    const unchanged = await full(id);
    expect(unchanged.seq).toBe(seq0);
    expect(unchanged.ledger).toEqual(f.ledger);
    expect(unchanged.sheet).toEqual(f.sheet);

    // A club director sets b's cube in game 1 from 2 to 4, now b's: b +4, the box a -6.
    expect(codeOf(await director.gql(CUBE, cube))).toBeUndefined();
    f = await full(id);
    expect(f.seq).toBe(seq0 + 1);
    expect(byPlayer(f.ledger.games[0].net)).toEqual({ [a.id]: -6, [b.id]: 4, [c.id]: 1, [d.id]: 1 });
    expect(byPlayer(f.ledger.games[0].points)).toEqual({ [a.id]: -4, [b.id]: 2, [c.id]: 1, [d.id]: 1 });
    expect(f.ledger.games[0].corrections).toEqual([
      expect.objectContaining({
        edit: 'cube',
        by: director.id,
        reason: 'Redobrou no jogo 1',
        delta: expect.arrayContaining([
          { player: a.id, points: -2 },
          { player: b.id, points: 2 },
        ]),
      }),
    ]);
    expect(byPlayer(f.ledger.totals)).toEqual({ [a.id]: -6, [b.id]: 4, [c.id]: 1, [d.id]: 1 });
    expect(sum(f.ledger.totals)).toBe(0);
    expect(
      pointsOf(
        f.players.map((p) => ({ player: p.user.id, points: p.total })),
        b.id,
      ),
    ).toBe(4);
    expect(f.sheet.cubes).toEqual([{ game: 0, player: b.id, cube: 4, owner: 'member', points: 4 }]);
    expect(f.sheet.edits).toEqual([
      {
        seq: seq0 + 1,
        kind: 'cube',
        by: director.id,
        byUser: { displayName: 'Diretor' },
        reason: 'Redobrou no jogo 1',
        game: 0,
      },
    ]);
    expect(f.log.at(-1)).toMatchObject({ type: 'sheetEdit', detail: 'cube', game: 0, actorId: director.id });

    // The organiser reorders the columns, marks a break after game 1, marks one after game 2 and takes it away.
    let seq = f.seq;
    const send = async (text: string, vars: Record<string, unknown>, who = org) => {
      const r = await who.gql(text, { id, seq, ...vars });
      expect(r.errors).toBeUndefined();
      seq += 1;
    };
    await send(REORDER, { players: [d.id, c.id, b.id, a.id], reason: 'Ordem das cadeiras' });
    await send(BREAK, { after: 0, reason: 'Jantar' });
    await send(BREAK, { after: 1, reason: 'Intervalo' }, director);
    expect(codeOf(await org.gql(BREAK, { id, seq, after: 1, reason: 'de novo' }))).toBe('INVALID_EDIT');
    await send(BREAK, { after: 1, marked: false, reason: 'Marcado por engano' });
    f = await full(id);
    expect(f.sheet).toMatchObject({ order: [d.id, c.id, b.id, a.id], breaks: [0], deleted: [] });
    expect(f.sheet.edits.map((e) => [e.kind, e.game, e.reason])).toEqual([
      ['cube', 0, 'Redobrou no jogo 1'],
      ['reorder', null, 'Ordem das cadeiras'],
      ['break', 0, 'Jantar'],
      ['break', 1, 'Intervalo'],
      ['unbreak', 1, 'Marcado por engano'],
    ]);
    expect(byPlayer(f.ledger.totals)).toEqual({ [a.id]: -6, [b.id]: 4, [c.id]: 1, [d.id]: 1 });

    // The last game (3: b -3, the members +1) is deleted: its points leave the totals.
    await send(DELETE_LAST, { reason: 'Lançado duas vezes' });
    f = await full(id);
    expect(f.sheet.deleted).toEqual([2]);
    expect(byPlayer(f.ledger.games[2].net)).toEqual({ [a.id]: 0, [b.id]: 0, [c.id]: 0, [d.id]: 0 });
    expect(byPlayer(f.ledger.totals)).toEqual({ [a.id]: -7, [b.id]: 7, [c.id]: 0, [d.id]: 0 });
    expect(sum(f.ledger.totals)).toBe(0);
    expect(f.log.at(-1)).toMatchObject({ type: 'sheetEdit', detail: 'deleteLast', game: 2 });
    // Gone from the sheet: no edit or correction of it; the next delete would take game 2.
    expect(codeOf(await director.gql(CUBE, { ...cube, seq, game: 2, member: d.id }))).toBe('UNKNOWN_GAME');
    expect(
      codeOf(
        await director.gql(M.correct, {
          id,
          seq,
          game: 2,
          points: [
            { player: a.id, points: 1 },
            { player: b.id, points: -1 },
          ],
          reason: 'de volta',
        }),
      ),
    ).toBe('UNKNOWN_GAME');
    // A score edit: c lost 1 in game 2; the scorekeeper writes -2 (the box b +4).
    await send(SCORE, { game: 1, member: c.id, points: -2, reason: 'Gamão, não simples' });
    f = await full(id);
    expect(byPlayer(f.ledger.games[1].net)).toEqual({ [b.id]: 4, [c.id]: -2, [d.id]: -1, [a.id]: -1 });
    expect(byPlayer(f.ledger.totals)).toEqual({ [a.id]: -7, [b.id]: 8, [c.id]: -1, [d.id]: 0 });

    // The audit chain: three results, then every edit with its kind, who and why; it verifies.
    const scope = { type: 'CHOUETTE', id };
    const log = data(
      await spectator.gql<{
        auditLog: {
          action: string;
          subject: string;
          reason: string | null;
          actorId: string;
          before: string;
          after: string;
        }[];
      }>(
        'query($s: AuditScopeInput!) { auditLog(scope: $s) { action subject reason actorId before after } }',
        {
          s: scope,
        },
      ),
    ).auditLog;
    expect(log.map((e) => [e.action, e.subject, e.reason])).toEqual([
      ['chouette.game', 'game 1', null],
      ['chouette.game', 'game 2', null],
      ['chouette.game', 'game 3', null],
      ['chouette.sheetEdit', 'cube game 1', 'Redobrou no jogo 1'],
      ['chouette.sheetEdit', 'reorder', 'Ordem das cadeiras'],
      ['chouette.sheetEdit', 'break game 1', 'Jantar'],
      ['chouette.sheetEdit', 'break game 2', 'Intervalo'],
      ['chouette.sheetEdit', 'unbreak game 2', 'Marcado por engano'],
      ['chouette.sheetEdit', 'deleteLast game 3', 'Lançado duas vezes'],
      ['chouette.sheetEdit', 'score game 2', 'Gamão, não simples'],
    ]);
    expect(log[3].actorId).toBe(director.id);
    expect(JSON.parse(log[3].before)).toMatchObject({
      edit: { kind: 'cube', game: 0, member: b.id, value: 4, owner: 'member' },
      was: { member: { player: b.id, cube: 2, owner: 'box', points: 2 } },
    });
    expect(JSON.parse(log[3].after)).toMatchObject({
      now: { member: { player: b.id, cube: 4, owner: 'member', points: 4 } },
      delta: { [a.id]: -2, [b.id]: 2 },
      totals: { [a.id]: -6, [b.id]: 4, [c.id]: 1, [d.id]: 1 },
    });
    expect(JSON.parse(log[4].after)).toMatchObject({ now: [d.id, c.id, b.id, a.id] });
    expect(JSON.parse(log[8].before)).toMatchObject({ was: { game: 2 } });
    expect(
      data(
        await spectator.gql<{ verifyAudit: { valid: boolean; entries: number } }>(
          'query($s: AuditScopeInput!) { verifyAudit(scope: $s) { valid entries } }',
          { s: scope },
        ),
      ).verifyAudit,
    ).toEqual({ valid: true, entries: 10 });
  });

  it('refuses deleting when the sheet has no game; after the end, a delete settles the club’s book again', async () => {
    const [a, b] = players;
    const empty = await table(0);
    let seq = (await full(empty)).seq;
    expect(codeOf(await org.gql(DELETE_LAST, { id: empty, seq, reason: 'nada a apagar' }))).toBe(
      'UNKNOWN_GAME',
    );
    expect((await full(empty)).seq).toBe(seq);

    const id = await table(1);
    await ok(org, M.end, id);
    const settled = async () =>
      (
        await sql<{ n: string }>(
          t.database.url,
          `SELECT count(*) AS n FROM "DomainEvent" WHERE type = 'chouette.settled' AND payload->>'sessionId' = '${id}'`,
        )
      )[0].n;
    expect(await settled()).toBe('1');
    seq = (await full(id)).seq;
    // A break moves no points: no new settlement.
    expect(codeOf(await org.gql(BREAK, { id, seq, after: 0, reason: 'fim da noite' }))).toBeUndefined();
    expect(await settled()).toBe('1');
    expect(
      codeOf(await director.gql(DELETE_LAST, { id, seq: seq + 1, reason: 'jogo de treino' })),
    ).toBeUndefined();
    expect(await settled()).toBe('2');
    const f = await full(id);
    expect(f.status).toBe('CLOSED');
    expect(f.ledger.totals.every((p) => p.points === 0)).toBe(true);
    expect(f.sheet).toMatchObject({ deleted: [0], breaks: [] });
    expect(f.settlement?.transfers).toEqual([]);
    expect(pointsOf(f.ledger.totals, a.id) + pointsOf(f.ledger.totals, b.id)).toBe(0);
  });
});
