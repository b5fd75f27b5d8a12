import { Client } from 'pg';
import {
  Account,
  codeOf,
  GraphQLResponse,
  signUp,
  startTestApi,
  subscribeOverWebSocket,
  TestApi,
} from '../../test/api';
import { boardFrom } from '@gamao/engine';
import { deriveDice } from './dice-seeds';

const FIELDS = `id status seq phase turn sideToAct dice score gameNumber crawfordGame winner viewerSide
  cube { value owner offeredBy } resignation { by kind } board { side0 side1 } pips games { index winner points crawford }`;

interface MatchView {
  id: string;
  status: string;
  seq: number;
  phase: string;
  turn: number | null;
  sideToAct: number | null;
  dice: number[] | null;
  score: number[];
  gameNumber: number;
  crawfordGame: boolean;
  winner: number | null;
  viewerSide: number | null;
  cube: { value: number; owner: number | null; offeredBy: number | null };
  resignation: { by: number; kind: string } | null;
  board: { side0: number[]; side1: number[] };
  pips: number[];
  games: { index: number; winner: number | null; points: number | null; crawford: boolean }[];
}
interface Move {
  from: number;
  to: number;
  die: number;
}

const ACTION = (name: string) =>
  `mutation($id: UUID!, $seq: Int!) { ${name}(matchId: $id, expectedSeq: $seq) { ${FIELDS} } }`;
const PLAY = `mutation($id: UUID!, $seq: Int!, $moves: [CheckerMoveInput!]!) { submitPlay(matchId: $id, expectedSeq: $seq, moves: $moves) { ${FIELDS} } }`;
const RESIGN = `mutation($id: UUID!, $seq: Int!, $kind: WinKind!) { resign(matchId: $id, expectedSeq: $seq, kind: $kind) { ${FIELDS} } }`;
const LEGAL = 'query($id: UUID!) { legalPlays(matchId: $id) { notation moves { from to die } } }';
const MATCH = `query($id: UUID!) { match(id: $id) { ${FIELDS} } }`;

async function sql<T = Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

