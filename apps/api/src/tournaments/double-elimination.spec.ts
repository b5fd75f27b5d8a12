/**
 * Double elimination as a tournament format (issue 41, part 3) over real GraphQL and PostgreSQL: a 6-player
 * event drawn with byes, winners advancing in the winners' bracket and losers dropping to the losers' bracket
 * (the library decides, the API opens each next match), played through to the grand final's reset, with the
 * placings at the end; bad input and a caller without the right change nothing.
 */
import { Account, codeOf, startTestApi, TestApi } from '../../test/api';
import {
  CREATE,
  data,
  DRAW,
  REPORT,
  SEEDING,
  setUpTournamentClub,
  START,
  TMatch,
  TOURNAMENT,
  tournamentActions,
  TournamentClub,
  VERIFY,
} from '../../test/tournament-club';

const CLUB_TOURNAMENTS = 'query($c: UUID!) { clubTournaments(clubId: $c) { id } }';
const PLACES =
  'query($t: UUID!) { tournamentPlacings(tournamentId: $t, flight: GRAND_FINAL) { label player { id } } }';

describe('double elimination (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let director: Account;
  let member: Account;
  let players: Account[];
  const club = {} as TournamentClub;
  const { matches, matchAt, auditCount, setUp } = tournamentActions(club);

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 1_000_000 } });
    Object.assign(club, await setUpTournamentClub(t));
    ({ director, member, players } = club);
  });

  afterAll(async () => {
    await t?.close();
  });

  const count = async () =>
    data(await member.gql<{ clubTournaments: unknown[] }>(CLUB_TOURNAMENTS, { c: club.clubId }))
      .clubTournaments.length;

  it('6 players played to the reset final: winners advance, losers drop, the losers-bracket champion wins twice', async () => {
    const field = players.slice(0, 6);
    const name = (id: string | undefined) => `p${field.findIndex((p) => p.id === id) + 1}`;
    const id = await setUp(
      { name: 'Dupla eliminação', format: 'DOUBLE_ELIMINATION', matchLengths: [3] },
      field,
    );
    expect(
      data(await member.gql<{ tournament: { grandFinalReset: boolean } }>(GRAND, { t: id })).tournament
        .grandFinalReset,
    ).toBe(true);
    data(await director.gql(SEEDING, { t: id, m: 'MANUAL', o: field.map((p) => p.id) }));
    data(await director.gql(DRAW, { t: id }));
    data(await director.gql(START, { t: id }));
    const line = (m: TMatch) =>
      `${m.slot} ${m.flight} ${name(m.player1?.id)} v ${name(m.player2?.id)} ${m.state}`;
    expect((await matches(id)).filter((m) => m.round === 1 && m.flight === 'WINNERS').map(line)).toEqual([
      'wb-r1-m1 WINNERS p1 v p0 BYE',
      'wb-r1-m2 WINNERS p4 v p5 READY',
      'wb-r1-m3 WINNERS p2 v p0 BYE',
      'wb-r1-m4 WINNERS p3 v p6 READY',
    ]);
    // The better seed wins everywhere but in the losers' final (p2 over p3) and both grand finals (p2 over p1).
    const upsets: Record<string, string> = { 'lb-r4-m1': 'p2', 'gf-m1': 'p2', 'gf-m2': 'p2' };
    const played: string[] = [];
    for (;;) {
      const ready = (await matches(id)).filter((m) => m.state === 'READY');
      if (!ready.length) break;
      for (const m of ready) {
        expect(m.matchId).not.toBeNull(); // the API opened a Match row for every match the library made ready
        const [a, b] = [name(m.player1?.id), name(m.player2?.id)];
        const winner = upsets[m.slot] ?? (a < b ? a : b);
        const winnerId = field[Number(winner.slice(1)) - 1].id;
        data(
          await director.gql(REPORT, {
            input: { matchId: m.matchId, outcome: 'PLAYED', playerId: winnerId, score: [3, 1] },
          }),
        );
        played.push(`${m.slot} ${a} v ${b}: ${winner}`);
      }
    }
    expect(played).toEqual([
      'wb-r1-m2 p4 v p5: p4',
      'wb-r1-m4 p3 v p6: p3',
      'wb-r2-m1 p1 v p4: p1',
      'wb-r2-m2 p2 v p3: p2',
      'wb-r3-m1 p1 v p2: p1',
      'lb-r2-m1 p5 v p3: p3',
      'lb-r2-m2 p6 v p4: p4',
      'lb-r3-m1 p3 v p4: p3',
      'lb-r4-m1 p3 v p2: p2',
      'gf-m1 p1 v p2: p2',
      'gf-m2 p1 v p2: p2',
    ]);
    expect((await matchAt(id, 'gf-m2')).flight).toBe('GRAND_FINAL');
    expect(
      data(await member.gql<{ tournament: { status: string } }>(TOURNAMENT, { t: id })).tournament.status,
    ).toBe('FINISHED');
    const places = data(
      await member.gql<{ tournamentPlacings: { label: string; player: { id: string } }[] }>(PLACES, {
        t: id,
      }),
    ).tournamentPlacings;
    expect(places.map((p) => `${p.label} ${name(p.player.id)}`)).toEqual([
      '1 p2',
      '2 p1',
      '3 p3',
      '4 p4',
      '5-6 p5',
      '5-6 p6',
    ]);
    expect(
      data(await member.gql<{ verifyAudit: { valid: boolean } }>(VERIFY, { s: { type: 'TOURNAMENT', id } }))
        .verifyAudit.valid,
    ).toBe(true);
  });

  it('without the reset the first grand final decides; a withdrawal walks the player over in both brackets', async () => {
    const field = players.slice(0, 4);
    const id = await setUp(
      { name: 'Sem desempate', format: 'DOUBLE_ELIMINATION', matchLengths: [3], grandFinalReset: false },
      field,
    );
    data(await director.gql(SEEDING, { t: id, m: 'MANUAL', o: field.map((p) => p.id) }));
    data(await director.gql(DRAW, { t: id }));
    data(await director.gql(START, { t: id }));
    expect((await matches(id)).map((m) => m.slot)).not.toContain('gf-m2');
    const before = await auditCount(id);
    data(await director.gql(WITHDRAW_MID, { t: id, u: field[3].id }));
    expect(await matchAt(id, 'wb-r1-m1')).toMatchObject({ state: 'FINISHED', outcome: 'WALKOVER' });
    expect(await auditCount(id)).toBe(before + 1);
    expect(codeOf(await director.gql(ENTER_LATE, { t: id, u: players[6].id }))).toBe('ENTRY_CLOSED');
    // Once the other first-round match is decided, the withdrawn player's losers'-bracket match is walked over.
    const other = await matchAt(id, 'wb-r1-m2');
    data(
      await director.gql(REPORT, {
        input: { matchId: other.matchId, outcome: 'PLAYED', playerId: other.player1?.id, score: [3, 0] },
      }),
    );
    expect(await matchAt(id, 'lb-r1-m1')).toMatchObject({
      state: 'FINISHED',
      outcome: 'WALKOVER',
      matchId: null,
    });
    expect((await matchAt(id, 'lb-r2-m1')).player1?.id).toBe(other.player2?.id);
  });

  it('refuses bad input and a caller without the right; nothing is created or changed', async () => {
    const before = await count();
    const input = { clubId: club.clubId, name: 'Errada', matchLengths: [3] };
    expect(
      codeOf(
        await director.gql(CREATE, {
          input: { ...input, format: 'SWISS', rounds: 3, grandFinalReset: true },
        }),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(
      codeOf(
        await director.gql(CREATE, { input: { ...input, format: 'DOUBLE_ELIMINATION', consolation: true } }),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(
      codeOf(
        await director.gql(CREATE, { input: { ...input, format: 'DOUBLE_ELIMINATION', matchLengths: [0] } }),
      ),
    ).toBe('INVALID_MATCH_LENGTH');
    expect(codeOf(await member.gql(CREATE, { input: { ...input, format: 'DOUBLE_ELIMINATION' } }))).toBe(
      'FORBIDDEN',
    );
    expect(await count()).toBe(before);
    // A player may not report a match he does not play, and a member may not withdraw anyone.
    const field = players.slice(0, 3);
    const id = await setUp({ name: 'Três', format: 'DOUBLE_ELIMINATION', matchLengths: [3] }, field);
    data(await director.gql(DRAW, { t: id }));
    data(await director.gql(START, { t: id }));
    const [ready] = (await matches(id)).filter((m) => m.state === 'READY');
    const outsider = field.find((p) => p.id !== ready.player1?.id && p.id !== ready.player2?.id) as Account;
    const audit = await auditCount(id);
    expect(
      codeOf(
        await outsider.gql(REPORT, {
          input: { matchId: ready.matchId, outcome: 'PLAYED', playerId: outsider.id, score: [3, 0] },
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(codeOf(await member.gql(WITHDRAW_MID, { t: id, u: field[0].id }))).toBe('FORBIDDEN');
    expect(await matchAt(id, ready.slot)).toMatchObject({ state: 'READY', outcome: null });
    expect(await auditCount(id)).toBe(audit);
  });
});

const GRAND = 'query($t: UUID!) { tournament(id: $t) { grandFinalReset } }';
const WITHDRAW_MID =
  'mutation($t: UUID!, $u: UUID!) { withdrawMidEvent(tournamentId: $t, userId: $u) { id } }';
const ENTER_LATE =
  'mutation($t: UUID!, $u: UUID!) { enterTournamentLate(tournamentId: $t, userId: $u) { id } }';
