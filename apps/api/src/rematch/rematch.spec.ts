/**
 * "Revanche" on real PostgreSQL over real HTTP (issue 42, part 3): offered once a match is over, accepted by the
 * other player, a new match with the same settings and the sides swapped, started at once; refused before the
 * end, to a caller who is not a player, to the offerer, and a second time; a tournament's match never has one
 * (its board asks and gets REMATCH_NOT_AVAILABLE, so it shows no "Revanche").
 */
import { codeOf, startTestApi, TestApi } from '../../test/api';
import { data, MatchClub, matchSteps, MatchView, RESIGN, setUpMatchClub, sql } from '../../test/online-match';

const OFFER = 'mutation($m: UUID!) { offerRematch(matchId: $m) { matchId offeredById newMatchId } }';
const OFFER_OF = 'query($m: UUID!) { rematchOffer(matchId: $m) { matchId } }';
const ACCEPT = 'mutation($m: UUID!) { acceptRematch(matchId: $m) { matchId offeredById newMatchId } }';
type Offer = { matchId: string; offeredById: string; newMatchId: string | null };

describe('rematch (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  const club = {} as MatchClub;
  const { players, newMatch, act, playOn } = matchSteps(club);
  const rematches = async () =>
    Number((await sql<{ n: string }>(t.database.url, 'SELECT count(*) AS n FROM "MatchRematch"'))[0].n);

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 1_000_000 } });
    Object.assign(club, await setUpMatchClub(t));
  });
  afterAll(async () => t?.close());

  /** A 1-point match ended by a resignation: the side to move resigns a single game, the other accepts. */
  async function finishedMatch(): Promise<string> {
    const id = await newMatch({ length: 1 });
    let m = await playOn(id, (s) => s.phase === 'moving');
    const side = m.sideToAct ?? 0;
    m = data(
      await players()[side].gql<{ resign: MatchView }>(RESIGN, { id, seq: m.seq, kind: 'single' }),
    ).resign;
    m = data(await act(players()[1 - side], 'acceptResignation', id, m.seq)).acceptResignation;
    expect(m.status).toBe('FINISHED');
    return id;
  }

  it('refuses a rematch before the end, and callers who are not its players', async () => {
    const live = await newMatch({ length: 1 });
    expect(codeOf(await club.ana.gql(OFFER, { m: live }))).toBe('REMATCH_NOT_AVAILABLE');
    const id = await finishedMatch();
    expect(codeOf(await club.spectator.gql(OFFER, { m: id }))).toBe('FORBIDDEN');
    expect(codeOf(await club.outsider.gql(OFFER, { m: id }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(OFFER, { m: id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await club.ana.gql(OFFER, { m: 'x' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await club.ana.gql(OFFER, { m: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await club.bia.gql(ACCEPT, { m: id }))).toBe('REMATCH_NOT_AVAILABLE'); // nothing offered
    expect(await rematches()).toBe(0);
  });

  it('offered and accepted: a new match, same settings, sides swapped, started; only once', async () => {
    const id = await finishedMatch();
    const offer = data(await club.ana.gql<{ offerRematch: Offer }>(OFFER, { m: id })).offerRematch;
    expect(offer).toEqual({ matchId: id, offeredById: club.ana.id, newMatchId: null });
    expect(codeOf(await club.ana.gql(ACCEPT, { m: id }))).toBe('FORBIDDEN'); // the offerer does not accept
    expect(codeOf(await club.spectator.gql(ACCEPT, { m: id }))).toBe('FORBIDDEN');

    const accepted = data(await club.bia.gql<{ acceptRematch: Offer }>(ACCEPT, { m: id })).acceptRematch;
    expect(accepted.newMatchId).toBeTruthy();
    const rows = await sql<{ id: string; status: string; options: unknown; side: number; userId: string }>(
      t.database.url,
      `SELECT m.id, m.status::text AS status, m.options, p.side, p."userId" FROM "Match" m
         JOIN "MatchParticipant" p ON p."matchId" = m.id WHERE m.id = ANY($1::uuid[]) ORDER BY m.id, p.side`,
      [[id, accepted.newMatchId]],
    );
    const of = (matchId: string) => rows.filter((r) => r.id === matchId);
    expect(of(accepted.newMatchId!).map((r) => r.userId)).toEqual([club.bia.id, club.ana.id]);
    expect(of(id).map((r) => r.userId)).toEqual([club.ana.id, club.bia.id]);
    expect(of(accepted.newMatchId!)[0].status).toBe('ACTIVE');
    expect(of(accepted.newMatchId!)[0].options).toEqual(of(id)[0].options);

    expect(codeOf(await club.bia.gql(ACCEPT, { m: id }))).toBe('REMATCH_NOT_AVAILABLE');
    expect(codeOf(await club.ana.gql(OFFER, { m: id }))).toBe('REMATCH_NOT_AVAILABLE');
    expect(await rematches()).toBe(1);
  });

  it("a tournament's match has no rematch: asked or offered, REMATCH_NOT_AVAILABLE, nothing stored", async () => {
    const id = await finishedMatch();
    expect(data(await club.ana.gql<{ rematchOffer: null }>(OFFER_OF, { m: id })).rematchOffer).toBeNull();
    const { createTournament } = data(
      await club.ana.gql<{ createTournament: { id: string } }>(
        'mutation($input: CreateTournamentInput!) { createTournament(input: $input) { id } }',
        { input: { clubId: club.clubId, name: 'Copa', format: 'ROUND_ROBIN', matchLengths: [1] } },
      ),
    );
    // As the draw would have made it: the same finished match, now one of the tournament's.
    await sql(t.database.url, 'UPDATE "Match" SET "tournamentId" = $1 WHERE id = $2', [
      createTournament.id,
      id,
    ]);
    const before = await rematches();
    expect(codeOf(await club.ana.gql(OFFER_OF, { m: id }))).toBe('REMATCH_NOT_AVAILABLE');
    expect(codeOf(await club.bia.gql(OFFER, { m: id }))).toBe('REMATCH_NOT_AVAILABLE');
    expect(codeOf(await club.outsider.gql(OFFER_OF, { m: id }))).toBe('FORBIDDEN');
    expect(await rematches()).toBe(before);
  });
});