function data<T>(response: GraphQLResponse<T>): T {
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

describe('online matches (real PostgreSQL, GraphQL over HTTP and WebSocket)', () => {
  let t: TestApi;
  let ana: Account; // side 0 (challenger)
  let bia: Account; // side 1
  let spectator: Account; // a member of the club
  let outsider: Account; // not a member
  let clubId: string;

  const players = () => [ana, bia] as const;

  async function newMatch(options: Record<string, unknown> = { length: 3 }): Promise<string> {
    const challenged = await ana.gql<{ challenge: { id: string; status: string } }>(
      'mutation($input: ChallengeInput!) { challenge(input: $input) { id status } }',
      { input: { clubId, opponentId: bia.id, options } },
    );
    const id = data(challenged).challenge.id;
    expect(data(challenged).challenge.status).toBe('CHALLENGED');
    const accepted = await bia.gql<{ acceptChallenge: { status: string } }>(
      'mutation($id: UUID!) { acceptChallenge(matchId: $id) { status } }',
      { id },
    );
    expect(data(accepted).acceptChallenge.status).toBe('ACTIVE');
    return id;
  }

  async function view(id: string, who: Account = ana): Promise<MatchView> {
    return data(await who.gql<{ match: MatchView }>(MATCH, { id })).match;
  }

  async function act(
    who: Account,
    name: string,
    id: string,
    seq: number,
  ): Promise<GraphQLResponse<Record<string, MatchView>>> {
    return who.gql(ACTION(name), { id, seq });
  }

  async function play(who: Account, id: string, seq: number, moves: Move[]) {
    return who.gql<{ submitPlay: MatchView }>(PLAY, { id, seq, moves });
  }

  /** Chooses client seeds (before the first roll) so that the first rolls come out as `wanted` asks. */
  async function steerDice(id: string, wanted: (rolls: number[][]) => boolean, count: number): Promise<void> {
    const [{ serverSeed }] = await sql<{ serverSeed: string }>(
      t.database.url,
      'SELECT "serverSeed" FROM "Match" WHERE id = $1',
      [id],
    );
    for (let i = 0; i < 100_000; i++) {
      const seed = `steer-${i}`;
      const rolls = Array.from({ length: count }, (_, r) => deriveDice(serverSeed, [seed, null], r));
      if (wanted(rolls)) {
        data(
          await ana.gql(
            'mutation($id: UUID!, $s: String!) { setClientSeed(matchId: $id, seed: $s) { id } }',
            { id, s: seed },
          ),
        );
        return;
      }
    }
    throw new Error('no client seed found');
  }

  /** Plays on with legal actions (taking every double, accepting every resignation) until `stop` holds. */
  async function playOn(id: string, stop: (m: MatchView) => boolean, maxActions = 4000): Promise<MatchView> {
    let m = await view(id);
    for (let i = 0; i < maxActions && !stop(m); i++) {
      if (m.status !== 'ACTIVE') break;
      const side = m.sideToAct ?? 0;
      const who = players()[side];
      let result: GraphQLResponse<Record<string, MatchView>>;
      if (m.resignation) result = await act(who, 'acceptResignation', id, m.seq);
      else if (m.cube.offeredBy !== null) result = await act(who, 'takeDouble', id, m.seq);
      else if (m.phase === 'moving') {
        const legal = data(await who.gql<{ legalPlays: { moves: Move[] }[] }>(LEGAL, { id })).legalPlays;
        result = await play(who, id, m.seq, legal[(i * 7) % legal.length].moves);
      } else result = await act(who, 'rollDice', id, m.seq);
      m = Object.values(data(result))[0];
    }
    return m;
  }

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 1_000_000 } });
    [ana, bia, spectator, outsider] = await Promise.all(
      ['Ana', 'Bia', 'Caio', 'Zé'].map((n) => signUp(t, n)),
    );
    const club = data(
      await ana.gql<{ createClub: { id: string; invitationCode: string } }>(
        'mutation { createClub(input: { name: "Clube" }) { id invitationCode } }',
      ),
    ).createClub;
    clubId = club.id;
    for (const member of [bia, spectator]) {
      data(
        await member.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
          c: club.invitationCode,
        }),
      );
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses bad challenges', async () => {
    const challenge = (who: Account, input: Record<string, unknown>) =>
      who.gql('mutation($input: ChallengeInput!) { challenge(input: $input) { id } }', { input });
    expect(codeOf(await challenge(ana, { clubId, opponentId: ana.id, options: { length: 3 } }))).toBe(
      'SAME_PLAYER',
    );
    expect(codeOf(await challenge(ana, { clubId, opponentId: outsider.id, options: { length: 3 } }))).toBe(
      'NOT_A_MEMBER',
    );
    expect(codeOf(await challenge(outsider, { clubId, opponentId: ana.id, options: { length: 3 } }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await challenge(ana, { clubId, opponentId: bia.id, options: { length: -1 } }))).toBe(
      'INVALID_OPTIONS',
    );
    expect(
      codeOf(await challenge(ana, { clubId, opponentId: bia.id, options: { length: 3, maxCube: 3 } })),
    ).toBe('INVALID_OPTIONS');
    expect(
      codeOf(
        await t.gql('mutation($input: ChallengeInput!) { challenge(input: $input) { id } }', {
          input: { clubId, opponentId: bia.id, options: { length: 3 } },
        }),
      ),
    ).toBe('UNAUTHENTICATED');
  });

  it('lets only the challenged player accept, once; the challenger may withdraw', async () => {
    const id = data(
      await ana.gql<{ challenge: { id: string } }>(
        'mutation($input: ChallengeInput!) { challenge(input: $input) { id } }',
        {
          input: { clubId, opponentId: bia.id, options: { length: 5 } },
        },
      ),
    ).challenge.id;
    const accept = (who: Account) =>
      who.gql('mutation($id: UUID!) { acceptChallenge(matchId: $id) { status } }', { id });
    expect(codeOf(await accept(ana))).toBe('FORBIDDEN');
    expect(codeOf(await accept(spectator))).toBe('FORBIDDEN');
    const withdrawn = await ana.gql<{ declineChallenge: { status: string } }>(
      'mutation($id: UUID!) { declineChallenge(matchId: $id) { status } }',
      { id },
    );
    expect(data(withdrawn).declineChallenge.status).toBe('CANCELLED');
    expect(codeOf(await accept(bia))).toBe('CHALLENGE_NOT_PENDING');
  });

  it('plays a whole 3-point match to its end: a double and a take, then the Crawford game refuses a double', async () => {
    const id = await newMatch({ length: 3, crawford: true });
    let m = await view(id);
    expect(m).toMatchObject({
      status: 'ACTIVE',
      seq: 0,
      phase: 'opening',
      score: [0, 0],
      crawfordGame: false,
    });

    // Game 1: the opening roll, the starter's play, then the other side doubles and the starter takes.
    m = await playOn(id, (s) => s.phase === 'rolling');
    const doubler = m.turn as 0 | 1;
    const taker = (1 - doubler) as 0 | 1;
    m = data(await act(players()[doubler], 'offerDouble', id, m.seq)).offerDouble;
    expect(m.cube).toEqual({ value: 1, owner: null, offeredBy: doubler });
    expect(codeOf(await act(players()[doubler], 'takeDouble', id, m.seq))).toBe('NOT_YOUR_TURN');
    m = data(await act(players()[taker], 'takeDouble', id, m.seq)).takeDouble;
    expect(m.cube).toEqual({ value: 2, owner: taker, offeredBy: null });
    // The doubler resigns a single game: the taker wins 2 points and reaches 2-away... 1-away of 3.
    m = data(
      await players()[doubler].gql<{ resign: MatchView }>(RESIGN, { id, seq: m.seq, kind: 'single' }),
    ).resign;
    m = data(await act(players()[taker], 'acceptResignation', id, m.seq)).acceptResignation;
    expect(m.score[taker]).toBe(2);
    expect(m.gameNumber).toBe(1);
    expect(m.crawfordGame).toBe(true);

    // Game 2 is the Crawford game: a double is refused and nothing changes.
    m = await playOn(id, (s) => s.phase === 'rolling');
    const refused = await act(players()[m.turn as 0 | 1], 'offerDouble', id, m.seq);
    expect(codeOf(refused)).toBe('CRAWFORD_NO_DOUBLE');
    expect(refused.errors?.[0].message).toBe('Não se dobra no jogo Crawford.');
    expect((await view(id)).seq).toBe(m.seq);

    // Then the match is played out with real rolls and plays to its end.
    m = await playOn(id, (s) => s.status === 'FINISHED');
    expect(m.status).toBe('FINISHED');
    expect(Math.max(...m.score)).toBeGreaterThanOrEqual(3);
    expect(m.winner).toBe(m.score[0] >= 3 ? 0 : 1);
    expect(m.games[1].crawford).toBe(true);
    expect(codeOf(await act(ana, 'rollDice', id, m.seq))).toBe('MATCH_NOT_ACTIVE');

    const log = data(
      await ana.gql<{ match: { log: { seq: number; text: string }[] } }>(
        'query($id: UUID!) { match(id: $id) { log { seq text } } }',
        { id },
      ),
    ).match.log;
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: m.seq }, (_, i) => i + 1));
    expect(log.map((e) => e.text)).toEqual(
      expect.arrayContaining(['Doubles => 2', 'Takes', 'Resigns (single)']),
    );
    expect(log.some((e) => /^\d+\/\d+/.test(e.text) || /^bar\//.test(e.text))).toBe(true);

    const verification = data(
      await bia.gql<{ verifyMatchDice: { verified: boolean; rolls: number } }>(
        'query($id: UUID!) { verifyMatchDice(matchId: $id) { verified rolls seedMatchesCommitment firstMismatchSeq } }',
        { id },
      ),
    ).verifyMatchDice;
    expect(verification).toMatchObject({
      verified: true,
      seedMatchesCommitment: true,
      firstMismatchSeq: null,
    });
    expect(verification.rolls).toBeGreaterThan(10);
    const revealed = data(
      await ana.gql<{ match: { serverSeed: string; serverSeedHash: string } }>(
        'query($id: UUID!) { match(id: $id) { serverSeed serverSeedHash } }',
        { id },
      ),
    ).match;
    expect(revealed.serverSeed).toMatch(/^[0-9a-f]{64}$/);

    const mat = data(
      await spectator.gql<{ matchMat: string }>('query($id: UUID!) { matchMat(matchId: $id) }', { id }),
    ).matchMat;
    expect(mat).toMatch(/3 point match/);
    expect(mat).toMatch(/Doubles => 2/);
    expect(mat).toMatch(/Ana/);

    // The log is append-only in the database itself.
    await expect(
      sql(t.database.url, 'UPDATE "MatchAction" SET action = \'{}\' WHERE "matchId" = $1 AND seq = 1', [id]),
    ).rejects.toThrow(/append-only/);
    await expect(sql(t.database.url, 'DELETE FROM "MatchAction" WHERE "matchId" = $1', [id])).rejects.toThrow(
      /append-only/,
    );

    // A changed seed is detected.
    await sql(t.database.url, 'UPDATE "Match" SET "serverSeed" = $2 WHERE id = $1', [id, 'f'.repeat(64)]);
    const tampered = data(
      await ana.gql<{ verifyMatchDice: { verified: boolean; seedMatchesCommitment: boolean } }>(
        'query($id: UUID!) { verifyMatchDice(matchId: $id) { verified seedMatchesCommitment } }',
        { id },
      ),
    ).verifyMatchDice;
    expect(tampered).toEqual({ verified: false, seedMatchesCommitment: false });
  }, 120_000);

  it('refuses every kind of illegal play with its code, and out-of-turn, stale and repeated submissions change nothing', async () => {
    const id = await newMatch({ length: 5 });
    // Side 0 opens with 6-5; side 1 then rolls a 6 (to hit); then side 0 rolls anything but 6-6.
    await steerDice(
      id,
      ([r0, r1, r2]) => r0[0] === 6 && r0[1] === 5 && r1.includes(6) && !(r2[0] === 6 && r2[1] === 6),
      3,
    );
    expect(codeOf(await act(bia, 'offerDouble', id, 0))).toBe('MUST_ROLL');
    let m = data(await act(bia, 'rollDice', id, 0)).rollDice;
    expect(m).toMatchObject({ seq: 1, phase: 'moving', turn: 0, dice: [6, 5] });

    const refusals: [Move[], string][] = [
      [
        [
          { from: 24, to: 19, die: 5 },
          { from: 24, to: 18, die: 6 },
        ],
        'POINT_BLOCKED',
      ],
      [
        [
          { from: 6, to: 0, die: 6 },
          { from: 13, to: 8, die: 5 },
        ],
        'BEAR_OFF_NOT_ALLOWED',
      ],
      [[{ from: 24, to: 18, die: 6 }], 'MUST_USE_BOTH_DICE'],
      [
        [
          { from: 6, to: 12, die: 6 },
          { from: 13, to: 8, die: 5 },
        ],
        'WRONG_DIRECTION',
      ],
      [
        [
          { from: 13, to: 10, die: 3 },
          { from: 13, to: 8, die: 5 },
        ],
        'DIE_NOT_AVAILABLE',
      ],
      [
        [
          { from: 24, to: 18, die: 6 },
          { from: 18, to: 12, die: 6 },
        ],
        'DIE_NOT_AVAILABLE',
      ],
      [
        [
          { from: 20, to: 14, die: 6 },
          { from: 13, to: 8, die: 5 },
        ],
        'NOT_YOUR_CHECKER',
      ],
    ];
    for (const [moves, code] of refusals) {
      expect([JSON.stringify(moves), codeOf(await play(ana, id, 1, moves))]).toEqual([
        JSON.stringify(moves),
        code,
      ]);
    }
    expect(codeOf(await play(ana, id, 1, [{ from: 26, to: 20, die: 6 }]))).toBe('INVALID_MOVE');
    expect(
      codeOf(
        await play(bia, id, 1, [
          { from: 13, to: 7, die: 6 },
          { from: 13, to: 8, die: 5 },
        ]),
      ),
    ).toBe('NOT_YOUR_TURN');
    expect(codeOf(await act(bia, 'rollDice', id, 1))).toBe('NOT_YOUR_TURN');
    expect(
      codeOf(
        await play(ana, id, 0, [
          { from: 13, to: 7, die: 6 },
          { from: 13, to: 8, die: 5 },
        ]),
      ),
    ).toBe('STALE_SEQUENCE');
    expect(await view(id)).toMatchObject({ seq: 1, phase: 'moving', turn: 0 });

    // 13/7 13/8 leaves a blot on the 7-point; repeating the same submission is refused.
    const opening = [
      { from: 13, to: 7, die: 6 },
      { from: 13, to: 8, die: 5 },
    ];
    m = data(await play(ana, id, 1, opening)).submitPlay;
    expect(m.seq).toBe(2);
    expect(codeOf(await play(ana, id, 1, opening))).toBe('STALE_SEQUENCE');

    // Side 1 rolls a 6 and hits the blot from its 24-point (our 7 is its 18).
    m = data(await act(bia, 'rollDice', id, 2)).rollDice;
    const legal = data(
      await bia.gql<{ legalPlays: { notation: string; moves: Move[] }[] }>(LEGAL, { id }),
    ).legalPlays;
    const hit = legal.find((p) => p.notation.includes('24/18*'));
    expect(hit).toBeDefined();
    m = data(await play(bia, id, 3, hit!.moves)).submitPlay;
    expect(m.board.side0[25]).toBe(1);

    // Side 0 must enter from the bar before anything else.
    m = data(await act(ana, 'rollDice', id, 4)).rollDice;
    expect(m.phase).toBe('moving');
    const die = m.dice![0];
    expect(codeOf(await play(ana, id, 5, [{ from: 13, to: 13 - die, die }]))).toBe('MUST_ENTER_FROM_BAR');
    expect((await view(id)).seq).toBe(5);
  });

  it('refuses a play that ignores the higher die or leaves dice of a double unplayed (set-up positions)', async () => {
    const id = await newMatch({ length: 5 });
    await steerDice(id, ([r0]) => r0[0] === 6 && r0[1] === 5, 1);
    const m = data(await act(ana, 'rollDice', id, 0)).rollDice;
    expect(m).toMatchObject({ seq: 1, phase: 'moving', turn: 0, dice: [6, 5] });
    // Test fixture: the cached snapshot is rewritten to reach a rare position without playing up to it.
    const setUp = (board: ReturnType<typeof boardFrom>, dice: number[]) =>
      sql(
        t.database.url,
        `UPDATE "Match" SET state = jsonb_set(jsonb_set(state, '{games,0,board}', $2::jsonb), '{games,0,dice}', $3::jsonb) WHERE id = $1`,
        [id, JSON.stringify(board), JSON.stringify(dice)],
      );
    // One checker on our 20; 14 and 15 are open, but after either die the other is blocked (16 and 9 held).
    await setUp(boardFrom({ 20: 1, 1: 14 }, { 16: 2, 19: 13 }), [6, 5]);
    expect(codeOf(await play(ana, id, 1, [{ from: 20, to: 15, die: 5 }]))).toBe('MUST_USE_HIGHER_DIE');
    // 5-5 with a single checker that can move twice: one five is not enough.
    await setUp(boardFrom({ 20: 1, 1: 14 }, { 20: 2, 19: 13 }), [5, 5]);
    expect(codeOf(await play(ana, id, 1, [{ from: 20, to: 15, die: 5 }]))).toBe('MUST_PLAY_MORE_DICE');
    expect(await view(id)).toMatchObject({ seq: 1, phase: 'moving', turn: 0, dice: [5, 5] });
    const played = data(
      await play(ana, id, 1, [
        { from: 20, to: 15, die: 5 },
        { from: 15, to: 10, die: 5 },
      ]),
    ).submitPlay;
    expect(played.seq).toBe(2);
  });

  it('applies exactly one of 50 concurrent identical submissions', async () => {
    const id = await newMatch({ length: 1 });
    let m = await playOn(id, (s) => s.phase === 'moving');
    const before = m.seq; // 1, or more after tied opening rolls
    const mover = players()[m.turn as 0 | 1];
    const legal = data(await mover.gql<{ legalPlays: { moves: Move[] }[] }>(LEGAL, { id })).legalPlays;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => play(mover, id, m.seq, legal[0].moves)),
    );
    const applied = results.filter((r) => r.data);
    expect(applied).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === 'STALE_SEQUENCE')).toHaveLength(49);
    m = await view(id);
    expect(m.seq).toBe(before + 1);
    const rows = await sql<{ n: number }>(
      t.database.url,
      'SELECT count(*)::int AS n FROM "MatchAction" WHERE "matchId" = $1',
      [id],
    );
    expect(rows[0].n).toBe(before + 1);
  });

  it('refuses every action to a non-member, to a spectator and to an anonymous caller', async () => {
    const id = await newMatch({ length: 3 });
    const writes: [string, Record<string, unknown>][] = [
      [ACTION('rollDice'), { id, seq: 0 }],
      [ACTION('offerDouble'), { id, seq: 0 }],
      [ACTION('takeDouble'), { id, seq: 0 }],
      [ACTION('dropDouble'), { id, seq: 0 }],
      [ACTION('beaver'), { id, seq: 0 }],
      [ACTION('raccoon'), { id, seq: 0 }],
      [ACTION('refuseBeaver'), { id, seq: 0 }],
      [ACTION('acceptResignation'), { id, seq: 0 }],
      [ACTION('rejectResignation'), { id, seq: 0 }],
      [RESIGN, { id, seq: 0, kind: 'single' }],
      [PLAY, { id, seq: 0, moves: [{ from: 13, to: 7, die: 6 }] }],
      ['mutation($id: UUID!) { setClientSeed(matchId: $id, seed: "x") { id } }', { id }],
      ['mutation($id: UUID!) { acceptChallenge(matchId: $id) { id } }', { id }],
      ['mutation($id: UUID!) { declineChallenge(matchId: $id) { id } }', { id }],
    ];
    for (const [query, variables] of writes) {
      expect(codeOf(await outsider.gql(query, variables))).toBe('FORBIDDEN');
      expect(codeOf(await spectator.gql(query, variables))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(query, variables))).toBe('UNAUTHENTICATED');
    }
    expect(codeOf(await outsider.gql(MATCH, { id }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(LEGAL, { id }))).toBe('FORBIDDEN');
    expect(codeOf(await spectator.gql(LEGAL, { id }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(MATCH, { id }))).toBe('UNAUTHENTICATED');
    // The spectator may watch, and sees the match among the club's live matches; the outsider may not list them.
    expect(await view(id, spectator)).toMatchObject({ id, viewerSide: null, seq: 0 });
    const CLUB_MATCHES = 'query($c: UUID!) { clubMatches(clubId: $c, status: [ACTIVE]) { id status } }';
    const live = data(
      await spectator.gql<{ clubMatches: { id: string; status: string }[] }>(CLUB_MATCHES, { c: clubId }),
    );
    expect(live.clubMatches).toContainEqual({ id, status: 'ACTIVE' });
    expect(live.clubMatches.every((m) => m.status === 'ACTIVE')).toBe(true);
    expect(codeOf(await outsider.gql(CLUB_MATCHES, { c: clubId }))).toBe('FORBIDDEN');
    expect((await view(id)).seq).toBe(0);
  });

  it('pushes every action live over graphql-ws, and resumes after a reconnect with nothing missed or repeated', async () => {
    const id = await newMatch({ length: 3 });
    const SUB =
      'subscription($id: UUID!, $after: Int) { matchUpdated(matchId: $id, afterSeq: $after) { seq status entry { seq type text } } }';
    type Event = { matchUpdated: { seq: number; entry: { type: string } | null } };
    const refused = subscribeOverWebSocket<Event>(t.wsUrl, SUB, { id }, outsider.token);
    await refused.done;
    expect(JSON.stringify(refused.received) + String(refused.failure())).toMatch(
      /FORBIDDEN|não tem permissão/,
    );

    const watcher = subscribeOverWebSocket<Event>(t.wsUrl, SUB, { id }, spectator.token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    let m = await playOn(id, (s) => s.seq >= 4);
    await watcher.until((items) => items.length >= m.seq);
    expect(watcher.received.map((r) => r.data?.matchUpdated.seq)).toEqual([1, 2, 3, 4].slice(0, m.seq));
    await watcher.close();

    // Missed while away: seq 5.. come from the log first, then live ones, each once.
    m = await playOn(id, (s) => s.seq >= 8);
    // A player's feed also carries presence notices (entry null): the log's entries are counted.
    const resumed = subscribeOverWebSocket<Event>(t.wsUrl, SUB, { id, after: 4 }, bia.token);
    const logged = (items: typeof resumed.received) => items.filter((r) => r.data?.matchUpdated.entry);
    await resumed.until((items) => logged(items).length >= m.seq - 4);
    m = await playOn(id, (s) => s.seq >= 11);
    await resumed.until((items) => logged(items).length >= m.seq - 4);
    expect(logged(resumed.received).map((r) => r.data?.matchUpdated.seq)).toEqual(
      Array.from({ length: m.seq - 4 }, (_, i) => i + 5),
    );
    await resumed.close();
  }, 60_000);

  it('rate-limits mutations per user', async () => {
    const limited = await startTestApi({
      database: t.database,
      env: { mutationLimit: 3, mutationWindowMs: 60_000 },
    });
    try {
      const gql = (q: string) => limited.gql(q, {}, { authorization: `Bearer ${ana.token}` });
      for (let i = 0; i < 3; i++)
        expect(codeOf(await gql('mutation { createClub(input: { name: "" }) { id } }'))).toBe(
          'BAD_USER_INPUT',
        );
      expect(codeOf(await gql('mutation { createClub(input: { name: "" }) { id } }'))).toBe('RATE_LIMITED');
      expect(
        codeOf(
          await limited.gql(
            'mutation { createClub(input: { name: "" }) { id } }',
            {},
            { authorization: `Bearer ${bia.token}` },
          ),
        ),
      ).toBe('BAD_USER_INPUT');
    } finally {
      await limited.close();
    }
  });
});
