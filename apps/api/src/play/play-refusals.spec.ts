/**
 * What an online match refuses, changing nothing: every kind of illegal play with its code, out-of-turn, stale
 * and repeated submissions, the higher die and the dice of a double, 49 of 50 concurrent identical
 * submissions, and every action by a non-member, a spectator or an anonymous caller.
 */
import { boardFrom } from '@gamao/engine';
import { Account, codeOf, startTestApi, TestApi } from '../../test/api';
import {
  ACTION,
  data,
  LEGAL,
  MATCH,
  MatchClub,
  matchSteps,
  Move,
  PLAY,
  RESIGN,
  setUpMatchClub,
  sql,
} from '../../test/online-match';

describe('online match refusals (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let ana: Account;
  let bia: Account;
  let spectator: Account;
  let outsider: Account;
  let clubId: string;
  const club = {} as MatchClub;
  const { players, newMatch, view, act, play, steerDice, playOn } = matchSteps(club);

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 1_000_000 } });
    Object.assign(club, await setUpMatchClub(t));
    ({ ana, bia, spectator, outsider, clubId } = club);
  });
  afterAll(async () => {
    await t.close();
  });

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
});
