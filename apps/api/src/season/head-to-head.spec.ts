/**
 * Head-to-head (issue 40, part 5) on real PostgreSQL over GraphQL HTTP: one-point matches played on the site
 * to their end (the chosen player resigns), one of them analysed (its MatchAnalysis rows written as the
 * analysis worker writes them, with round figures), then two members' record, a member's nemesis and
 * favourite opponent, and the refusals (outsiders, the same member twice, unknown members).
 */
import { Account, codeOf, signUp, startTestApi, TestApi } from '../../test/api';
import { activeMatch, sidesOf } from '../../test/flows';
import { data, sql } from '../../test/online-match';

const H2H = `query($c: UUID!, $a: UUID!, $b: UUID!) { headToHead(clubId: $c, memberA: $a, memberB: $b) {
  matches sides { userId displayName wins points pr decisions } lastResults { matchId winnerId score endedAt } } }`;
const RIVALS = `query($c: UUID!, $u: UUID!) { clubRivals(clubId: $c, userId: $u) {
  nemesis { userId displayName matches wins losses } favourite { userId displayName matches wins losses } } }`;

interface H2H {
  matches: number;
  sides: {
    userId: string;
    displayName: string;
    wins: number;
    points: number;
    pr: number | null;
    decisions: number;
  }[];
  lastResults: { matchId: string; winnerId: string; score: number[]; endedAt: string }[];
}

