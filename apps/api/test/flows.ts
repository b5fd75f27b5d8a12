import type { GraphQLResponse } from './api';

/** Anything that sends GraphQL as a signed-in member. */
export interface Player {
  readonly id: string;
  readonly token: string;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResponse<T>>;
}

type Send = <T>(
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
) => Promise<GraphQLResponse<T>>;

export function data<T>(response: GraphQLResponse<T>): T {
  if (!response.data || response.errors?.length) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

let accounts = 0;

/** Signs up a member through any API (in-process or a process of its own). */
export async function signUpWith(send: Send, displayName: string): Promise<Player> {
  const email = `flow${process.pid}-${++accounts}-${Date.now()}@example.com`;
  const { signUp } = data(
    await send<{ signUp: { token: string; me: { id: string } } }>(
      'mutation($input: SignUpInput!) { signUp(input: $input) { token me { id } } }',
      { input: { email, password: 'correct horse 42', displayName } },
    ),
  );
  return {
    id: signUp.me.id,
    token: signUp.token,
    gql: (query, variables) => send(query, variables, signUp.token),
  };
}

/** A club of `owner` that every other player joins. */
export async function clubOf(owner: Player, members: Player[]): Promise<string> {
  const club = data(
    await owner.gql<{ createClub: { id: string; invitationCode: string } }>(
      'mutation { createClub(input: { name: "Clube de Teste" }) { id invitationCode } }',
    ),
  ).createClub;
  for (const m of members) {
    data(
      await m.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
        c: club.invitationCode,
      }),
    );
  }
  return club.id;
}

/** A challenge match of `length` points (with a time control, when given), accepted and active. */
export async function activeMatch(
  clubId: string,
  a: Player,
  b: Player,
  length = 1,
  timeControl: Record<string, unknown> | null = null,
): Promise<string> {
  const id = data(
    await a.gql<{ challenge: { id: string } }>(
      'mutation($i: ChallengeInput!) { challenge(input: $i) { id } }',
      {
        i: { clubId, opponentId: b.id, options: { length }, timeControl },
      },
    ),
  ).challenge.id;
  data(await b.gql('mutation($id: UUID!) { acceptChallenge(matchId: $id) { id } }', { id }));
  return id;
}

const VIEW = 'seq status phase sideToAct';
export interface MatchView {
  seq: number;
  status: string;
  phase: string;
  sideToAct: number | null;
}

/** Side 0 and side 1 of a match. */
export async function sidesOf(matchId: string, players: Player[]): Promise<[Player, Player]> {
  const { match } = data(
    await players[0].gql<{ match: { players: { side: number; user: { id: string } }[] } }>(
      'query($id: UUID!) { match(id: $id) { players { side user { id } } } }',
      { id: matchId },
    ),
  );
  const bySide = (side: number) =>
    players.find((p) => p.id === match.players.find((q) => q.side === side)?.user.id) as Player;
  return [bySide(0), bySide(1)];
}

/** The opening roll, then the side to act resigns a single game and the other accepts: the last action. */
export async function playToResignation(
  matchId: string,
  sides: [Player, Player],
): Promise<{ winner: Player; loser: Player; last: () => Promise<MatchView> }> {
  let m = data(
    await sides[0].gql<{ rollDice: MatchView }>(
      `mutation($id: UUID!) { rollDice(matchId: $id, expectedSeq: 0) { ${VIEW} } }`,
      { id: matchId },
    ),
  ).rollDice;
  while (m.phase !== 'moving') {
    m = data(
      await sides[0].gql<{ rollDice: MatchView }>(
        `mutation($id: UUID!, $s: Int!) { rollDice(matchId: $id, expectedSeq: $s) { ${VIEW} } }`,
        { id: matchId, s: m.seq },
      ),
    ).rollDice;
  }
  const loser = sides[m.sideToAct ?? 0];
  const winner = loser === sides[0] ? sides[1] : sides[0];
  m = data(
    await loser.gql<{ resign: MatchView }>(
      `mutation($id: UUID!, $s: Int!) { resign(matchId: $id, expectedSeq: $s, kind: single) { ${VIEW} } }`,
      { id: matchId, s: m.seq },
    ),
  ).resign;
  const seq = m.seq;
  return {
    winner,
    loser,
    last: async () =>
      data(
        await winner.gql<{ acceptResignation: MatchView }>(
          `mutation($id: UUID!, $s: Int!) { acceptResignation(matchId: $id, expectedSeq: $s) { ${VIEW} } }`,
          { id: matchId, s: seq },
        ),
      ).acceptResignation,
  };
}

/**
 * A two-player single-elimination tournament of one-point matches (with `settings` added to its input), its
 * final started on the site by the first entrant unless `start` is false; returns the final's match id.
 */
export async function tournamentFinal(
  clubId: string,
  director: Player,
  entrants: [Player, Player],
  settings: Record<string, unknown> = {},
  start = true,
): Promise<{ tournamentId: string; matchId: string }> {
  const tournamentId = data(
    await director.gql<{ createTournament: { id: string } }>(
      'mutation($input: CreateTournamentInput!) { createTournament(input: $input) { id } }',
      { input: { clubId, name: 'Copa', format: 'SINGLE_ELIMINATION', matchLengths: [1], ...settings } },
    ),
  ).createTournament.id;
  for (const p of entrants) {
    data(
      await p.gql('mutation($t: UUID!) { registerForTournament(tournamentId: $t) { checkedInAt } }', {
        t: tournamentId,
      }),
    );
    data(
      await director.gql(
        'mutation($t: UUID!, $u: UUID) { checkInTournament(tournamentId: $t, userId: $u) { checkedInAt } }',
        {
          t: tournamentId,
          u: p.id,
        },
      ),
    );
  }
  data(
    await director.gql('mutation($t: UUID!) { drawTournament(tournamentId: $t) { id } }', {
      t: tournamentId,
    }),
  );
  data(
    await director.gql('mutation($t: UUID!) { startTournament(tournamentId: $t) { id } }', {
      t: tournamentId,
    }),
  );
  const [final] = data(
    await director.gql<{ tournamentMatches: { matchId: string }[] }>(
      'query($t: UUID!) { tournamentMatches(tournamentId: $t) { matchId } }',
      { t: tournamentId },
    ),
  ).tournamentMatches;
  if (start) {
    data(
      await entrants[0].gql('mutation($m: UUID!) { startTournamentMatch(matchId: $m) }', {
        m: final.matchId,
      }),
    );
  }
  return { tournamentId, matchId: final.matchId };
}
