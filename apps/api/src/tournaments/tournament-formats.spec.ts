/**
 * The Swiss and round-robin formats over real GraphQL and PostgreSQL: score groups without rematches, byes,
 * Buchholz standings, groups with their standings and CSV.
 */
import { Account, codeOf, startTestApi, TestApi } from '../../test/api';
import {
  CSV,
  data,
  DRAW,
  PAIR,
  setUpTournamentClub,
  STANDINGS,
  START,
  TMatch,
  TOURNAMENT,
  tournamentActions,
  TournamentClub,
  VERIFY,
} from '../../test/tournament-club';

describe('tournament formats (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let director: Account;
  let member: Account;
  let players: Account[];
  const club = {} as TournamentClub;
  const { matches, setUp, finishAll } = tournamentActions(club);

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 1_000_000 } });
    Object.assign(club, await setUpTournamentClub(t));
    ({ director, member, players } = club);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('runs a Swiss of three rounds: score groups, no rematch, one bye each at most, Buchholz standings', async () => {
    const field = players.slice(0, 7);
    const id = await setUp({ name: 'Suíço', format: 'SWISS', rounds: 3, matchLengths: [3, 5] }, field);
    const drawn = data(
      await director.gql<{ drawTournament: { roundsPaired: number; status: string } }>(DRAW, { t: id }),
    );
    expect(drawn.drawTournament).toMatchObject({ roundsPaired: 1, status: 'DRAWN' });
    data(await director.gql(START, { t: id }));
    expect(codeOf(await director.gql(PAIR, { t: id }))).toBe('ROUND_NOT_FINISHED');
    const pairs = new Set<string>();
    const byes: string[] = [];
    for (let round = 1; round <= 3; round++) {
      const inRound = (await matches(id)).filter((m) => m.round === round);
      const current = inRound.filter((m) => m.state !== 'BYE');
      expect(current).toHaveLength(3);
      // The odd player out is listed as the round's bye: no match to play, a point (the winner), listed last.
      const bye = inRound.filter((m) => m.state === 'BYE');
      expect(bye).toEqual([
        expect.objectContaining({
          slot: `swiss-r${round}-bye`,
          matchId: null,
          player2: null,
          winner: bye[0]?.player1,
          outcome: null,
        }),
      ]);
      expect(inRound.at(-1)?.slot).toBe(`swiss-r${round}-bye`);
      const sitting = bye[0].player1?.id as string;
      expect(current.flatMap((m) => [m.player1?.id, m.player2?.id])).not.toContain(sitting);
      expect(byes).not.toContain(sitting);
      byes.push(sitting);
      expect(current.every((m) => m.length === (round === 1 ? 3 : 5))).toBe(true);
      for (const m of current) {
        const key = [m.player1?.id, m.player2?.id].sort().join('/');
        expect(pairs.has(key)).toBe(false);
        pairs.add(key);
      }
      await finishAll(id);
      if (round < 3) {
        expect(
          data(await director.gql<{ pairNextRound: { roundsPaired: number } }>(PAIR, { t: id })).pairNextRound
            .roundsPaired,
        ).toBe(round + 1);
      }
    }
    expect(
      data(await member.gql<{ tournament: { status: string } }>(TOURNAMENT, { t: id })).tournament.status,
    ).toBe('FINISHED');
    expect(codeOf(await director.gql(PAIR, { t: id }))).toBe('WRONG_TOURNAMENT_STATUS');
    const standings = data(
      await member.gql<{
        tournamentStandings: {
          rank: number;
          score: number;
          byes: number;
          buchholz: number;
          medianBuchholz: number;
        }[];
      }>(STANDINGS, { t: id }),
    ).tournamentStandings;
    expect(standings).toHaveLength(7);
    expect(standings.reduce((s, r) => s + r.score, 0)).toBe(9 + 3);
    expect(standings.every((r) => r.byes <= 1)).toBe(true);
    expect(standings.filter((r) => r.byes === 1)).toHaveLength(3);
    for (let i = 1; i < standings.length; i++) {
      const [a, b] = [standings[i - 1], standings[i]];
      expect(a.rank).toBeLessThanOrEqual(b.rank);
      const order = a.score - b.score || a.buchholz - b.buchholz || a.medianBuchholz - b.medianBuchholz;
      expect(order).toBeGreaterThanOrEqual(0);
    }
    const csv = data(
      await member.gql<{ tournamentCsv: string }>(CSV, { t: id, e: 'STANDINGS' }),
    ).tournamentCsv;
    expect(csv.split('\r\n')[0]).toBe('Rank,Player,Seed,Score,Wins,Losses,Byes,Buchholz,Median Buchholz');
    expect(
      data(await member.gql<{ verifyAudit: { valid: boolean } }>(VERIFY, { s: { type: 'TOURNAMENT', id } }))
        .verifyAudit.valid,
    ).toBe(true);
  });

  it('runs a round robin in two groups with standings and CSV per group', async () => {
    const id = await setUp(
      { name: 'Todos contra todos', format: 'ROUND_ROBIN', groups: 2, matchLengths: [3] },
      players.slice(0, 6),
    );
    data(await director.gql(DRAW, { t: id }));
    data(await director.gql(START, { t: id }));
    const listed = await matches(id);
    const all = listed.filter((m) => m.state !== 'BYE');
    expect(all).toHaveLength(6); // two groups of 3: 3 matches each
    expect(all.every((m) => m.state === 'READY' && m.matchId)).toBe(true);
    // In a group of 3 one player sits out each round: each of them once, listed after the round's match.
    const byes = listed.filter((m) => m.state === 'BYE');
    expect(byes.map((m) => m.slot)).toEqual(
      [1, 2].flatMap((g) => [1, 2, 3].map((r) => `rr-g${g}-r${r}-bye`)),
    );
    for (const g of [1, 2]) {
      const sitting = byes.filter((m) => m.slot.startsWith(`rr-g${g}-`)).map((m) => m.player1?.id);
      expect(new Set(sitting).size).toBe(3);
      for (const r of [1, 2, 3]) {
        const [match] = all.filter((m) => m.slot.startsWith(`rr-g${g}-r${r}-`));
        const bye = byes.find((m) => m.slot === `rr-g${g}-r${r}-bye`) as TMatch;
        expect([match.player1?.id, match.player2?.id]).not.toContain(bye.player1?.id);
        expect(bye).toMatchObject({ matchId: null, player2: null, winner: bye.player1, length: 3 });
        expect(listed.indexOf(bye)).toBe(listed.indexOf(match) + 1);
      }
    }
    await finishAll(id);
    expect(
      data(await member.gql<{ tournament: { status: string } }>(TOURNAMENT, { t: id })).tournament.status,
    ).toBe('FINISHED');
    const GROUP =
      'query($t: UUID!, $g: Int!) { tournamentStandings(tournamentId: $t, group: $g) { rank wins losses played pointDifference } }';
    for (const g of [1, 2]) {
      const rows = data(
        await member.gql<{ tournamentStandings: { rank: number; wins: number; played: number }[] }>(GROUP, {
          t: id,
          g,
        }),
      ).tournamentStandings;
      expect(rows).toHaveLength(3);
      expect(rows.every((r) => r.played === 2)).toBe(true);
      expect(rows.reduce((s, r) => s + r.wins, 0)).toBe(3);
    }
    expect(codeOf(await member.gql(GROUP, { t: id, g: 3 }))).toBe('UNKNOWN_GROUP');
    const csv = await member.gql<{ tournamentCsv: string }>(
      'query($t: UUID!) { tournamentCsv(tournamentId: $t, export: STANDINGS, group: 2) }',
      { t: id },
    );
    expect(data(csv).tournamentCsv.split('\r\n')[0]).toBe(
      'Rank,Player,Seed,Played,Wins,Losses,Points for,Points against,Point difference',
    );
  });
});
