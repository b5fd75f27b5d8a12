/**
 * The notices of a club's tournaments and chouette tables (real PostgreSQL, GraphQL over HTTP): a tournament
 * match ready, a result to confirm, a disputed result and the dispute to decide; a chouette table waiting.
 */
import { Account } from '../../test/api';
import { data } from '../../test/flows';
import {
  NotificationClub,
  notificationSteps,
  setUpNotificationClub,
  tearDownNotificationClub,
} from '../../test/notifications';

describe('notifications of tournaments and chouette tables (real PostgreSQL, GraphQL over HTTP)', () => {
  let olga: Account;
  let bruno: Account;
  let carla: Account;
  let davi: Account;
  let clubId: string;
  const club = {} as NotificationClub;
  const { ofKind, settled } = notificationSteps(club);

  beforeAll(async () => {
    Object.assign(club, await setUpNotificationClub());
    ({ olga, bruno, carla, davi, clubId } = club);
    // Starting the API (its migrations) takes a while on a busy machine.
  }, 120_000);

  afterAll(async () => {
    await tearDownNotificationClub(club);
  });

  it('a tournament match ready, a result to confirm and a disputed result', async () => {
    const tournamentId = data(
      await olga.gql<{ createTournament: { id: string } }>(
        'mutation($input: CreateTournamentInput!) { createTournament(input: $input) { id } }',
        { input: { clubId, name: 'Copa Verão', format: 'SINGLE_ELIMINATION', matchLengths: [1] } },
      ),
    ).createTournament.id;
    for (const p of [carla, davi]) {
      data(
        await p.gql('mutation($t: UUID!) { registerForTournament(tournamentId: $t) { seed } }', {
          t: tournamentId,
        }),
      );
      data(
        await olga.gql(
          'mutation($t: UUID!, $u: UUID) { checkInTournament(tournamentId: $t, userId: $u) { seed } }',
          {
            t: tournamentId,
            u: p.id,
          },
        ),
      );
    }
    data(
      await olga.gql('mutation($t: UUID!) { drawTournament(tournamentId: $t) { id } }', { t: tournamentId }),
    );
    data(
      await olga.gql('mutation($t: UUID!) { startTournament(tournamentId: $t) { id } }', { t: tournamentId }),
    );
    await settled();
    const [final] = data(
      await olga.gql<{ tournamentMatches: { matchId: string; slot: string }[] }>(
        'query($t: UUID!) { tournamentMatches(tournamentId: $t) { matchId slot } }',
        { t: tournamentId },
      ),
    ).tournamentMatches;
    const link = `/tournaments/${tournamentId}/matches/${final.slot}`;
    for (const [who, opponent] of [
      [carla, 'Davi'],
      [davi, 'Carla'],
    ] as const)
      expect(await ofKind(who, 'TOURNAMENT_MATCH_READY')).toEqual([
        expect.objectContaining({
          link,
          payload: expect.objectContaining({ actorName: opponent, tournamentName: 'Copa Verão' }),
        }),
      ]);

    data(
      await olga.gql('mutation($m: UUID!) { markTournamentMatchPhysical(matchId: $m) }', {
        m: final.matchId,
      }),
    );
    // Both players direct the club too: only Olga, who does not play, is told to decide their dispute.
    for (const p of [carla, davi])
      data(
        await olga.gql(
          'mutation($c: UUID!, $u: UUID!) { setMemberRole(clubId: $c, userId: $u, role: DIRECTOR) { role } }',
          { c: clubId, u: p.id },
        ),
      );
    const report = data(
      await carla.gql<{ reportTournamentResult: { id: string } }>(
        'mutation($input: TournamentResultInput!) { reportTournamentResult(input: $input) { id } }',
        { input: { matchId: final.matchId, outcome: 'PLAYED', playerId: carla.id, score: [1, 0] } },
      ),
    ).reportTournamentResult;
    await settled();
    expect(await ofKind(davi, 'RESULT_TO_CONFIRM')).toEqual([
      expect.objectContaining({
        link,
        readAt: null,
        payload: expect.objectContaining({ actorName: 'Carla' }),
      }),
    ]);
    expect(await ofKind(carla, 'RESULT_TO_CONFIRM')).toEqual([]);

    data(
      await davi.gql(
        'mutation($r: UUID!, $why: String!) { disputeTournamentResult(reportId: $r, reason: $why) { id } }',
        {
          r: report.id,
          why: 'Eu ganhei essa partida',
        },
      ),
    );
    await settled();
    expect(await ofKind(carla, 'RESULT_DISPUTED')).toEqual([
      expect.objectContaining({ link, payload: expect.objectContaining({ actorName: 'Davi' }) }),
    ]);
    // Davi answered: his notice to confirm is read.
    expect((await ofKind(davi, 'RESULT_TO_CONFIRM'))[0].readAt).not.toBeNull();
    // The directors settle disputes: told once, in words for them, except those who play in the match.
    expect(await ofKind(olga, 'RESULT_DISPUTE_TO_DECIDE')).toEqual([
      expect.objectContaining({
        link,
        readAt: null,
        payload: expect.objectContaining({
          actorName: 'Davi',
          reporterName: 'Carla',
          tournamentName: 'Copa Verão',
        }),
      }),
    ]);
    for (const p of [carla, davi]) expect(await ofKind(p, 'RESULT_DISPUTE_TO_DECIDE')).toEqual([]);
    expect(await ofKind(carla, 'RESULT_DISPUTED')).toHaveLength(1);

    // Olga decides (confirms the disputed result): her notice of the dispute is over.
    data(
      await olga.gql('mutation($r: UUID!) { confirmTournamentResult(reportId: $r) { id } }', {
        r: report.id,
      }),
    );
    await settled();
    expect((await ofKind(olga, 'RESULT_DISPUTE_TO_DECIDE'))[0].readAt).not.toBeNull();
  });

  it('a chouette table waiting for its players', async () => {
    const FIELDS = 'id code seq phase waitingFor { player decision optional }';
    const opened = data(
      await olga.gql<{ openChouette: { id: string; code: string } }>(
        `mutation($input: OpenChouetteInput!) { openChouette(input: $input) { ${FIELDS} } }`,
        { input: { clubId } },
      ),
    ).openChouette;
    let waiting: { player: string | null; decision: string; optional: boolean | null }[] = [];
    for (const p of [bruno, carla, davi])
      waiting = data(
        await p.gql<{ joinChouette: { waitingFor: typeof waiting } }>(
          `mutation($code: String!) { joinChouette(code: $code) { ${FIELDS} } }`,
          { code: opened.code },
        ),
      ).joinChouette.waitingFor;
    await settled();
    const waited = waiting
      .filter((w) => w.player && !w.optional && w.decision !== 'join')
      .map((w) => w.player);
    expect(waited.length).toBeGreaterThan(0);
    for (const p of [bruno, carla, davi]) {
      const notices = (await ofKind(p, 'CHOUETTE_WAITING')).filter(
        (n) => n.link === `/chouette/${opened.id}`,
      );
      expect(notices).toHaveLength(waited.includes(p.id) ? 1 : 0);
    }
  });
});
