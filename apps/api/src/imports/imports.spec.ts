import { type Action, exportMat, replay } from '@gamao/engine';
import { Client } from 'pg';
import { type Account, codeOf, signUp, startTestApi, TestApi } from '../../test/api';
import { clubOf, data, tournamentFinal } from '../../test/flows';

async function sql<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const IMPORT = `mutation($c: UUID!, $text: String!, $p0: UUID, $p1: UUID) {
  importMat(clubId: $c, text: $text, player0UserId: $p0, player1UserId: $p1) {
    id recordId clubId player0Name player1Name player0UserId player1UserId matchLength games score0 score1 winnerSide
  } }`;
const ATTACH = `mutation($m: UUID!, $text: String!, $p0: UUID) {
  attachMatToResult(matchId: $m, text: $text, player0UserId: $p0) { id recordId tournamentId matchId player0UserId player1UserId score0 score1 } }`;
const CLUB_IMPORTS = 'query($c: UUID!) { clubImportedMatches(clubId: $c) { id player0Name } }';
const ONE = 'query($id: UUID!) { importedMatch(id: $id) { id recordId score0 score1 } }';
const TOURNAMENT_IMPORTS = 'query($t: UUID!) { tournamentImportedMatches(tournamentId: $t) { id matchId } }';
const REPORT = `mutation($input: TournamentResultInput!) { reportTournamentResult(input: $input) { id status } }`;
const PHYSICAL = 'mutation($m: UUID!) { markTournamentMatchPhysical(matchId: $m) }';

/** A 1-point match as a .mat: Ana (player 0) opens 3-1 and Bia resigns. */
function onePointMat(winner: 0 | 1, names: [string, string] = ['Ana', 'Bia']): string {
  const actions: Action[] = [
    { type: 'roll', dice: [3, 1] },
    {
      type: 'play',
      side: 0,
      moves: [
        { from: 8, to: 5, die: 3 },
        { from: 6, to: 5, die: 1 },
      ],
    },
    { type: 'resign', side: winner === 0 ? 1 : 0, kind: 'single' },
    { type: 'acceptResignation', side: winner },
  ];
  const state = replay({ length: 1 }, actions);
  if (!state.ok) throw new Error(state.error.message);
  return exportMat(state.value, { player0Name: names[0], player1Name: names[1] });
}

/** A 3-point match with an illegal play on its ninth line. */
const THREE_POINTS = ` 3 point match

 Game 1
 Ana : 0                        Bia : 0
  1)                             31: 8/5 6/5
  2) 64: 24/18 18/14             52: 13/8 13/11*
  3) 66:                          Doubles => 2
  4)  Drops                       Wins 1 point

 Game 2
 Ana : 0                        Bia : 1
  1) 52: 13/8 13/11
      Wins 2 points

 Game 3
 Ana : 2                        Bia : 1
  1) 43: 13/9 13/10              65: 24/18 18/13
      Wins 1 point
`;

