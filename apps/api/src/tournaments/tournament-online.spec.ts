/**
 * A tournament as the site lives it: a match played on the site recorded by itself and rated, and the live
 * updates of a tournament to the club members who follow it, sent after the commit.
 */
import { Account, codeOf, startTestApi, subscribeOverWebSocket, TestApi } from '../../test/api';
import {
  CHECK_IN,
  CREATE,
  data,
  DRAW,
  HISTORY,
  HistoryRow,
  REGISTER,
  REPORT,
  setUpTournamentClub,
  START,
  START_MATCH,
  TOURNAMENT,
  tournamentActions,
  TournamentClub,
  WITHDRAW,
} from '../../test/tournament-club';

describe('tournaments on the site (real PostgreSQL, GraphQL over HTTP and WebSocket)', () => {
  let t: TestApi;
  let director: Account;
  let member: Account;
  let outsider: Account;
  let players: Account[];
  let clubId: string;
  const club = {} as TournamentClub;
  const { byId, matches, matchAt, setUp } = tournamentActions(club);

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 1_000_000 } });
    Object.assign(club, await setUpTournamentClub(t));
    ({ director, member, outsider, players, clubId } = club);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('records a tournament match played on the site by itself, and rates it', async () => {
    const [a, b] = players;
    const id = await setUp({ name: 'Online', format: 'SINGLE_ELIMINATION', matchLengths: [1] }, [a, b]);
    data(await director.gql(DRAW, { t: id }));
    data(await director.gql(START, { t: id }));
    const [final] = await matches(id);
    expect(
      data(await b.gql<{ startTournamentMatch: boolean }>(START_MATCH, { m: final.matchId }))
        .startTournamentMatch,
    ).toBe(true);
    expect(codeOf(await a.gql(START_MATCH, { m: final.matchId }))).toBe('CHALLENGE_NOT_PENDING');
    expect(
      codeOf(await a.gql(REPORT, { input: { matchId: final.matchId, outcome: 'PLAYED', playerId: a.id } })),
    ).toBe('MATCH_PLAYED_ONLINE');
    const VIEW = 'seq status sideToAct phase';
    type View = { seq: number; status: string; sideToAct: number | null; phase: string };
    const sides = [final.player1?.id, final.player2?.id].map((pid) => byId(pid));
    let m = data(
      await a.gql<{ match: View }>(`query($id: UUID!) { match(id: $id) { ${VIEW} } }`, { id: final.matchId }),
    ).match;
    m = data(
      await sides[0].gql<{ rollDice: View }>(
        `mutation($id: UUID!, $s: Int!) { rollDice(matchId: $id, expectedSeq: $s) { ${VIEW} } }`,
        { id: final.matchId, s: m.seq },
      ),
    ).rollDice;
    const resigner = sides[m.sideToAct ?? 0];
    m = data(
      await resigner.gql<{ resign: View }>(
        `mutation($id: UUID!, $s: Int!) { resign(matchId: $id, expectedSeq: $s, kind: single) { ${VIEW} } }`,
        {
          id: final.matchId,
          s: m.seq,
        },
      ),
    ).resign;
    const winner = sides.find((s) => s !== resigner) as Account;
    m = data(
      await winner.gql<{ acceptResignation: View }>(
        `mutation($id: UUID!, $s: Int!) { acceptResignation(matchId: $id, expectedSeq: $s) { ${VIEW} } }`,
        {
          id: final.matchId,
          s: m.seq,
        },
      ),
    ).acceptResignation;
    expect(m.status).toBe('FINISHED');
    expect(await matchAt(id, final.slot)).toMatchObject({
      state: 'FINISHED',
      winner: { id: winner.id },
      kind: 'ONLINE',
      score: [1, 0],
    });
    expect(
      data(await member.gql<{ tournament: { status: string } }>(TOURNAMENT, { t: id })).tournament.status,
    ).toBe('FINISHED');
    const history = data(
      await member.gql<{ ratingHistory: HistoryRow[] }>(HISTORY, { c: clubId, u: winner.id }),
    ).ratingHistory;
    expect(history.filter((r) => r.matchId === final.matchId)).toEqual([
      expect.objectContaining({ won: true, length: 1 }),
    ]);
  });

  it("counts a resigned online match as the event's rules say: not rated, and no game points in the standings", async () => {
    const [, , c, d] = players;
    const id = await setUp({ name: 'Desistência', format: 'ROUND_ROBIN', matchLengths: [1] }, [c, d]);
    data(await director.gql(DRAW, { t: id }));
    data(await director.gql(START, { t: id }));
    const SET_RULES =
      'mutation($input: TournamentDayRulesInput!) { setTournamentDayRules(input: $input) { version } }';
    data(
      await director.gql(SET_RULES, {
        input: {
          tournamentId: id,
          standingsPolicy: [{ end: 'resigned', opponentCounts: true, gamePoints: 'none', rated: false }],
        },
      }),
    );
    const [m0] = (await matches(id)).filter((m) => m.state === 'READY');
    data(await c.gql(START_MATCH, { m: m0.matchId }));
    type View = { seq: number; sideToAct: number | null; status: string };
    const VIEW = 'seq sideToAct status';
    const sides = [m0.player1?.id, m0.player2?.id].map((pid) => byId(pid));
    let v = data(
      await c.gql<{ match: View }>(`query($id: UUID!) { match(id: $id) { ${VIEW} } }`, { id: m0.matchId }),
    ).match;
    v = data(
      await sides[0].gql<{ rollDice: View }>(
        `mutation($id: UUID!, $s: Int!) { rollDice(matchId: $id, expectedSeq: $s) { ${VIEW} } }`,
        { id: m0.matchId, s: v.seq },
      ),
    ).rollDice;
    const resigner = sides[v.sideToAct ?? 0];
    const winner = sides.find((s) => s !== resigner) as Account;
    v = data(
      await resigner.gql<{ resign: View }>(
        `mutation($id: UUID!, $s: Int!) { resign(matchId: $id, expectedSeq: $s, kind: single) { ${VIEW} } }`,
        { id: m0.matchId, s: v.seq },
      ),
    ).resign;
    v = data(
      await winner.gql<{ acceptResignation: View }>(
        `mutation($id: UUID!, $s: Int!) { acceptResignation(matchId: $id, expectedSeq: $s) { ${VIEW} } }`,
        { id: m0.matchId, s: v.seq },
      ),
    ).acceptResignation;
    expect(v.status).toBe('FINISHED');
    expect(await matchAt(id, m0.slot)).toMatchObject({ state: 'FINISHED', winner: { id: winner.id } });
    // Won by the resigned last game: a win with no game points, and no rating change.
    const GROUP =
      'query($t: UUID!) { tournamentStandings(tournamentId: $t, group: 1) { player { id } wins pointsFor } }';
    const rows = data(
      await member.gql<{
        tournamentStandings: { player: { id: string }; wins: number; pointsFor: number }[];
      }>(GROUP, { t: id }),
    ).tournamentStandings;
    expect(rows.find((r) => r.player.id === winner.id)).toMatchObject({ wins: 1, pointsFor: 0 });
    const history = data(
      await member.gql<{ ratingHistory: HistoryRow[] }>(HISTORY, { c: clubId, u: winner.id }),
    ).ratingHistory;
    expect(history.filter((r) => r.matchId === m0.matchId)).toEqual([]);
  });

  it('tells the club members following a tournament live about each change, after it is committed', async () => {
    const created = data(
      await director.gql<{ createTournament: { id: string } }>(CREATE, {
        input: { clubId, name: 'Ao vivo', format: 'SINGLE_ELIMINATION', matchLengths: [3] },
      }),
    ).createTournament;
    const EVENTS =
      'subscription($t: UUID!) { tournamentUpdated(tournamentId: $t) { tournamentId change at } }';
    type Event = { tournamentUpdated: { tournamentId: string; change: string; at: string } };
    const live = subscribeOverWebSocket<Event>(t.wsUrl, EVENTS, { t: created.id }, member.token);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [p1] = players;
    data(await p1.gql(REGISTER, { t: created.id }));
    data(await director.gql(CHECK_IN, { t: created.id, u: p1.id }));
    // A refused change is not news: nothing is published for it.
    expect(codeOf(await p1.gql(REGISTER, { t: created.id }))).toBe('ALREADY_REGISTERED');
    data(await p1.gql(WITHDRAW, { t: created.id }));
    await live.until((items) => items.length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const events = live.received.map((r) => r.data!.tournamentUpdated);
    expect(events.map((e) => e.change)).toEqual(['entry.registered', 'entry.checkedIn', 'entry.withdrawn']);
    expect(events.every((e) => e.tournamentId === created.id && !Number.isNaN(Date.parse(e.at)))).toBe(true);
    // When the event arrives, the change is there to read.
    const entries = data(
      await member.gql<{ tournamentEntries: { withdrawnAt: string | null }[] }>(
        'query($t: UUID!) { tournamentEntries(tournamentId: $t) { withdrawnAt } }',
        { t: created.id },
      ),
    ).tournamentEntries;
    expect(entries).toHaveLength(1);
    expect(entries[0].withdrawnAt).not.toBeNull();
    await live.close();

    // Outside the club, or signed out: refused.
    for (const [who, code] of [
      [outsider.token, 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      const denied = subscribeOverWebSocket<Event>(t.wsUrl, EVENTS, { t: created.id }, who);
      await denied.done;
      expect(JSON.stringify(denied.received) + String(denied.failure())).toContain(code);
      await denied.close();
    }
  });
});