describe('head-to-head (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let ana: Account;
  let bia: Account;
  let caio: Account;
  let outsider: Account;
  let clubId: string;
  const played: { id: string; winner: string }[] = [];

  /** A one-point match between a and b that `winner` wins: after the opening roll the other resigns. */
  async function play(a: Account, b: Account, winner: Account): Promise<void> {
    const id = await activeMatch(clubId, a, b, 1);
    const sides = await sidesOf(id, [a, b]);
    let m = data(
      await sides[0].gql<{ rollDice: { seq: number; phase: string } }>(
        'mutation($id: UUID!) { rollDice(matchId: $id, expectedSeq: 0) { seq phase } }',
        { id },
      ),
    ).rollDice;
    while (m.phase === 'opening')
      m = data(
        await sides[0].gql<{ rollDice: { seq: number; phase: string } }>(
          'mutation($id: UUID!, $s: Int!) { rollDice(matchId: $id, expectedSeq: $s) { seq phase } }',
          { id, s: m.seq },
        ),
      ).rollDice;
    const loser = winner === a ? b : a;
    const resigned = data(
      await loser.gql<{ resign: { seq: number } }>(
        'mutation($id: UUID!, $s: Int!) { resign(matchId: $id, expectedSeq: $s, kind: single) { seq } }',
        { id, s: m.seq },
      ),
    ).resign;
    data(
      await winner.gql(
        'mutation($id: UUID!, $s: Int!) { acceptResignation(matchId: $id, expectedSeq: $s) { seq } }',
        {
          id,
          s: resigned.seq,
        },
      ),
    );
    played.push({ id, winner: winner.id });
  }

  beforeAll(async () => {
    t = await startTestApi();
    [ana, bia, caio, outsider] = await Promise.all(['Ana', 'Bia', 'Caio', 'Zé'].map((n) => signUp(t, n)));
    const club = data(
      await ana.gql<{ createClub: { id: string; invitationCode: string } }>(
        'mutation { createClub(input: { name: "Clube do Confronto" }) { id invitationCode } }',
      ),
    ).createClub;
    clubId = club.id;
    for (const who of [bia, caio])
      data(
        await who.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
          c: club.invitationCode,
        }),
      );
    // Ana beats Bia 3 times and loses to her once; Caio beats Ana 3 times.
    await play(ana, bia, ana);
    await play(bia, ana, bia);
    await play(ana, bia, ana);
    await play(bia, ana, ana);
    for (let i = 0; i < 3; i++) await play(caio, ana, caio);
    // The first Ana-Bia match was analysed: Ana 40 unforced decisions, total error 0.2; Bia 38, 0.76.
    const [analysis] = await sql<{ id: string }>(
      t.database.url,
      `INSERT INTO "MatchAnalysis" (id, "subjectKind", "subjectId", "clubId", status, version, depth, result, "finishedAt")
       VALUES (gen_random_uuid(), 'MATCH', $1, $2, 'DONE', 1, '0-ply', '{}'::jsonb, now()) RETURNING id`,
      [played[0].id, clubId],
    );
    for (const [side, userId, unforced, error] of [
      [0, ana.id, 40, 0.2],
      [1, bia.id, 38, 0.76],
    ] as const)
      await sql(
        t.database.url,
        `INSERT INTO "AnalysisPlayer" ("analysisId", side, "userId", name, "clubId", unforced, "checkerDecisions",
           "cubeDecisions", "totalError", "errorRate", pr, luck, doubtful, bad, "veryBad", "analysedAt", "playedAt")
         VALUES ($1, $2, $3, 'x', $4, $5, $5, 0, $6, 0, 0, 0, 0, 0, 0, now(), now())`,
        [analysis.id, side, userId, clubId, unforced, error],
      );
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives two members' matches, wins, points, PR over their analysed matches and last results", async () => {
    const h = data(await caio.gql<{ headToHead: H2H }>(H2H, { c: clubId, a: ana.id, b: bia.id })).headToHead;
    expect(h.matches).toBe(4);
    expect(h.sides).toEqual([
      { userId: ana.id, displayName: 'Ana', wins: 3, points: 3, pr: 2.5, decisions: 40 },
      { userId: bia.id, displayName: 'Bia', wins: 1, points: 1, pr: 10, decisions: 38 },
    ]);
    // Latest first: the four Ana-Bia matches in reverse order of play.
    expect(h.lastResults.map((r) => r.matchId)).toEqual(
      played
        .slice(0, 4)
        .map((p) => p.id)
        .reverse(),
    );
    expect(h.lastResults[0]).toMatchObject({ winnerId: ana.id, score: [1, 0] });
    const none = data(
      await ana.gql<{ headToHead: H2H }>(H2H, { c: clubId, a: bia.id, b: caio.id }),
    ).headToHead;
    expect(none).toMatchObject({ matches: 0, lastResults: [] });
    expect(none.sides.map((s) => s.pr)).toEqual([null, null]);
  });

  it("names a member's nemesis and favourite opponent (3 matches or more)", async () => {
    const r = data(
      await bia.gql<{ clubRivals: { nemesis: unknown; favourite: unknown } }>(RIVALS, {
        c: clubId,
        u: ana.id,
      }),
    ).clubRivals;
    expect(r).toEqual({
      nemesis: { userId: caio.id, displayName: 'Caio', matches: 3, wins: 0, losses: 3 },
      favourite: { userId: bia.id, displayName: 'Bia', matches: 4, wins: 3, losses: 1 },
    });
    const caios = data(
      await caio.gql<{ clubRivals: { nemesis: unknown; favourite: unknown } }>(RIVALS, {
        c: clubId,
        u: caio.id,
      }),
    ).clubRivals;
    expect(caios).toEqual({
      nemesis: null,
      favourite: { userId: ana.id, displayName: 'Ana', matches: 3, wins: 3, losses: 0 },
    });
  });

  it('refuses outsiders, the same member twice, unknown members and bad ids', async () => {
    expect(codeOf(await outsider.gql(H2H, { c: clubId, a: ana.id, b: bia.id }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(RIVALS, { c: clubId, u: ana.id }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(H2H, { c: clubId, a: ana.id, b: bia.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await ana.gql(H2H, { c: clubId, a: ana.id, b: ana.id }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ana.gql(H2H, { c: clubId, a: ana.id, b: 'nope' }))).toBe('BAD_USER_INPUT');
    expect(
      codeOf(await ana.gql(H2H, { c: clubId, a: ana.id, b: '00000000-0000-4000-8000-000000000000' })),
    ).toBe('NOT_FOUND');
  });
});
