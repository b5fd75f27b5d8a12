/**
 * A chouette table played on the board: the append-only log, a quick game, and a 5-player session over several
 * games with its points, ledger, rotation, settlement and dice check.
 */
import { createHash } from 'node:crypto';
import { Account, codeOf, startTestApi, TestApi } from '../../test/api';
import {
  checkGame,
  ChouetteClub,
  data,
  M,
  pointsOf,
  setUpChouetteClub,
  sql,
  sum,
  tableActions,
  VIEW,
} from '../../test/chouette-table';
import { deriveDice } from '../play/dice-seeds';

describe('chouette (real PostgreSQL, GraphQL over HTTP and WebSocket)', () => {
  let t: TestApi;
  let org: Account;
  let spectator: Account;
  let outsider: Account;
  let players: Account[];
  const club = {} as ChouetteClub;
  const { byId, view, send, ok, boardTable, playGame, untilTeamRolls } = tableActions(club);

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 100_000 } });
    Object.assign(club, await setUpChouetteClub(t));
    ({ org, spectator, outsider, players } = club);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('keeps the log append-only and plays a quick game ended by the box resigning', async () => {
    const table = await boardTable();
    const id = table.id;
    expect(codeOf(await send(outsider, M.start, id))).toBe('FORBIDDEN');
    let v = await ok(players[0], M.start, id);
    expect(v.phase).toBe('playing');
    const box = byId(v.game!.box);
    v = await ok(box, M.resign, id, { kind: 'single' });
    for (const member of v.game!.resignation!.pending) {
      v = await ok(byId(member), M.answerResignation, id, { accept: true });
    }
    expect(v.phase).toBe('ready');
    const full = await view(id);
    const game = full.ledger!.games[0];
    expect(sum(game.points)).toBe(0);
    expect(pointsOf(game.points, box.id)).toBe(-4);
    expect(game.boxVsCaptain).toBe('captain');
    await expect(sql(t.database.url, `UPDATE "ChouetteAction" SET seq = seq + 100`)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql(t.database.url, `DELETE FROM "ChouetteAction"`)).rejects.toThrow(/append-only/);
  });

  const rotated = (line: string[], winner: string) => {
    const [box, captain, ...queue] = line;
    return winner === 'box' ? [box, ...queue, captain] : [captain, ...queue, box];
  };

  it('plays a 5-player board session with a partner over several games: points, ledger, rotation, settlement', async () => {
    let v = await boardTable();
    const id = v.id;
    expect(v.line).toHaveLength(5);
    const [box0, captain0, q1, q2, q3] = v.line;
    expect(v.players.find((p) => p.user.id === box0)!.role).toBe('BOX');
    expect(v.players.find((p) => p.user.id === captain0)!.role).toBe('CAPTAIN');
    expect(v.waitingFor).toContainEqual(expect.objectContaining({ player: box0, decision: 'callPartner' }));

    // Game 1: the box calls a partner; a real game with two team doubles, a beaver, a suggestion.
    expect(codeOf(await send(byId(captain0), M.callPartner, id, { partner: q1 }))).toBe('NOT_BOX');
    expect(codeOf(await send(byId(box0), M.callPartner, id, { partner: captain0 }))).toBe('INVALID_PARTNER');
    v = await ok(byId(box0), M.callPartner, id, { partner: q1 });
    expect(v.partner).toBe(q1);
    expect(v.players.find((p) => p.user.id === q1)!.role).toBe('PARTNER');
    v = await ok(byId(q3), M.start, id);
    expect(v.game!.members.map((m) => m.player)).toEqual([captain0, q2, q3]);
    const lineBefore = v.line;
    let doubled = false;
    let suggested = false;
    v = await playGame(id, async (cur) => {
      const g = cur.game!;
      if (!doubled && g.phase === 'rolling' && g.turn === 'team' && !g.window) {
        doubled = true;
        await ok(byId(captain0), M.declare, id, { double: true });
        await ok(byId(q2), M.declare, id, { double: true });
        let after = await ok(byId(q3), M.declare, id, { double: false });
        expect(
          after.waitingFor.filter((w) => w.decision === 'answerDouble').map((w) => [w.player, w.member]),
        ).toEqual([
          [box0, captain0],
          [box0, q2],
        ]);
        await ok(byId(box0), M.boxAnswer, id, { member: captain0, answer: 'take' });
        after = await ok(byId(box0), M.boxAnswer, id, { member: q2, answer: 'beaver' });
        expect(after.waitingFor).toContainEqual(
          expect.objectContaining({ player: q2, decision: 'answerBeaver', member: q2 }),
        );
        after = await ok(byId(q2), M.beaverAnswer, id, { member: q2, answer: 'take' });
        const cubes = Object.fromEntries(
          after.game!.members.map((m) => [m.player, [m.cubeValue, m.cubeOwner]]),
        );
        expect(cubes).toEqual({ [captain0]: [2, 'box'], [q2]: [4, 'box'], [q3]: [1, null] });
        return true;
      }
      if (!suggested && g.phase === 'moving' && g.turn === 'team' && g.actingCaptain === captain0) {
        suggested = true;
        const member = g.members.find((m) => m.inGame && m.player !== captain0)!.player;
        const mine = await view(id, byId(member));
        expect(mine.game!.legalPlays.length).toBeGreaterThan(0);
        await ok(byId(member), M.suggest, id, { moves: mine.game!.legalPlays[0].moves });
        expect(codeOf(await send(byId(member), M.confirm, id, { from: member }))).toMatch(
          /NOT_YOUR_TURN|NOT_CAPTAIN/,
        );
        await ok(byId(captain0), M.confirm, id, { from: member });
        return true;
      }
      return false;
    });
    expect(doubled && suggested).toBe(true);
    let full = await view(id);
    expect(full.gamesPlayed).toBe(1);
    const game1 = full.ledger!.games[0];
    expect(game1.reason).toBe('bearOff');
    expect(game1.partner).toBe(q1);
    checkGame(game1);
    const cubes1 = Object.fromEntries(game1.members.map((m) => [m.player, m.cube]));
    expect(cubes1).toEqual({ [captain0]: 2, [q2]: 4, [q3]: 1 });
    expect(game1.members.find((m) => m.player === q2)!.log.map((e) => e.action)).toEqual([
      'double',
      'beaver',
      'take',
    ]);
    expect(full.line).toEqual(rotated(lineBefore, game1.boxVsCaptain));
    expect(full.partner).toBeNull();

    // Game 2: the box resigns a gammon to every member; the captain wins and becomes box.
    const line2 = full.line;
    v = await ok(byId(line2[0]), M.start, id);
    v = await ok(byId(line2[0]), M.resign, id, { kind: 'gammon' });
    expect(v.waitingFor.map((w) => w.decision)).toEqual([
      'answerResignation',
      'answerResignation',
      'answerResignation',
      'answerResignation',
    ]);
    for (const p of v.game!.resignation!.pending)
      v = await ok(byId(p), M.answerResignation, id, { accept: true });
    full = await view(id);
    const game2 = full.ledger!.games[1];
    checkGame(game2);
    expect(pointsOf(game2.points, line2[0])).toBe(-8);
    expect(game2.boxVsCaptain).toBe('captain');
    expect(full.line).toEqual([line2[1], ...line2.slice(2), line2[0]]);

    // Game 3: a member resigns to the box, the others drop the box's double.
    const line3 = full.line;
    await ok(byId(line3[2]), M.start, id);
    await untilTeamRolls(id).catch(() => undefined);
    v = await view(id);
    full = await playGame(id, async (cur) => {
      const g = cur.game!;
      const w = cur.waitingFor.find((x) => !x.optional)!;
      if (
        w.decision === 'roll' &&
        w.player === g.box &&
        cur.waitingFor.some((x) => x.actions.includes('boxDouble'))
      ) {
        const offered = await ok(byId(g.box), M.boxDouble, id);
        for (const m of offered.game!.members.filter((x) => x.offer))
          await ok(byId(m.player), M.memberAnswer, id, { answer: 'drop' });
        return true;
      }
      return false;
    });
    full = await view(id);
    expect(full.gamesPlayed).toBe(3);
    const game3 = full.ledger!.games[2];
    checkGame(game3);
    expect(full.line).toEqual(rotated(line3, game3.boxVsCaptain));

    // The ledger: totals are the sum of the games; they balance; the settlement pays them at the stake.
    const totals = full.ledger!.totals;
    expect(sum(totals)).toBe(0);
    for (const p of players) {
      const expected = full.ledger!.games.reduce((s, g) => s + pointsOf(g.points, p.id), 0);
      expect(pointsOf(totals, p.id)).toBe(expected);
      expect(full.players.find((x) => x.user.id === p.id)!.total).toBe(expected);
    }
    const settlement = full.settlement!;
    expect(settlement.stake).toBe(2.5);
    const nonZero = totals.filter((x) => x.points !== 0).length;
    expect(settlement.transfers.length).toBeLessThanOrEqual(Math.max(0, nonZero - 1));
    const net: Record<string, number> = {};
    for (const tr of settlement.transfers) {
      expect(tr.amount).toBeCloseTo(tr.points * 2.5);
      net[tr.from] = (net[tr.from] ?? 0) - tr.points;
      net[tr.to] = (net[tr.to] ?? 0) + tr.points;
    }
    for (const x of totals) expect(net[x.player] ?? 0).toBe(x.points);

    // Verifiable dice: the commitment is public from the start, the seed only once the session is over.
    const DICE = 'query($id: UUID!) { chouette(id: $id) { diceCommitment diceSeed } }';
    const VERIFY_DICE =
      'query($id: UUID!) { verifyChouetteDice(chouetteId: $id) { verified seedMatchesCommitment rolls firstMismatchSeq } }';
    type Dice = { chouette: { diceCommitment: string | null; diceSeed: string | null } };
    const open = data(await players[1].gql<Dice>(DICE, { id })).chouette;
    expect(open.diceCommitment).toMatch(/^[0-9a-f]{64}$/);
    expect(open.diceSeed).toBeNull();
    expect(codeOf(await players[1].gql(VERIFY_DICE, { id }))).toBe('SESSION_NOT_CLOSED');

    // The session ends; then only corrections are accepted.
    expect(codeOf(await send(players[0], M.end, id))).toBe('FORBIDDEN');
    v = await ok(org, M.end, id);
    expect(v).toMatchObject({ phase: 'closed', status: 'CLOSED' });
    expect(codeOf(await send(byId(v.line[0]), M.start, id))).toBe('SESSION_CLOSED');
    expect((await view(id)).ledger!.games).toHaveLength(3);

    const revealed = data(await players[1].gql<Dice>(DICE, { id })).chouette;
    expect(createHash('sha256').update(revealed.diceSeed!).digest('hex')).toBe(open.diceCommitment);
    const { log } = data(
      await spectator.gql<{ chouette: { log: { seq: number; type: string; dice: number[] | null }[] } }>(
        VIEW,
        {
          id,
        },
      ),
    ).chouette;
    const rolls = log.filter((e) => e.type === 'roll' || e.type === 'rollForOrder');
    expect(rolls.length).toBeGreaterThan(5);
    expect(data(await players[1].gql(VERIFY_DICE, { id }))).toEqual({
      verifyChouetteDice: {
        verified: true,
        seedMatchesCommitment: true,
        rolls: rolls.length,
        firstMismatchSeq: null,
      },
    });
    // Each roll is the one the seed and the roll's log number give (dice-seeds.ts), whoever recomputes it.
    for (const r of rolls) expect(r.dice).toEqual(deriveDice(revealed.diceSeed!, [null, null], r.seq));
    expect(codeOf(await outsider.gql(VERIFY_DICE, { id }))).toBe('FORBIDDEN');
    await sql(t.database.url, `UPDATE "ChouetteSession" SET "serverSeed" = 'another' WHERE id = '${id}'`);
    expect(data(await players[1].gql(VERIFY_DICE, { id }))).toMatchObject({
      verifyChouetteDice: { verified: false, seedMatchesCommitment: false },
    });
  });
});
