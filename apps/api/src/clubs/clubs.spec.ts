import { Account, codeOf, signUp, startTestApi, TestApi } from '../../test/api';

const CREATE =
  'mutation($name: String!) { createClub(input: { name: $name }) { id name myRole invitationCode memberCount } }';
const JOIN = 'mutation($code: String!) { joinClub(invitationCode: $code) { id myRole invitationCode } }';
const SET_ROLE =
  'mutation($c: UUID!, $u: UUID!, $r: ClubRole!) { setMemberRole(clubId: $c, userId: $u, role: $r) { role user { id } } }';
const REMOVE = 'mutation($c: UUID!, $u: UUID!) { removeMember(clubId: $c, userId: $u) }';
const MEMBERS = 'query($c: UUID!) { clubMembers(clubId: $c) { role user { id displayName } } }';

describe('clubs and roles (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let owner: Account;
  let ana: Account;
  let bia: Account;
  let outsider: Account;
  let clubId: string;
  let code: string;

  beforeAll(async () => {
    t = await startTestApi();
    [owner, ana, bia, outsider] = await Promise.all(
      ['Olga', 'Ana', 'Bia', 'Zé'].map((name) => signUp(t, name)),
    );
    const created = await owner.gql<{ createClub: { id: string; invitationCode: string } }>(CREATE, {
      name: 'Clube do Gamão',
    });
    clubId = created.data!.createClub.id;
    code = created.data!.createClub.invitationCode;
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes the creator the owner, who sees the invitation code', async () => {
    const created = await owner.gql(CREATE, { name: 'Outro Clube' });
    expect(created.data?.createClub).toMatchObject({ name: 'Outro Clube', myRole: 'OWNER', memberCount: 1 });
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(codeOf(await owner.gql(CREATE, { name: ' ' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(CREATE, { name: 'Anônimo' }))).toBe('UNAUTHENTICATED');
  });

  it('lets members join with the code (case-insensitive), once, and hides the code from them', async () => {
    const joined = await ana.gql(JOIN, { code: code.toLowerCase() });
    expect(joined.data?.joinClub).toEqual({ id: clubId, myRole: 'MEMBER', invitationCode: null });
    expect(codeOf(await ana.gql(JOIN, { code }))).toBe('ALREADY_MEMBER');
    expect(codeOf(await bia.gql(JOIN, { code: 'NOPE2345' }))).toBe('INVALID_INVITATION');
    await bia.gql(JOIN, { code });
    const members = await owner.gql<{ clubMembers: { role: string; user: { displayName: string } }[] }>(
      MEMBERS,
      { c: clubId },
    );
    expect(members.data?.clubMembers.map((m) => [m.user.displayName, m.role])).toEqual([
      ['Olga', 'OWNER'],
      ['Ana', 'MEMBER'],
      ['Bia', 'MEMBER'],
    ]);
  });

  it('refuses club data to non-members and malformed ids', async () => {
    expect(codeOf(await outsider.gql(MEMBERS, { c: clubId }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql('query($c: UUID!) { club(id: $c) { name } }', { c: clubId }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await owner.gql(MEMBERS, { c: 'not-a-uuid' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await owner.gql(MEMBERS, { c: '00000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
  });

  it('lets only owners change roles', async () => {
    expect(codeOf(await ana.gql(SET_ROLE, { c: clubId, u: bia.id, r: 'DIRECTOR' }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(SET_ROLE, { c: clubId, u: bia.id, r: 'DIRECTOR' }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(SET_ROLE, { c: clubId, u: bia.id, r: 'DIRECTOR' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await owner.gql(SET_ROLE, { c: clubId, u: outsider.id, r: 'DIRECTOR' }))).toBe(
      'NOT_A_MEMBER',
    );
    expect(codeOf(await owner.gql(SET_ROLE, { c: clubId, u: bia.id, r: 'KING' }))).toBe('BAD_USER_INPUT');
    const promoted = await owner.gql(SET_ROLE, { c: clubId, u: ana.id, r: 'DIRECTOR' });
    expect(promoted.data?.setMemberRole).toEqual({ role: 'DIRECTOR', user: { id: ana.id } });
    // A director still may not change roles.
    expect(codeOf(await ana.gql(SET_ROLE, { c: clubId, u: bia.id, r: 'DIRECTOR' }))).toBe('FORBIDDEN');
    const directorView = await ana.gql<{ club: { invitationCode: string } }>(
      'query($c: UUID!) { club(id: $c) { invitationCode } }',
      { c: clubId },
    );
    expect(directorView.data?.club.invitationCode).toBe(code);
  });

  it('keeps at least one owner', async () => {
    expect(codeOf(await owner.gql(SET_ROLE, { c: clubId, u: owner.id, r: 'MEMBER' }))).toBe('LAST_OWNER');
    expect(codeOf(await owner.gql('mutation($c: UUID!) { leaveClub(clubId: $c) }', { c: clubId }))).toBe(
      'LAST_OWNER',
    );
  });

  it('lets directors remove members but not directors or owners', async () => {
    const extra = await signUp(t, 'Caio');
    await extra.gql(JOIN, { code });
    expect(codeOf(await bia.gql(REMOVE, { c: clubId, u: extra.id }))).toBe('FORBIDDEN');
    expect(codeOf(await ana.gql(REMOVE, { c: clubId, u: owner.id }))).toBe('FORBIDDEN');
    expect((await ana.gql(REMOVE, { c: clubId, u: extra.id })).data).toEqual({ removeMember: true });
    expect(codeOf(await extra.gql(MEMBERS, { c: clubId }))).toBe('FORBIDDEN');
    expect(codeOf(await ana.gql(REMOVE, { c: clubId, u: extra.id }))).toBe('NOT_A_MEMBER');
  });

  it('regenerates the invitation code for directors, and the old one stops working', async () => {
    expect(
      codeOf(
        await bia.gql('mutation($c: UUID!) { regenerateInvitationCode(clubId: $c) { invitationCode } }', {
          c: clubId,
        }),
      ),
    ).toBe('FORBIDDEN');
    const fresh = await ana.gql<{ regenerateInvitationCode: { invitationCode: string } }>(
      'mutation($c: UUID!) { regenerateInvitationCode(clubId: $c) { invitationCode } }',
      { c: clubId },
    );
    const newCode = fresh.data!.regenerateInvitationCode.invitationCode;
    expect(newCode).not.toBe(code);
    expect(codeOf(await outsider.gql(JOIN, { code }))).toBe('INVALID_INVITATION');
    expect((await outsider.gql(JOIN, { code: newCode })).data).toBeTruthy();
  });

  it('lets a member leave', async () => {
    expect((await bia.gql('mutation($c: UUID!) { leaveClub(clubId: $c) }', { c: clubId })).data).toEqual({
      leaveClub: true,
    });
    expect(codeOf(await bia.gql(MEMBERS, { c: clubId }))).toBe('FORBIDDEN');
  });
});
