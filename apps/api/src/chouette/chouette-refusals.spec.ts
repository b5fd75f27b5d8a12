/**
 * What a chouette table refuses: concurrent and repeated decisions (exactly one applies), actions by the wrong
 * player or by outsiders, and bad input for every mutation; none of them changes anything.
 */
import { Account, codeOf, GraphQLResponse, startTestApi, TestApi } from '../../test/api';
import {
  checkGame,
  ChouetteClub,
  data,
  JOIN,
  M,
  OPEN,
  setUpChouetteClub,
  tableActions,
  Vars,
  VIEW,
  View,
} from '../../test/chouette-table';

describe('chouette refusals (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let org: Account;
  let spectator: Account;
  let outsider: Account;
  let players: Account[];
  let clubId: string;
  const club = {} as ChouetteClub;
  const { byId, view, open, join, send, ok, seat, boardTable, playGame, untilTeamRolls } = tableActions(club);

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 100_000 } });
    Object.assign(club, await setUpChouetteClub(t));
    ({ org, spectator, outsider, players, clubId } = club);
  });

  afterAll(async () => {
    await t?.close();
  });

  /** Fires `calls` at once; exactly one must succeed, every other one is STALE_SEQUENCE, and the log grows by one. */
  async function race(
    id: string,
    calls: (() => Promise<GraphQLResponse<Record<string, View>>>)[],
  ): Promise<View> {
    const before = await view(id);
    const results = await Promise.all(calls.map((call) => call()));
    const winners = results.filter((r) => !r.errors);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.errors).map(codeOf)).toEqual(
      Array(calls.length - 1).fill('STALE_SEQUENCE'),
    );
    const after = await view(id);
    expect(after.seq).toBe(before.seq + 1);
    return after;
  }

  it('applies exactly one of concurrent cube decisions; duplicates are STALE_SEQUENCE and change nothing', async () => {
    let v = await boardTable({ partnerThreshold: 0 });
    const id = v.id;
    await ok(byId(v.line[0]), M.start, id);
    v = await untilTeamRolls(id);
    const box = byId(v.game!.box);
    const members = v.game!.members.map((m) => m.player);
    // Every member doubles at once, each twice: one opens the window.
    v = await race(
      id,
      members.flatMap((m) => [0, 1].map(() => () => send(byId(m), M.declare, id, { double: true }, v.seq))),
    );
    expect(v.game!.window!.declarations).toHaveLength(1);
    const opener = v.game!.window!.declarations[0].member;
    // The others declare, all at once, round after round: one declaration per round.
    while (v.waitingFor.some((w) => w.decision === 'declareDouble')) {
      const pending = v.waitingFor.filter((w) => w.decision === 'declareDouble').map((w) => w.player!);
      const at = v.seq;
      v = await race(
        id,
        pending.flatMap((p) =>
          [true, false].map((double) => () => send(byId(p), M.declare, id, { double }, at)),
        ),
      );
    }
    const doublers = v.game!.window!.declarations.filter((d) => d.double).map((d) => d.member);
    expect(doublers).toContain(opener);
    // The box answers each cube: take, drop and beaver sent at once, and members trying to answer for it.
    for (const member of doublers) {
      const at = v.seq;
      const answers = ['take', 'drop', 'beaver'].map(
        (answer) => () => send(box, M.boxAnswer, id, { member, answer }, at),
      );
      const intruders = await Promise.all(
        members.map((m) => send(byId(m), M.boxAnswer, id, { member, answer: 'drop' }, at)),
      );
      expect(intruders.map(codeOf).every((c) => c === 'NOT_BOX')).toBe(true);
      v = await race(id, answers);
      if (!v.game) {
        // The box dropped every cube, so the game is over: that can only happen at the last one.
        expect(member).toBe(doublers[doublers.length - 1]);
        break;
      }
      const cube = v.game.members.find((m) => m.player === member)!;
      expect(cube.offer === null || cube.offer.stage === 'beaver').toBe(true);
    }
    // Exactly one answer per cube in each member's history.
    await playGame(id, async (cur) => {
      const g = cur.game!;
      if (!g.window && !g.resignation) {
        await ok(byId(g.box), M.resign, id, { kind: 'single' });
        return true;
      }
      return false;
    });
    const game = (await view(id)).ledger!.games[0];
    for (const m of game.members.filter((x) => doublers.includes(x.player))) {
      const answers = m.log.filter((e) => e.by === 'box' && ['take', 'drop', 'beaver'].includes(e.action));
      expect(answers).toHaveLength(1);
    }
    checkGame(game);
    // A repeated submission of an applied action is refused and changes nothing.
    const after = await view(id);
    expect(codeOf(await send(byId(after.line[0]), M.start, id, {}, after.seq - 1))).toBe('STALE_SEQUENCE');
    expect((await view(id)).seq).toBe(after.seq);
  });

  it('authorises: only the box answers team doubles, only the (acting) captain moves, outsiders and anonymous callers never act', async () => {
    let v = await boardTable({ partnerThreshold: 0 }, players.slice(0, 3));
    const id = v.id;
    await ok(byId(v.line[0]), M.start, id);
    v = await untilTeamRolls(id);
    const g = v.game!;
    const box = byId(g.box);
    const captain = byId(g.actingCaptain);
    const member = byId(g.members.find((m) => m.player !== g.actingCaptain)!.player);
    const unchanged = async (response: GraphQLResponse<unknown>, code: string | RegExp) => {
      const seq = v.seq;
      if (typeof code === 'string') expect(codeOf(response)).toBe(code);
      else expect(codeOf(response)).toMatch(code);
      expect((await view(id)).seq).toBe(seq);
    };
    await unchanged(await send(member, M.roll, id, {}, v.seq), 'NOT_YOUR_TURN');
    await unchanged(await send(box, M.declare, id, { double: true }, v.seq), 'NOT_IN_TEAM');
    await unchanged(await send(spectator, M.declare, id, { double: true }, v.seq), 'NOT_IN_TEAM');
    await unchanged(
      await send(member, M.declare, id, { double: true, player: captain.id }, v.seq),
      'FORBIDDEN',
    );
    v = await ok(captain, M.declare, id, { double: true });
    v = await ok(member, M.declare, id, { double: false });
    await unchanged(
      await send(captain, M.boxAnswer, id, { member: captain.id, answer: 'drop' }, v.seq),
      'NOT_BOX',
    );
    await unchanged(
      await send(member, M.boxAnswer, id, { member: captain.id, answer: 'drop' }, v.seq),
      'NOT_BOX',
    );
    await unchanged(
      await send(spectator, M.boxAnswer, id, { member: captain.id, answer: 'drop' }, v.seq),
      'NOT_BOX',
    );
    v = await ok(box, M.boxAnswer, id, { member: captain.id, answer: 'take' });
    v = await ok(captain, M.roll, id);
    const plays = (await view(id, captain)).game!.legalPlays;
    expect((await view(id, box)).game!.legalPlays).toEqual([]);
    if (v.game!.phase === 'moving') {
      expect(plays.length).toBeGreaterThan(0);
      await unchanged(
        await send(member, M.play, id, { moves: plays[0].moves }, v.seq),
        /NOT_YOUR_TURN|NOT_CAPTAIN/,
      );
      await unchanged(
        await send(box, M.play, id, { moves: plays[0].moves }, v.seq),
        /NOT_YOUR_TURN|NOT_CAPTAIN/,
      );
      v = await ok(member, M.suggest, id, { moves: plays[0].moves });
      expect(v.game!.suggestions.map((x) => x.player)).toEqual([member.id]);
      await unchanged(
        await send(member, M.confirm, id, { from: member.id }, v.seq),
        /NOT_YOUR_TURN|NOT_CAPTAIN/,
      );
      v = await ok(captain, M.confirm, id, { from: member.id });
      expect(v.game!.turn).toBe('box');
    }
    // Outsiders (not members of the club) and anonymous callers: every mutation is refused.
    const args: Record<string, Vars> = {
      leave: {},
      rollOrder: {},
      callPartner: { partner: null },
      start: {},
      end: {},
      roll: {},
      play: { moves: [] },
      suggest: { moves: [] },
      confirm: { from: member.id },
      declare: { double: true },
      boxAnswer: { member: captain.id, answer: 'take' },
      beaverAnswer: { member: captain.id, answer: 'take' },
      boxDouble: {},
      memberAnswer: { answer: 'take' },
      resign: { kind: 'single' },
      answerResignation: { accept: true },
      record: { winner: 'box' },
      correct: { game: 0, points: [{ player: box.id, points: 1 }], reason: 'nope nope' },
    };
    const seq = (await view(id)).seq;
    for (const [name, text] of Object.entries(M)) {
      const vars = { id, seq, ...args[name] };
      expect([name, codeOf(await outsider.gql(text, vars))]).toEqual([name, 'FORBIDDEN']);
      expect([name, codeOf(await t.gql(text, vars))]).toEqual([name, 'UNAUTHENTICATED']);
    }
    const code = (await view(id)).code;
    expect(codeOf(await outsider.gql(JOIN, { code }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(JOIN, { code }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await outsider.gql(OPEN, { input: { clubId, options: {} } }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(OPEN, { input: { clubId, options: {} } }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await outsider.gql(VIEW, { id }))).toBe('FORBIDDEN');
    // The open tables of my clubs: a member sees this one, an outsider does not, nobody anonymously.
    const OPEN_TABLES = '{ openChouettesOfMyClubs { id status } }';
    type OpenTables = { openChouettesOfMyClubs: { id: string; status: string }[] };
    expect(data(await member.gql<OpenTables>(OPEN_TABLES)).openChouettesOfMyClubs).toContainEqual({
      id,
      status: 'OPEN',
    });
    expect(data(await outsider.gql<OpenTables>(OPEN_TABLES)).openChouettesOfMyClubs).toEqual([]);
    expect(codeOf(await t.gql(OPEN_TABLES))).toBe('UNAUTHENTICATED');
    // Board mode: nobody records for another player, not even the organiser; results come from the board.
    expect(codeOf(await send(org, M.declare, id, { double: true, player: captain.id }, seq))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await send(org, M.record, id, { winner: 'box' }, seq))).toBe('SCOREKEEPER_ONLY');
    expect(codeOf(await send(member, M.record, id, { winner: 'box' }, seq))).toBe('FORBIDDEN');
    expect(codeOf(await send(member, M.correct, id, args.correct, seq))).toBe('FORBIDDEN');
    expect((await view(id)).seq).toBe(seq);
  });

  it('refuses bad input for every mutation with a clear code and changes nothing', async () => {
    const before = data(
      await org.gql<{ chouettesOfClub: { id: string }[] }>(
        'query($c: UUID!) { chouettesOfClub(clubId: $c, openOnly: false) { id } }',
        { c: clubId },
      ),
    ).chouettesOfClub.length;
    for (const options of [
      { partnerThreshold: 2 },
      { stake: -1 },
      { maxCube: 3 },
      { autoDoublesCap: 5, autoDoubles: true },
    ]) {
      expect([options, codeOf(await org.gql(OPEN, { input: { clubId, options } }))]).toEqual([
        options,
        'INVALID_OPTIONS',
      ]);
    }
    expect(codeOf(await org.gql(OPEN, { input: { clubId, options: { consultation: 'sometimes' } } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      codeOf(await org.gql(OPEN, { input: { clubId: '00000000-0000-4000-8000-000000000000', options: {} } })),
    ).toBe('NOT_FOUND');
    const after = data(
      await org.gql<{ chouettesOfClub: { id: string }[] }>(
        'query($c: UUID!) { chouettesOfClub(clubId: $c, openOnly: false) { id } }',
        { c: clubId },
      ),
    ).chouettesOfClub.length;
    expect(after).toBe(before);

    expect(codeOf(await players[0].gql(JOIN, { code: 'ZZZZZZ' }))).toBe('INVALID_CHOUETTE_CODE');
    expect(codeOf(await players[0].gql(JOIN, { code: 'no such code!' }))).toBe('INVALID_CHOUETTE_CODE');
    const opened = await open();
    const id = opened.id;
    await join(opened.code, players[0]);
    await join(opened.code, players[1]);
    const v = await view(id);
    const [a, b] = players;
    const refused: [string, Account, string, Vars, number?][] = [
      ['INVALID_CHOUETTE_CODE', a, JOIN, { code: 'QQQQQQ' }],
      ['ALREADY_PRESENT', a, JOIN, { code: opened.code }],
      ['STALE_SEQUENCE', players[2], JOIN, { code: opened.code, seq: 0 }],
      ['STALE_SEQUENCE', a, M.leave, {}, v.seq - 1],
      ['STALE_SEQUENCE', a, M.leave, {}, v.seq + 1],
      ['BAD_USER_INPUT', a, M.leave, {}, -1],
      ['NOT_PRESENT', players[2], M.leave, {}],
      ['TOO_FEW_PLAYERS', a, M.rollOrder, {}],
      ['BAD_USER_INPUT', a, M.rollOrder, { dice: [6, 6] }],
      ['NO_GAME', a, M.callPartner, { partner: b.id }],
      ['NO_GAME', a, M.start, {}],
      ['NO_GAME', a, M.roll, {}],
      ['NO_GAME', a, M.play, { moves: [] }],
      ['BAD_USER_INPUT', a, M.play, { moves: Array(5).fill({ from: 24, to: 23, die: 1 }) }],
      ['NO_GAME', a, M.suggest, { moves: [{ from: 24, to: 23, die: 1 }] }],
      ['NO_GAME', a, M.confirm, { from: b.id }],
      ['NO_GAME', a, M.declare, { double: true }],
      ['NO_GAME', a, M.boxAnswer, { member: b.id, answer: 'take' }],
      ['NO_GAME', a, M.beaverAnswer, { member: b.id, answer: 'raccoon' }],
      ['NO_GAME', a, M.boxDouble, {}],
      ['NO_GAME', a, M.memberAnswer, { answer: 'beaver' }],
      ['NO_GAME', a, M.resign, { kind: 'gammon' }],
      ['NO_GAME', a, M.answerResignation, { accept: false }],
      ['NO_GAME', org, M.record, { winner: 'team', kind: 'gammon' }],
      [
        'UNKNOWN_GAME',
        org,
        M.correct,
        {
          game: 0,
          points: [
            { player: a.id, points: 1 },
            { player: b.id, points: -1 },
          ],
          reason: 'a reason',
        },
      ],
      ['REASON_REQUIRED', org, M.correct, { game: 0, points: [{ player: a.id, points: 1 }], reason: '  ' }],
      [
        'BAD_USER_INPUT',
        org,
        M.correct,
        {
          game: 0,
          points: [
            { player: a.id, points: 1 },
            { player: a.id, points: -1 },
          ],
          reason: 'twice',
        },
      ],
      ['BAD_USER_INPUT', a, M.boxAnswer, { member: b.id, answer: 'maybe' }],
      ['BAD_USER_INPUT', a, M.resign, { kind: 'triple' }],
      ['BAD_USER_INPUT', a, M.confirm, { from: 'not-a-uuid' }],
    ];
    for (const [code, who, text, vars, seq] of refused) {
      const response = await who.gql(text, { id, seq: seq ?? v.seq, ...vars });
      expect([text.slice(0, 60), vars, codeOf(response)]).toEqual([text.slice(0, 60), vars, code]);
    }
    const unchanged = await view(id);
    expect(unchanged.seq).toBe(v.seq);
    expect((unchanged as View & { log: unknown[] }).log).toHaveLength(v.seq);
    // Wrong phase once playing.
    await join(opened.code, players[2]);
    await seat(id);
    const playing = await ok(a, M.start, id);
    expect(codeOf(await send(a, M.start, id))).toBe('GAME_IN_PROGRESS');
    expect(codeOf(await send(org, M.end, id))).toBe('GAME_IN_PROGRESS');
    expect(codeOf(await send(byId(playing.game!.box), M.leave, id))).toBe('GAME_IN_PROGRESS');
    expect(codeOf(await send(byId(playing.game!.box), M.rollOrder, id))).toBe('NOT_SEATING');
    expect((await view(id)).seq).toBe(playing.seq);
  });
});
