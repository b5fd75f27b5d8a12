/**
 * The club rating policy over real GraphQL HTTP on real PostgreSQL (issue 40, part 1): the defaults before
 * any change, a director's change (merged, versioned, in the audit chain with before and after), and the
 * refusals: bad input (changes nothing) and callers without the right.
 */
import { Account, codeOf, signUp, startTestApi, TestApi } from '../../test/api';

const CREATE = 'mutation($name: String!) { createClub(input: { name: $name }) { id invitationCode } }';
const JOIN = 'mutation($code: String!) { joinClub(invitationCode: $code) { id } }';
const SET_ROLE =
  'mutation($c: UUID!, $u: UUID!, $r: ClubRole!) { setMemberRole(clubId: $c, userId: $u, role: $r) { role } }';
const FIELDS =
  'minLength online physical tournament league ladder challenge friendly chouette retirement timeout forfeit walkover unfinished settled version';
const POLICY = `query($c: UUID!) { clubRatingPolicy(clubId: $c) { ${FIELDS} } }`;
const SET = `mutation($c: UUID!, $i: ClubRatingPolicyInput!) { setClubRatingPolicy(clubId: $c, input: $i) { ${FIELDS} } }`;
const LOG = 'query($c: UUID!) { auditLog(scope: { type: CLUB, id: $c }) { action actorId before after } }';

const DEFAULTS = {
  minLength: 1,
  online: true,
  physical: true,
  tournament: true,
  league: true,
  ladder: true,
  challenge: true,
  friendly: false,
  chouette: false,
  retirement: true,
  timeout: true,
  forfeit: false,
  walkover: false,
  unfinished: false,
  settled: false,
};

describe('club rating policy (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let owner: Account;
  let director: Account;
  let member: Account;
  let outsider: Account;
  let clubId: string;

  beforeAll(async () => {
    t = await startTestApi();
    [owner, director, member, outsider] = await Promise.all(
      ['Olga', 'Dora', 'Ana', 'Zé'].map((name) => signUp(t, name)),
    );
    const created = await owner.gql<{ createClub: { id: string; invitationCode: string } }>(CREATE, {
      name: 'Clube da Escada',
    });
    clubId = created.data!.createClub.id;
    for (const who of [director, member])
      await who.gql(JOIN, { code: created.data!.createClub.invitationCode });
    await owner.gql(SET_ROLE, { c: clubId, u: director.id, r: 'DIRECTOR' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the UKBGF defaults (version 0) before any change, members only', async () => {
    const read = await member.gql<{ clubRatingPolicy: unknown }>(POLICY, { c: clubId });
    expect(read.data?.clubRatingPolicy).toEqual({ ...DEFAULTS, version: 0 });
    expect(codeOf(await outsider.gql(POLICY, { c: clubId }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(POLICY, { c: clubId }))).toBe('UNAUTHENTICATED');
  });

  it('lets a director change it: merged, versioned and audited with before and after', async () => {
    const set = await director.gql<{ setClubRatingPolicy: unknown }>(SET, {
      c: clubId,
      i: { minLength: 3, chouette: true },
    });
    expect(set.data?.setClubRatingPolicy).toEqual({ ...DEFAULTS, minLength: 3, chouette: true, version: 1 });
    const again = await director.gql<{ setClubRatingPolicy: unknown }>(SET, {
      c: clubId,
      i: { online: false },
    });
    expect(again.data?.setClubRatingPolicy).toEqual({
      ...DEFAULTS,
      minLength: 3,
      chouette: true,
      online: false,
      version: 2,
    });
    const log = await owner.gql<{
      auditLog: { action: string; actorId: string; before: string; after: string }[];
    }>(LOG, { c: clubId });
    const changes = log.data!.auditLog.filter((e) => e.action === 'rating-policy.changed');
    expect(
      changes.map((e) => [e.actorId, JSON.parse(e.before).version, JSON.parse(e.after).version]),
    ).toEqual([
      [director.id, 0, 1],
      [director.id, 1, 2],
    ]);
    expect(JSON.parse(changes[1].after).policy).toMatchObject({
      minLength: 3,
      online: false,
      chouette: true,
    });
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await member.gql<{ clubRatingPolicy: unknown }>(POLICY, { c: clubId });
    expect(codeOf(await director.gql(SET, { c: clubId, i: { minLength: 0 } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await director.gql(SET, { c: clubId, i: { minLength: 1000 } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await director.gql(SET, { c: clubId, i: { minLength: 2.5 } }))).toBe('BAD_USER_INPUT');
    // Neither board rated: refused by @gamao/season's validateRatingPolicy (online is already off).
    expect(codeOf(await director.gql(SET, { c: clubId, i: { physical: false } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await director.gql(SET, { c: clubId, i: { forfeit: 'yes' } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await director.gql(SET, { c: 'not-a-uuid', i: {} }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await director.gql(SET, { c: '00000000-0000-4000-8000-000000000000', i: {} }))).toBe(
      'NOT_FOUND',
    );
    const after = await member.gql<{ clubRatingPolicy: unknown }>(POLICY, { c: clubId });
    expect(after.data).toEqual(before.data);
  });

  it('refuses a caller without the right', async () => {
    expect(codeOf(await member.gql(SET, { c: clubId, i: { chouette: false } }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(SET, { c: clubId, i: { chouette: false } }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(SET, { c: clubId, i: { chouette: false } }))).toBe('UNAUTHENTICATED');
    const read = await member.gql<{ clubRatingPolicy: { chouette: boolean; version: number } }>(POLICY, {
      c: clubId,
    });
    expect(read.data?.clubRatingPolicy).toMatchObject({ chouette: true, version: 2 });
  });
});
