/**
 * The tournament specs' club: the fields they read, the mutations they send, a club with its owner, a
 * director, a member who does not play, an outsider and nine players, and the steps that set a tournament up
 * and record its matches. Each spec file starts its own API and club (test/api.ts).
 */
import { Account, GraphQLResponse, signUp, TestApi } from './api';

export function data<T>(response: GraphQLResponse<T>): T {
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

export interface TMatch {
  slot: string;
  matchId: string | null;
  flight: string | null;
  round: number;
  length: number;
  state: string;
  player1: { id: string } | null;
  player2: { id: string } | null;
  winner: { id: string } | null;
  outcome: string | null;
  score: number[] | null;
  kind: string | null;
  matchStatus: string | null;
}
export interface Report {
  id: string;
  status: string;
  winnerId: string;
  outcome: string;
}

export const T_FIELDS =
  'id status format matchLengths crawford consolation lastChance rounds roundsPaired seeds { id }';
export const CREATE = `mutation($input: CreateTournamentInput!) { createTournament(input: $input) { ${T_FIELDS} } }`;
export const REGISTER =
  'mutation($t: UUID!) { registerForTournament(tournamentId: $t) { player { id } checkedInAt withdrawnAt } }';
export const WITHDRAW =
  'mutation($t: UUID!, $u: UUID) { withdrawFromTournament(tournamentId: $t, userId: $u) { player { id } withdrawnAt } }';
export const CHECK_IN =
  'mutation($t: UUID!, $u: UUID) { checkInTournament(tournamentId: $t, userId: $u) { player { id } checkedInAt } }';
export const SEEDING = `mutation($t: UUID!, $m: SeedingMethod!, $o: [UUID!]) { setTournamentSeeding(tournamentId: $t, method: $m, order: $o) { ${T_FIELDS} } }`;
export const DRAW = `mutation($t: UUID!) { drawTournament(tournamentId: $t) { ${T_FIELDS} } }`;
export const START = `mutation($t: UUID!) { startTournament(tournamentId: $t) { ${T_FIELDS} } }`;
export const PAIR = `mutation($t: UUID!) { pairNextRound(tournamentId: $t) { ${T_FIELDS} } }`;
export const TOURNAMENT = `query($t: UUID!) { tournament(id: $t) { ${T_FIELDS} } }`;
export const M_FIELDS =
  'slot matchId flight round length state player1 { id } player2 { id } winner { id } outcome score kind matchStatus';
export const MATCHES = `query($t: UUID!) { tournamentMatches(tournamentId: $t) { ${M_FIELDS} } }`;
export const R_FIELDS = 'id status winnerId outcome';
export const REPORT = `mutation($input: TournamentResultInput!) { reportTournamentResult(input: $input) { ${R_FIELDS} } }`;
export const CONFIRM = `mutation($r: UUID!) { confirmTournamentResult(reportId: $r) { ${R_FIELDS} } }`;
export const DISPUTE = `mutation($r: UUID!, $why: String!) { disputeTournamentResult(reportId: $r, reason: $why) { ${R_FIELDS} disputeReason } }`;
export const CORRECT = `mutation($input: TournamentResultInput!, $why: String!) { correctTournamentResult(input: $input, reason: $why) { ${M_FIELDS} } }`;
export const PHYSICAL = 'mutation($m: UUID!) { markTournamentMatchPhysical(matchId: $m) }';
export const START_MATCH = 'mutation($m: UUID!) { startTournamentMatch(matchId: $m) }';
export const PLACINGS =
  'query($t: UUID!, $f: Flight!) { tournamentPlacings(tournamentId: $t, flight: $f) { place placeTo label player { id } } }';
export const CSV =
  'query($t: UUID!, $e: TournamentExport!, $f: Flight) { tournamentCsv(tournamentId: $t, export: $e, flight: $f) }';
export const STANDINGS =
  'query($t: UUID!) { tournamentStandings(tournamentId: $t) { rank player { id } seed score wins losses byes buchholz medianBuchholz } }';
export const HISTORY =
  'query($c: UUID!, $u: UUID!) { ratingHistory(clubId: $c, userId: $u) { matchId opponent { id } won length ratingBefore ratingAfter change experienceBefore experienceAfter } }';
export const LEADERBOARD =
  'query($c: UUID!) { clubLeaderboard(clubId: $c) { rank rating experience player { id } } }';
export const AUDIT_LOG =
  'query($s: AuditScopeInput!) { auditLog(scope: $s, limit: 500) { seq actorId action subject before after reason } }';
export const VERIFY =
  'query($s: AuditScopeInput!) { verifyAudit(scope: $s) { valid entries firstInvalidSeq problem } }';

export interface HistoryRow {
  matchId: string;
  opponent: { id: string };
  won: boolean;
  length: number;
  ratingBefore: number;
  ratingAfter: number;
  change: number;
  experienceBefore: number;
  experienceAfter: number;
}

/** The club every tournament spec runs in. */
export interface TournamentClub {
  owner: Account; // the club owner: a director
  director: Account;
  member: Account; // a member who does not play
  outsider: Account;
  players: Account[];
  clubId: string;
}

/** Signs up the club's people, creates the club, has everyone join it and makes `director` a director. */
export async function setUpTournamentClub(t: TestApi): Promise<TournamentClub> {
  const [owner, director, member, outsider] = await Promise.all(
    ['Olga', 'Dora', 'Mel', 'Zé'].map((name) => signUp(t, name)),
  );
  const players = await Promise.all(Array.from({ length: 9 }, (_, i) => signUp(t, `P${i + 1}`)));
  const club = await owner.gql<{ createClub: { id: string; invitationCode: string } }>(
    'mutation { createClub(input: { name: "Clube de Torneios" }) { id invitationCode } }',
  );
  const { id: clubId, invitationCode: code } = data(club).createClub;
  for (const who of [director, member, ...players]) {
    data(await who.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', { c: code }));
  }
  data(
    await owner.gql(
      'mutation($c: UUID!, $u: UUID!) { setMemberRole(clubId: $c, userId: $u, role: DIRECTOR) { role } }',
      {
        c: clubId,
        u: director.id,
      },
    ),
  );
  return { owner, director, member, outsider, players, clubId };
}

/** The steps of the specs, for the club `club` holds once its beforeAll ran. */
export function tournamentActions(club: TournamentClub) {
  const byId = (id: string | undefined) => club.players.find((p) => p.id === id) as Account;

  async function matches(tournamentId: string): Promise<TMatch[]> {
    return data(await club.member.gql<{ tournamentMatches: TMatch[] }>(MATCHES, { t: tournamentId }))
      .tournamentMatches;
  }

  async function matchAt(tournamentId: string, slot: string): Promise<TMatch> {
    return (await matches(tournamentId)).find((m) => m.slot === slot) as TMatch;
  }

  async function auditCount(tournamentId: string): Promise<number> {
    const log = await club.member.gql<{ auditLog: unknown[] }>(AUDIT_LOG, {
      s: { type: 'TOURNAMENT', id: tournamentId },
    });
    return data(log).auditLog.length;
  }

  /** A tournament with `entrants` registered and checked in (by a director). */
  async function setUp(input: Record<string, unknown>, entrants: Account[]): Promise<string> {
    const created = await club.owner.gql<{ createTournament: { id: string } }>(CREATE, {
      input: { clubId: club.clubId, ...input },
    });
    const id = data(created).createTournament.id;
    for (const p of entrants) {
      data(await p.gql(REGISTER, { t: id }));
      data(await club.director.gql(CHECK_IN, { t: id, u: p.id }));
    }
    return id;
  }

  /** Records every ready match (player 1 wins by the match length to 0) until none is ready. */
  async function finishAll(tournamentId: string): Promise<void> {
    for (;;) {
      const ready = (await matches(tournamentId)).filter((m) => m.state === 'READY');
      if (!ready.length) return;
      for (const m of ready) {
        data(
          await club.director.gql(REPORT, {
            input: { matchId: m.matchId, outcome: 'PLAYED', playerId: m.player1?.id, score: [m.length, 0] },
          }),
        );
      }
    }
  }

  return { byId, matches, matchAt, auditCount, setUp, finishAll };
}
