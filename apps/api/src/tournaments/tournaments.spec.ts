/**
 * A tournament from registration to placings over real GraphQL and PostgreSQL: an 8-player single elimination
 * with a consolation flight, its results reported, confirmed, disputed and corrected, the ratings and the audit.
 */
import { rateMatch } from '@gamao/tournament';
import { Account, codeOf, startTestApi, TestApi } from '../../test/api';
import {
  AUDIT_LOG,
  CHECK_IN,
  CONFIRM,
  CORRECT,
  CREATE,
  CSV,
  data,
  DISPUTE,
  DRAW,
  HISTORY,
  LEADERBOARD,
  PAIR,
  PHYSICAL,
  PLACINGS,
  REGISTER,
  REPORT,
  SEEDING,
  setUpTournamentClub,
  START,
  START_MATCH,
  TOURNAMENT,
  tournamentActions,
  TournamentClub,
  VERIFY,
  WITHDRAW,
} from '../../test/tournament-club';
import type { HistoryRow, Report, TMatch } from '../../test/tournament-club';

describe('tournaments, ratings and audit (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let director: Account, member: Account, outsider: Account;
  let players: Account[];
  let clubId: string;
  const club = {} as TournamentClub;
  const { matches, matchAt, auditCount, finishAll } = tournamentActions(club);

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 1_000_000 } });
    Object.assign(club, await setUpTournamentClub(t));
    ({ director, member, outsider, players, clubId } = club);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('runs an 8-player single elimination with a consolation flight from registration to placings', async () => {
    const created = await director.gql<{
      createTournament: { id: string; crawford: boolean; consolation: boolean };
    }>(CREATE, {
      input: {
        clubId,
        name: 'Copa do Clube',
        format: 'SINGLE_ELIMINATION',
        matchLengths: [3, 5, 7],
        consolation: true,
        maxPlayers: 9,
        seedingMethod: 'MANUAL',
      },
    });
    const { id, crawford, consolation } = data(created).createTournament;
    expect({ crawford, consolation }).toEqual({ crawford: true, consolation: true });

    // Registration: once each, within the maximum; withdrawal and re-registration.
    for (const p of players) data(await p.gql(REGISTER, { t: id }));
    expect(codeOf(await players[0].gql(REGISTER, { t: id }))).toBe('ALREADY_REGISTERED');
    expect(codeOf(await member.gql(REGISTER, { t: id }))).toBe('TOURNAMENT_FULL');
    expect(codeOf(await outsider.gql(REGISTER, { t: id }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(REGISTER, { t: id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await players[0].gql(REGISTER, { t: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await players[0].gql(REGISTER, { t: 'nope' }))).toBe('BAD_USER_INPUT');
    expect(
      data(await players[8].gql<{ withdrawFromTournament: { withdrawnAt: string } }>(WITHDRAW, { t: id }))
        .withdrawFromTournament.withdrawnAt,
    ).toBeTruthy();
    expect(codeOf(await players[8].gql(WITHDRAW, { t: id }))).toBe('NOT_REGISTERED');
    expect(codeOf(await players[8].gql(CHECK_IN, { t: id }))).toBe('NOT_REGISTERED');
    expect(codeOf(await member.gql(CHECK_IN, { t: id }))).toBe('NOT_REGISTERED');

    // Check-in: seven by themselves, one by a director.
    const eight = players.slice(0, 8);
    for (const p of eight.slice(0, 7)) data(await p.gql(CHECK_IN, { t: id }));
    expect(codeOf(await players[0].gql(CHECK_IN, { t: id, u: players[7].id }))).toBe('FORBIDDEN');
    data(await director.gql(CHECK_IN, { t: id, u: players[7].id }));

    // Manual seeding: the listed order.
    expect(codeOf(await director.gql(SEEDING, { t: id, m: 'MANUAL', o: [outsider.id] }))).toBe(
      'NOT_REGISTERED',
    );
    expect(
      codeOf(await director.gql(SEEDING, { t: id, m: 'MANUAL', o: [players[0].id, players[0].id] })),
    ).toBe('DUPLICATE_PLAYER');
    expect(codeOf(await director.gql(SEEDING, { t: id, m: 'RATING', o: [players[0].id] }))).toBe(
      'BAD_USER_INPUT',
    );
    data(await director.gql(SEEDING, { t: id, m: 'MANUAL', o: eight.map((p) => p.id) }));
    expect(codeOf(await director.gql(START, { t: id }))).toBe('WRONG_TOURNAMENT_STATUS');

    const drawn = data(
      await director.gql<{ drawTournament: { status: string; seeds: { id: string }[] } }>(DRAW, { t: id }),
    );
    expect(drawn.drawTournament.status).toBe('DRAWN');
    expect(drawn.drawTournament.seeds.map((s) => s.id)).toEqual(eight.map((p) => p.id));
    expect(codeOf(await director.gql(DRAW, { t: id }))).toBe('WRONG_TOURNAMENT_STATUS');
    expect(codeOf(await players[8].gql(REGISTER, { t: id }))).toBe('REGISTRATION_CLOSED');
    expect(codeOf(await players[0].gql(WITHDRAW, { t: id }))).toBe('WRONG_TOURNAMENT_STATUS');
    expect(
      data(await director.gql<{ startTournament: { status: string } }>(START, { t: id })).startTournament
        .status,
    ).toBe('IN_PROGRESS');

    // Seeds kept apart: 1 v 8, 4 v 5, 2 v 7, 3 v 6.
    const first = (await matches(id)).filter((m) => m.flight === 'MAIN' && m.round === 1);
    const seedOf = (a: { id: string } | null) => eight.findIndex((p) => p.id === a?.id) + 1;
    expect(first.map((m) => [seedOf(m.player1), seedOf(m.player2)])).toEqual([
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ]);
    expect(
      first.every((m) => m.state === 'READY' && m.matchId && m.kind === 'ONLINE' && m.length === 3),
    ).toBe(true);
    const [m1, m2, m3, m4] = first;
    const [p1, p2, p3, p4, p5, p6, p7, p8] = eight;

    // Match 1, physical: the winner reports, the opponent confirms (the reporter may not).
    const reported = data(
      await p1.gql<{ reportTournamentResult: Report }>(REPORT, {
        input: { matchId: m1.matchId, outcome: 'PLAYED', playerId: p1.id, score: [3, 1] },
      }),
    ).reportTournamentResult;
    expect(reported).toMatchObject({ status: 'PENDING', winnerId: p1.id, outcome: 'PLAYED' });
    // Nobody confirms his own report: it has its own code (a director's own report too: director-own-match.spec.ts).
    expect(codeOf(await p1.gql(CONFIRM, { r: reported.id }))).toBe('OWN_RESULT');
    expect(codeOf(await p3.gql(CONFIRM, { r: reported.id }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(CONFIRM, { r: reported.id }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(CONFIRM, { r: reported.id }))).toBe('UNAUTHENTICATED');
    expect((await matchAt(id, m1.slot)).state).toBe('READY');
    expect(
      data(await p8.gql<{ confirmTournamentResult: Report }>(CONFIRM, { r: reported.id }))
        .confirmTournamentResult.status,
    ).toBe('CONFIRMED');
    expect(codeOf(await p8.gql(CONFIRM, { r: reported.id }))).toBe('REPORT_NOT_PENDING');
    expect(await matchAt(id, m1.slot)).toMatchObject({
      state: 'FINISHED',
      winner: { id: p1.id },
      outcome: 'PLAYED',
      score: [3, 1],
      kind: 'PHYSICAL',
      matchStatus: 'FINISHED',
    });
    // The match itself (as the players' match lists show it) carries the reported score, with no moves.
    const view = data(
      await p8.gql<{ match: { status: string; score: number[]; winner: number; seq: number } }>(
        'query($m: UUID!) { match(id: $m) { status score winner seq } }',
        { m: m1.matchId },
      ),
    ).match;
    expect(view).toMatchObject({ status: 'FINISHED', seq: 0 });
    expect([view.score[view.winner], view.score[1 - view.winner]]).toEqual([3, 1]);

    // Match 2: reported, disputed by the opponent, decided by a director.
    const second = data(
      await p4.gql<{ reportTournamentResult: Report }>(REPORT, {
        input: { matchId: m2.matchId, outcome: 'PLAYED', playerId: p4.id, score: [3, 2] },
      }),
    ).reportTournamentResult;
    expect(codeOf(await p5.gql(DISPUTE, { r: second.id, why: ' ' }))).toBe('REASON_REQUIRED');
    expect(codeOf(await director.gql(DISPUTE, { r: second.id, why: 'not a player' }))).toBe('FORBIDDEN');
    expect(codeOf(await p4.gql(DISPUTE, { r: second.id, why: 'my own report' }))).toBe('FORBIDDEN');
    const disputed = data(
      await p5.gql<{ disputeTournamentResult: Report & { disputeReason: string } }>(DISPUTE, {
        r: second.id,
        why: 'The score was 2-2 when we stopped',
      }),
    ).disputeTournamentResult;
    expect(disputed).toMatchObject({
      status: 'DISPUTED',
      disputeReason: 'The score was 2-2 when we stopped',
    });
    expect(codeOf(await p5.gql(CONFIRM, { r: second.id }))).toBe('REPORT_NOT_PENDING');
    expect(
      data(await director.gql<{ confirmTournamentResult: Report }>(CONFIRM, { r: second.id }))
        .confirmTournamentResult.status,
    ).toBe('CONFIRMED');

    // Match 3: a walkover, recorded by a director at once.
    const walkover = data(
      await director.gql<{ reportTournamentResult: Report }>(REPORT, {
        input: { matchId: m3.matchId, outcome: 'WALKOVER', playerId: p7.id },
      }),
    ).reportTournamentResult;
    expect(walkover).toMatchObject({ status: 'CONFIRMED', winnerId: p2.id, outcome: 'WALKOVER' });
    expect(await matchAt(id, m3.slot)).toMatchObject({
      state: 'FINISHED',
      winner: { id: p2.id },
      outcome: 'WALKOVER',
      score: null,
    });

    // Bad results change nothing.
    const before = { matches: await matches(id), audit: await auditCount(id) };
    const bad: [Record<string, unknown>, string][] = [
      [{ matchId: m4.matchId, outcome: 'PLAYED', playerId: p3.id, score: [2, 1] }, 'INVALID_SCORE'],
      [{ matchId: m4.matchId, outcome: 'PLAYED', playerId: p3.id, score: [3, 3] }, 'INVALID_SCORE'],
      [{ matchId: m4.matchId, outcome: 'PLAYED', playerId: p3.id, score: [3, 1, 0] }, 'BAD_USER_INPUT'],
      [{ matchId: m4.matchId, outcome: 'WALKOVER', playerId: p3.id, score: [3, 1] }, 'BAD_USER_INPUT'],
      [{ matchId: m4.matchId, outcome: 'RETIREMENT', playerId: p3.id, score: [3, 1] }, 'INVALID_SCORE'],
      [{ matchId: m4.matchId, outcome: 'PLAYED', playerId: p1.id }, 'PLAYER_NOT_IN_MATCH'],
      [{ matchId: m1.matchId, outcome: 'PLAYED', playerId: p1.id }, 'RESULT_ALREADY_RECORDED'],
      [{ matchId: '00000000-0000-4000-8000-000000000000', outcome: 'PLAYED', playerId: p1.id }, 'NOT_FOUND'],
      [{ matchId: m4.matchId, outcome: 'DRAW', playerId: p3.id }, 'BAD_USER_INPUT'],
    ];
    for (const [input, expected] of bad) {
      expect([input, codeOf(await director.gql(REPORT, { input }))]).toEqual([input, expected]);
    }
    expect(
      codeOf(
        await member.gql(REPORT, { input: { matchId: m4.matchId, outcome: 'PLAYED', playerId: p3.id } }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      codeOf(
        await outsider.gql(REPORT, { input: { matchId: m4.matchId, outcome: 'PLAYED', playerId: p3.id } }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      codeOf(await t.gql(REPORT, { input: { matchId: m4.matchId, outcome: 'PLAYED', playerId: p3.id } })),
    ).toBe('UNAUTHENTICATED');
    expect(
      codeOf(
        await director.gql(CORRECT, {
          input: { matchId: m4.matchId, outcome: 'PLAYED', playerId: p3.id },
          why: 'typo',
        }),
      ),
    ).toBe('NO_RESULT');
    expect(
      codeOf(
        await director.gql(CORRECT, {
          input: { matchId: m1.matchId, outcome: 'PLAYED', playerId: p8.id },
          why: '',
        }),
      ),
    ).toBe('REASON_REQUIRED');
    expect(codeOf(await director.gql(PAIR, { t: id }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await director.gql(PHYSICAL, { m: m1.matchId }))).toBe('CHALLENGE_NOT_PENDING');
    expect(codeOf(await p1.gql(START_MATCH, { m: m1.matchId }))).toBe('CHALLENGE_NOT_PENDING');
    expect({ matches: await matches(id), audit: await auditCount(id) }).toEqual(before);

    // A tournament match is no challenge: neither player accepts or declines it as one.
    for (const mutation of ['acceptChallenge', 'declineChallenge']) {
      for (const who of [p3, p6]) {
        expect(
          codeOf(await who.gql(`mutation($m: UUID!) { ${mutation}(matchId: $m) { id } }`, { m: m4.matchId })),
        ).toBe('TOURNAMENT_MATCH');
      }
    }
    expect((await matches(id)).find((m) => m.matchId === m4.matchId)?.state).toBe('READY');

    // Match 4: marked physical by a director (no longer startable on the site), reported and confirmed.
    data(await director.gql(PHYSICAL, { m: m4.matchId }));
    expect(codeOf(await p3.gql(START_MATCH, { m: m4.matchId }))).toBe('PHYSICAL_MATCH');
    const fourth = data(
      await p6.gql<{ reportTournamentResult: Report }>(REPORT, {
        input: { matchId: m4.matchId, outcome: 'PLAYED', playerId: p6.id, score: [4, 2] },
      }),
    ).reportTournamentResult;
    data(await p3.gql(CONFIRM, { r: fourth.id }));

    // Winners advance: semi-finals p1 v p4 and p2 v p6; a semi-final is recorded.
    const semi1 = await matchAt(id, 'main-r2-m1');
    expect([semi1.player1?.id, semi1.player2?.id, semi1.state, semi1.length]).toEqual([
      p1.id,
      p4.id,
      'READY',
      5,
    ]);
    expect([
      (await matchAt(id, 'main-r2-m2')).player1?.id,
      (await matchAt(id, 'main-r2-m2')).player2?.id,
    ]).toEqual([p2.id, p6.id]);
    data(
      await director.gql(REPORT, {
        input: { matchId: semi1.matchId, outcome: 'PLAYED', playerId: p1.id, score: [5, 3] },
      }),
    );

    // A correction with a reason changes who advanced: p5 won match 2 after all; the semi-final is replayed.
    for (const who of [member, outsider]) {
      expect(
        codeOf(
          await who.gql(CORRECT, {
            input: { matchId: m2.matchId, outcome: 'PLAYED', playerId: p5.id },
            why: 'x y z',
          }),
        ),
      ).toBe('FORBIDDEN');
    }
    const corrected = data(
      await director.gql<{ correctTournamentResult: TMatch }>(CORRECT, {
        input: { matchId: m2.matchId, outcome: 'PLAYED', playerId: p5.id, score: [3, 2] },
        why: 'The score sheet shows P5 won 3-2',
      }),
    ).correctTournamentResult;
    expect(corrected).toMatchObject({ state: 'FINISHED', winner: { id: p5.id }, score: [3, 2] });
    const replay = await matchAt(id, 'main-r2-m1');
    expect([replay.player1?.id, replay.player2?.id, replay.state, replay.outcome]).toEqual([
      p1.id,
      p5.id,
      'READY',
      null,
    ]);
    expect(replay.matchId).not.toBe(semi1.matchId);
    expect(codeOf(await p1.gql(START_MATCH, { m: semi1.matchId }))).toBe('CHALLENGE_NOT_PENDING');
    const log = data(
      await member.gql<{
        auditLog: { action: string; reason: string | null; before: string; after: string }[];
      }>(AUDIT_LOG, {
        s: { type: 'TOURNAMENT', id },
      }),
    ).auditLog;
    const correction = log.find((e) => e.action === 'result.corrected');
    expect(correction?.reason).toBe('The score sheet shows P5 won 3-2');
    expect(JSON.parse(correction?.before ?? 'null')).toMatchObject({ winner: p4.id });
    expect(JSON.parse(correction?.after ?? 'null')).toMatchObject({
      winner: p5.id,
      changed: expect.arrayContaining(['main-r2-m1']),
    });
    expect(log.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'tournament.created',
        'entry.registered',
        'result.reported',
        'result.confirmed',
        'result.disputed',
        'result.recorded',
      ]),
    );

    // A retirement in the consolation flight: recorded as such (and rated, unlike a walkover).
    const retirement = (await matches(id)).find(
      (m) => m.flight === 'CONSOLATION' && m.state === 'READY',
    ) as TMatch;
    const retired = data(
      await director.gql<{ reportTournamentResult: Report }>(REPORT, {
        input: {
          matchId: retirement.matchId,
          outcome: 'RETIREMENT',
          playerId: retirement.player2?.id,
          score: [2, 1],
        },
      }),
    ).reportTournamentResult;
    expect(retired).toMatchObject({
      status: 'CONFIRMED',
      outcome: 'RETIREMENT',
      winnerId: retirement.player1?.id,
    });
    expect(await matchAt(id, retirement.slot)).toMatchObject({ outcome: 'RETIREMENT', score: [2, 1] });

    // Play everything out: a champion per flight, placings, CSV.
    await finishAll(id);
    expect(
      data(await member.gql<{ tournament: { status: string } }>(TOURNAMENT, { t: id })).tournament.status,
    ).toBe('FINISHED');
    const main = data(
      await member.gql<{ tournamentPlacings: { place: number; label: string; player: { id: string } }[] }>(
        PLACINGS,
        {
          t: id,
          f: 'MAIN',
        },
      ),
    ).tournamentPlacings;
    expect(main[0]).toMatchObject({ place: 1, label: '1', player: { id: p1.id } });
    expect(main.map((p) => p.label)).toEqual(['1', '2', '3-4', '3-4', '5-8', '5-8', '5-8', '5-8']);
    const cons = data(
      await member.gql<{ tournamentPlacings: { place: number; player: { id: string } }[] }>(PLACINGS, {
        t: id,
        f: 'CONSOLATION',
      }),
    ).tournamentPlacings;
    expect(cons[0].place).toBe(1);
    expect(new Set(cons.map((p) => p.player.id))).toEqual(new Set([p8.id, p4.id, p7.id, p3.id]));
    expect(codeOf(await member.gql(PLACINGS, { t: id, f: 'LAST_CHANCE' }))).toBe('UNKNOWN_FLIGHT');
    const bracket = data(
      await member.gql<{ tournamentCsv: string }>(CSV, { t: id, e: 'BRACKET' }),
    ).tournamentCsv;
    expect(bracket.split('\r\n')[0]).toBe('Flight,Round,Match,Length,Player 1,Player 2,Winner,Outcome,Score');
    expect(bracket).toContain('main,1,3,3,P2,P7,P2,walkover,');
    expect(bracket).toContain('main,1,2,3,P4,P5,P5,played,3-2');
    expect(bracket).toContain(',retirement,2-1');
    const placingsCsv = data(
      await member.gql<{ tournamentCsv: string }>(CSV, { t: id, e: 'PLACINGS', f: 'MAIN' }),
    ).tournamentCsv;
    expect(placingsCsv.startsWith('Place,Player\r\n1,P1\r\n2,')).toBe(true);
    expect(codeOf(await member.gql(CSV, { t: id, e: 'STANDINGS' }))).toBe('BAD_USER_INPUT');

    // Ratings: every rated match once, as the library computes; the walkover is not rated.
    const histories = new Map<string, HistoryRow[]>();
    for (const p of eight) {
      histories.set(
        p.id,
        data(await member.gql<{ ratingHistory: HistoryRow[] }>(HISTORY, { c: clubId, u: p.id }))
          .ratingHistory,
      );
    }
    const rows = [...histories.values()].flat();
    expect(rows.some((r) => r.matchId === m3.matchId)).toBe(false);
    expect(rows.filter((r) => r.matchId === m1.matchId)).toHaveLength(2);
    expect(rows.filter((r) => r.matchId === retirement.matchId)).toHaveLength(2);
    const finishedRows = (await matches(id)).filter(
      (m) => m.state === 'FINISHED' && m.outcome !== 'WALKOVER',
    );
    expect(new Set(rows.map((r) => r.matchId)).size).toBe(finishedRows.length);
    // The correction re-rated match 2 the other way, and the voided semi-final (P1 beat P4) counts no more.
    expect(rows.some((r) => r.matchId === semi1.matchId)).toBe(false);
    expect(rows.filter((r) => r.matchId === m2.matchId).map((r) => [r.won, r.opponent.id])).toEqual(
      expect.arrayContaining([
        [true, p4.id],
        [false, p5.id],
      ]),
    );
    expect(histories.get(p5.id)?.find((r) => r.matchId === m2.matchId)?.won).toBe(true);
    const clubLog = data(
      await member.gql<{ auditLog: { action: string; reason: string | null; subject: string | null }[] }>(
        AUDIT_LOG,
        { s: { type: 'CLUB', id: clubId } },
      ),
    ).auditLog;
    expect(clubLog.find((e) => e.action === 'rating.recomputed')).toMatchObject({
      reason: 'The score sheet shows P5 won 3-2',
    });
    for (const won of rows.filter((r) => r.won)) {
      const lost = rows.find((r) => r.matchId === won.matchId && !r.won) as HistoryRow;
      const expected = rateMatch(
        { rating: won.ratingBefore, experience: won.experienceBefore },
        { rating: lost.ratingBefore, experience: lost.experienceBefore },
        won.length,
      );
      if (!expected.ok) throw new Error(expected.error.message);
      expect(won.ratingAfter).toBeCloseTo(expected.value.winner.ratingAfter, 9);
      expect(lost.ratingAfter).toBeCloseTo(expected.value.loser.ratingAfter, 9);
      expect(won.experienceAfter).toBe(won.experienceBefore + won.length);
    }
    // Each history is a chain: every match starts where the previous one ended.
    for (const history of histories.values()) {
      history.forEach((row, i) => {
        expect(row.ratingBefore).toBeCloseTo(i === 0 ? 1500 : history[i - 1].ratingAfter, 9);
      });
    }
    const first1 = histories.get(p1.id)?.[0];
    const firstExpected = rateMatch({ rating: 1500, experience: 0 }, { rating: 1500, experience: 0 }, 3);
    expect(firstExpected.ok && first1?.change).toBeCloseTo(
      firstExpected.ok ? firstExpected.value.winner.change : 0,
      9,
    );
    const board = data(
      await member.gql<{ clubLeaderboard: { rank: number; rating: number; player: { id: string } }[] }>(
        LEADERBOARD,
        {
          c: clubId,
        },
      ),
    ).clubLeaderboard;
    expect(board.map((r) => r.rating)).toEqual([...board.map((r) => r.rating)].sort((a, b) => b - a));
    expect(board.find((r) => r.player.id === p1.id)?.rating).toBeCloseTo(
      histories.get(p1.id)?.at(-1)?.ratingAfter ?? 0,
      9,
    );

    // The whole story is in the chains, intact.
    for (const scope of [
      { type: 'TOURNAMENT', id },
      { type: 'CLUB', id: clubId },
    ]) {
      expect([
        scope.type,
        data(await member.gql<{ verifyAudit: unknown }>(VERIFY, { s: scope })).verifyAudit,
      ]).toEqual([
        scope.type,
        { valid: true, entries: expect.any(Number), firstInvalidSeq: null, problem: null },
      ]);
    }
    expect(codeOf(await outsider.gql(VERIFY, { s: { type: 'TOURNAMENT', id } }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(VERIFY, { s: { type: 'CLUB', id: clubId } }))).toBe('UNAUTHENTICATED');
  });
});
