/**
 * Club ladders over real GraphQL HTTP on real PostgreSQL (issue 40, part 2): a director creates one, members
 * join at the bottom, challenge within the reach, the defender refuses (a forfeit: the challenger moves up,
 * audited), the public link reads it without sign-in; every mutation refuses bad input (changing nothing)
 * and callers without the right.
 */
import { Account, codeOf, GraphQLResponse, signUp, startTestApi, TestApi } from '../../test/api';

function data<T>(response: GraphQLResponse<T>): T {
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

const FIELDS =
  'id reach deadlineDays movement publicToken rungs { position userId } challenges { id challengerId defenderId status issuedAt deadline }';
interface L {
  id: string;
  reach: number;
  deadlineDays: number;
  movement: string;
  publicToken: string | null;
  rungs: { position: number; userId: string }[];
  challenges: {
    id: string;
    challengerId: string;
    defenderId: string;
    status: string;
    issuedAt: string;
    deadline: string;
  }[];
}
const CREATE = `mutation($i: CreateLadderInput!) { createLadder(input: $i) { ${FIELDS} } }`;
const JOIN = `mutation($l: UUID!) { joinLadder(ladderId: $l) { ${FIELDS} } }`;
const CHALLENGE = `mutation($l: UUID!, $d: UUID!) { challengeOnLadder(ladderId: $l, defenderId: $d) { ${FIELDS} } }`;
const REFUSE = `mutation($c: UUID!) { refuseLadderChallenge(challengeId: $c) { ${FIELDS} } }`;
const LADDER = `query($l: UUID!) { ladder(id: $l) { ${FIELDS} } }`;
const PUBLIC = `query($t: String!) { publicLadder(token: $t) { ${FIELDS} } }`;

describe('club ladders (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let owner: Account;
  let p: Account[];
  let outsider: Account;
  let clubId: string;
  let ladderId: string;

  beforeAll(async () => {
    t = await startTestApi();
    owner = await signUp(t, 'Olga');
    p = await Promise.all(['Ana', 'Bia', 'Caio', 'Duda'].map((n) => signUp(t, n)));
    outsider = await signUp(t, 'Zé');
    const club = data(
      await owner.gql<{ createClub: { id: string; invitationCode: string } }>(
        'mutation { createClub(input: { name: "Clube da Escada" }) { id invitationCode } }',
      ),
    ).createClub;
    clubId = club.id;
    for (const who of p)
      data(
        await who.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
          c: club.invitationCode,
        }),
      );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets a director create a ladder with the defaults, and refuses bad input and members', async () => {
    expect(codeOf(await owner.gql(CREATE, { i: { clubId, name: 'Escada', reach: 0 } }))).toBe(
      'INVALID_LADDER_OPTIONS',
    );
    expect(codeOf(await owner.gql(CREATE, { i: { clubId, name: 'Escada', deadlineDays: 61 } }))).toBe(
      'INVALID_LADDER_OPTIONS',
    );
    expect(codeOf(await owner.gql(CREATE, { i: { clubId, name: ' ' } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await owner.gql(CREATE, { i: { clubId, name: 'Escada', movement: 'JUMP' } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await p[0].gql(CREATE, { i: { clubId, name: 'Escada' } }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(CREATE, { i: { clubId, name: 'Escada' } }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(CREATE, { i: { clubId, name: 'Escada' } }))).toBe('UNAUTHENTICATED');
    const created = data(
      await owner.gql<{ createLadder: L }>(CREATE, { i: { clubId, name: 'Escada' } }),
    ).createLadder;
    expect(created).toMatchObject({
      reach: 5,
      deadlineDays: 7,
      movement: 'LEAPFROG',
      rungs: [],
      challenges: [],
    });
    expect(created.publicToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    ladderId = created.id;
  });

  it('lets members join at the bottom, once; not outsiders', async () => {
    for (const who of p) data(await who.gql(JOIN, { l: ladderId }));
    expect(codeOf(await p[0].gql(JOIN, { l: ladderId }))).toBe('ALREADY_ON_LADDER');
    expect(codeOf(await outsider.gql(JOIN, { l: ladderId }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(JOIN, { l: ladderId }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await p[0].gql(JOIN, { l: 'nope' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await p[0].gql(JOIN, { l: '00000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
    const ladder = data(await p[0].gql<{ ladder: L }>(LADDER, { l: ladderId })).ladder;
    expect(ladder.rungs.map((r) => r.userId)).toEqual(p.map((x) => x.id));
  });

  it('challenges within the reach with a 7-day deadline; a refusal forfeits and the challenger moves up', async () => {
    const before = data(await p[0].gql<{ ladder: L }>(LADDER, { l: ladderId })).ladder;
    expect(codeOf(await p[0].gql(CHALLENGE, { l: ladderId, d: p[3].id }))).toBe('CHALLENGE_BELOW');
    expect(codeOf(await p[1].gql(CHALLENGE, { l: ladderId, d: p[1].id }))).toBe('CHALLENGE_SELF');
    expect(codeOf(await p[3].gql(CHALLENGE, { l: ladderId, d: outsider.id }))).toBe('NOT_ON_LADDER');
    expect(codeOf(await outsider.gql(CHALLENGE, { l: ladderId, d: p[0].id }))).toBe('FORBIDDEN');
    expect(data(await p[0].gql<{ ladder: L }>(LADDER, { l: ladderId })).ladder).toEqual(before);

    const issued = data(
      await p[3].gql<{ challengeOnLadder: L }>(CHALLENGE, { l: ladderId, d: p[1].id }),
    ).challengeOnLadder;
    const c = issued.challenges[0];
    expect(c).toMatchObject({ challengerId: p[3].id, defenderId: p[1].id, status: 'open' });
    expect(Date.parse(c.deadline) - Date.parse(c.issuedAt)).toBe(7 * 86_400_000);
    expect(codeOf(await p[2].gql(CHALLENGE, { l: ladderId, d: p[1].id }))).toBe('IN_OPEN_CHALLENGE');

    expect(codeOf(await p[3].gql(REFUSE, { c: c.id }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(REFUSE, { c: c.id }))).toBe('FORBIDDEN');
    expect(codeOf(await p[1].gql(REFUSE, { c: 'nope' }))).toBe('BAD_USER_INPUT');
    const refused = data(
      await p[1].gql<{ refuseLadderChallenge: L }>(REFUSE, { c: c.id }),
    ).refuseLadderChallenge;
    // Leapfrog: Duda takes Bia's place, Bia and Caio move down one.
    expect(refused.rungs.map((r) => r.userId)).toEqual([p[0].id, p[3].id, p[1].id, p[2].id]);
    expect(refused.challenges[0].status).toBe('refused');
    expect(codeOf(await p[1].gql(REFUSE, { c: c.id }))).toBe('CHALLENGE_CLOSED');
    const log = data(
      await owner.gql<{ auditLog: { action: string; actorId: string }[] }>(
        'query($c: UUID!) { auditLog(scope: { type: CLUB, id: $c }) { action actorId } }',
        { c: clubId },
      ),
    ).auditLog;
    expect(log.filter((e) => e.action === 'ladder.challengeRefused')).toEqual([
      { action: 'ladder.challengeRefused', actorId: p[1].id },
    ]);
  });

  it('reads the ladder by its public link without sign-in, never showing the token', async () => {
    const token = data(await p[0].gql<{ ladder: L }>(LADDER, { l: ladderId })).ladder.publicToken!;
    const read = data(await t.gql<{ publicLadder: L }>(PUBLIC, { t: token })).publicLadder;
    expect(read.publicToken).toBeNull();
    expect(read.rungs).toHaveLength(4);
    expect(codeOf(await t.gql(PUBLIC, { t: 'short' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(PUBLIC, { t: 'A'.repeat(32) }))).toBe('NOT_FOUND');
    expect(codeOf(await outsider.gql(LADDER, { l: ladderId }))).toBe('FORBIDDEN');
  });
});