describe('.mat import (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let owner: Account;
  let ana: Account;
  let bia: Account;
  let outsider: Account;
  let clubId: string;

  const rows = async () =>
    (await sql<{ n: string }>(t.database.url, 'SELECT count(*)::text AS n FROM "ImportedMatch"'))[0].n;

  beforeAll(async () => {
    t = await startTestApi();
    [owner, ana, bia, outsider] = await Promise.all(['Olga', 'Ana', 'Bia', 'Zé'].map((n) => signUp(t, n)));
    clubId = await clubOf(owner, [ana, bia]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('imports a match a member uploads, with its score, and shows it to the members only', async () => {
    const imported = data(
      await ana.gql<{ importMat: Record<string, unknown> }>(IMPORT, {
        c: clubId,
        text: THREE_POINTS,
        p0: ana.id,
        p1: bia.id,
      }),
    ).importMat;
    expect(imported).toMatchObject({
      clubId,
      player0Name: 'Ana',
      player1Name: 'Bia',
      player0UserId: ana.id,
      player1UserId: bia.id,
      matchLength: 3,
      games: 3,
      score0: 3,
      score1: 1,
      winnerSide: 0,
    });
    expect(imported.recordId).toBe(`i:${String(imported.id)}`);
    const [stored] = await sql<{ log: { actions: unknown[]; options: { length: number } } }>(
      t.database.url,
      'SELECT log FROM "ImportedMatch" WHERE id = $1',
      [imported.id],
    );
    expect(stored.log.options.length).toBe(3);
    expect(stored.log.actions.length).toBeGreaterThan(10);

    expect(
      data(await bia.gql<{ importedMatch: unknown }>(ONE, { id: imported.id })).importedMatch,
    ).toMatchObject({
      score0: 3,
      score1: 1,
    });
    expect(
      data(await owner.gql<{ clubImportedMatches: { id: string }[] }>(CLUB_IMPORTS, { c: clubId }))
        .clubImportedMatches[0].id,
    ).toBe(imported.id);
    expect(codeOf(await outsider.gql(ONE, { id: imported.id }))).toBe('NOT_FOUND');
    expect(codeOf(await outsider.gql(CLUB_IMPORTS, { c: clubId }))).toBe('FORBIDDEN');
  });

  it('refuses a bad file with its game and line, and stores nothing', async () => {
    const before = await rows();
    const lines = THREE_POINTS.split('\n');
    const refused = async (text: string) => {
      const r = await ana.gql(IMPORT, { c: clubId, text });
      return { code: codeOf(r), extensions: r.errors?.[0]?.extensions };
    };
    // An illegal move: Ana bears off with checkers outside her home board (line 6).
    const illegal = await refused(
      lines.map((l, i) => (i === 5 ? '  2) 64: 6/2 6/off             52: 13/8 13/11*' : l)).join('\n'),
    );
    expect(illegal).toMatchObject({
      code: 'MAT_ILLEGAL_MOVE',
      extensions: { game: 1, line: 6, field: 'text' },
    });
    // A wrong score line (game 2 starts 0-1, the file says 1-1).
    const score = await refused(
      lines.map((l, i) => (i === 10 ? ' Ana : 1                        Bia : 1' : l)).join('\n'),
    );
    expect(score).toMatchObject({ code: 'MAT_SCORE_MISMATCH', extensions: { game: 2, line: 11 } });
    // Truncated in the middle of game 3.
    expect(await refused(lines.slice(0, 17).join('\n'))).toMatchObject({ code: 'MAT_TRUNCATED' });
    // Garbage, and nothing at all.
    expect(await refused('PK\u0003\u0004 not a match file')).toMatchObject({ code: 'MAT_UNREADABLE' });
    expect(await refused('')).toMatchObject({ code: 'BAD_USER_INPUT' });
    // Too long for the rules, and 2 MB of garbage refused at the door before any resolver runs.
    expect(await refused('x'.repeat(95_000))).toMatchObject({ code: 'BAD_USER_INPUT' });
    const huge = await fetch(t.httpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ana.token}` },
      body: JSON.stringify({ query: IMPORT, variables: { c: clubId, text: 'garbage '.repeat(262_144) } }),
    });
    expect(huge.status).toBe(413);
    expect(await rows()).toBe(before);
  });

  it('refuses a caller who has no right to the club, and sides that are not its members', async () => {
    const before = await rows();
    const text = onePointMat(0);
    expect(codeOf(await outsider.gql(IMPORT, { c: clubId, text }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(IMPORT, { c: clubId, text }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await ana.gql(IMPORT, { c: clubId, text, p0: outsider.id }))).toBe('NOT_A_MEMBER');
    expect(codeOf(await ana.gql(IMPORT, { c: clubId, text, p0: ana.id, p1: ana.id }))).toBe('SAME_PLAYER');
    expect(codeOf(await ana.gql(IMPORT, { c: 'club', text }))).toBe('BAD_USER_INPUT');
    expect(await rows()).toBe(before);
  });

  describe('attached to a tournament result played on a physical board', () => {
    let tournamentId: string;
    let matchId: string;

    beforeAll(async () => {
      ({ tournamentId, matchId } = await tournamentFinal(clubId, owner, [ana, bia], {}, false));
      data(await owner.gql(PHYSICAL, { m: matchId }));
    });

    it('needs the result first, then a file that agrees with it, from a director', async () => {
      // Bia won 1-0 at the board; the file has her as player 0, the sides are matched by the result.
      const text = onePointMat(0, ['Bia', 'Ana']);
      expect(codeOf(await owner.gql(ATTACH, { m: matchId, text }))).toBe('MATCH_NOT_FINISHED');
      data(
        await owner.gql(REPORT, { input: { matchId, outcome: 'PLAYED', playerId: bia.id, score: [1, 0] } }),
      );
      const before = await rows();
      // A file of the other result (by the names, or as the director says), of another match length,
      // with names that say nothing, from a player, from an outsider: refused.
      expect(codeOf(await owner.gql(ATTACH, { m: matchId, text: onePointMat(1, ['Bia', 'Ana']) }))).toBe(
        'MAT_SCORE_MISMATCH',
      );
      expect(codeOf(await owner.gql(ATTACH, { m: matchId, text, p0: ana.id }))).toBe('MAT_SCORE_MISMATCH');
      const anonymous = onePointMat(0, ['X', 'Y']);
      expect(codeOf(await owner.gql(ATTACH, { m: matchId, text: anonymous }))).toBe('BAD_USER_INPUT');
      expect(codeOf(await owner.gql(ATTACH, { m: matchId, text: anonymous, p0: outsider.id }))).toBe(
        'BAD_USER_INPUT',
      );
      expect(codeOf(await owner.gql(ATTACH, { m: matchId, text: THREE_POINTS }))).toBe('MAT_SCORE_MISMATCH');
      expect(codeOf(await bia.gql(ATTACH, { m: matchId, text }))).toBe('FORBIDDEN');
      expect(codeOf(await outsider.gql(ATTACH, { m: matchId, text }))).toBe('FORBIDDEN');
      expect(codeOf(await owner.gql(ATTACH, { m: '00000000-0000-4000-8000-000000000000', text }))).toBe(
        'NOT_FOUND',
      );
      expect(await rows()).toBe(before);

      const attached = data(
        await owner.gql<{ attachMatToResult: Record<string, unknown> }>(ATTACH, { m: matchId, text }),
      ).attachMatToResult;
      expect(attached).toMatchObject({
        tournamentId,
        matchId,
        player0UserId: bia.id,
        player1UserId: ana.id,
        score0: 1,
        score1: 0,
      });
      expect(codeOf(await owner.gql(ATTACH, { m: matchId, text }))).toBe('MAT_ALREADY_ATTACHED');
      expect(
        data(await ana.gql<{ tournamentImportedMatches: unknown[] }>(TOURNAMENT_IMPORTS, { t: tournamentId }))
          .tournamentImportedMatches,
      ).toEqual([{ id: attached.id, matchId }]);
      expect(codeOf(await outsider.gql(TOURNAMENT_IMPORTS, { t: tournamentId }))).toBe('NOT_FOUND');
      // The attachment is in the tournament's audit chain.
      const [audit] = await sql<{ action: string }>(
        t.database.url,
        `SELECT action FROM "AuditEntry" WHERE "scopeId" = $1 ORDER BY seq DESC LIMIT 1`,
        [tournamentId],
      );
      expect(audit.action).toBe('result.matAttached');
      // A tournament match is analysed without being asked: the attached file's analysis is queued with it.
      const [queued] = await sql<{ subjectKind: string; tournamentId: string }>(
        t.database.url,
        `SELECT "subjectKind"::text, "tournamentId"::text FROM "MatchAnalysis" WHERE "subjectId" = $1`,
        [attached.id],
      );
      expect(queued).toEqual({ subjectKind: 'IMPORTED', tournamentId });
    });
  });
});
