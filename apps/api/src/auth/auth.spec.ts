import { codeOf, signUp, startTestApi, TestApi } from '../../test/api';

const SIGN_UP =
  'mutation($input: SignUpInput!) { signUp(input: $input) { token me { id email displayName locale } } }';
const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { token me { id } } }';
const ME = '{ me { id email displayName } }';

describe('accounts (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs up with a session cookie for the site and a bearer token for API clients', async () => {
    const response = await fetch(t.httpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: SIGN_UP,
        variables: {
          input: { email: ' Ana@Example.com ', password: 'correct horse 42', displayName: 'Ana' },
        },
      }),
    });
    const body = await response.json();
    expect(body.data.signUp.me).toMatchObject({
      email: 'ana@example.com',
      displayName: 'Ana',
      locale: 'pt-BR',
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^gamao_session=[\w-]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const byCookie = await t.gql(ME, {}, { cookie: cookie.split(';')[0] });
    expect(byCookie.data).toEqual({
      me: { id: body.data.signUp.me.id, email: 'ana@example.com', displayName: 'Ana' },
    });
    const byBearer = await t.gql(ME, {}, { authorization: `Bearer ${body.data.signUp.token}` });
    expect(byBearer.data).toEqual(byCookie.data);
  });

  it('refuses a weak password, a bad email and a taken email, and creates nothing', async () => {
    const weak = await t.gql(SIGN_UP, {
      input: { email: 'weak@example.com', password: 'short1', displayName: 'W' + 'x' },
    });
    expect(codeOf(weak)).toBe('WEAK_PASSWORD');
    expect(weak.errors?.[0].message).toBe('Esta senha é fácil de adivinhar.');
    expect(weak.errors?.[0].extensions).toMatchObject({ reasons: ['Use pelo menos 10 caracteres.'] });
    const noDigits = await t.gql(SIGN_UP, {
      input: { email: 'weak@example.com', password: 'senha123456', displayName: 'Wx' },
    });
    expect(codeOf(noDigits)).toBe('WEAK_PASSWORD');
    const login = await t.gql(SIGN_IN, { input: { email: 'weak@example.com', password: 'short1' } });
    expect(codeOf(login)).toBe('INVALID_CREDENTIALS');
    const badEmail = await t.gql(SIGN_UP, {
      input: { email: 'not-an-email', password: 'correct horse 42', displayName: 'Bo' },
    });
    expect(codeOf(badEmail)).toBe('BAD_USER_INPUT');
    const first = await signUp(t, 'Carla');
    const taken = await t.gql(SIGN_UP, {
      input: { email: first.email, password: 'correct horse 42', displayName: 'Other' },
    });
    expect(codeOf(taken)).toBe('EMAIL_IN_USE');
  });

  it('answers in English when the caller asks for it', async () => {
    const result = await t.gql(
      SIGN_IN,
      { input: { email: 'nobody@example.com', password: 'whatever 123' } },
      {
        'accept-language': 'en-US,en;q=0.9',
      },
    );
    expect(codeOf(result)).toBe('INVALID_CREDENTIALS');
    expect(result.errors?.[0].message).toBe('Wrong email or password.');
    expect(JSON.stringify(result.errors)).not.toMatch(/stacktrace|at .*\.ts/);
  });

  it('signs in, and rate-limits failed sign-ins per email', async () => {
    const account = await signUp(t, 'Davi');
    const ok = await t.gql(SIGN_IN, { input: { email: account.email, password: 'correct horse 42' } });
    expect(ok.errors).toBeUndefined();
    for (let i = 0; i < 5; i++) {
      const wrong = await t.gql(SIGN_IN, {
        input: { email: account.email, password: `wrong password ${i}` },
      });
      expect(codeOf(wrong)).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await t.gql(SIGN_IN, { input: { email: account.email, password: 'correct horse 42' } });
    expect(codeOf(blocked)).toBe('TOO_MANY_ATTEMPTS');
  });

  it('signs out by revoking the session', async () => {
    const account = await signUp(t, 'Eva');
    expect((await account.gql(ME)).data?.me).toMatchObject({ id: account.id });
    expect((await account.gql('mutation { signOut }')).data).toEqual({ signOut: true });
    expect((await account.gql(ME)).data).toEqual({ me: null });
    expect(codeOf(await account.gql('mutation { signOut }'))).toBe('UNAUTHENTICATED');
  });

  it('updates the display name and preferred language, and refuses bad values or anonymous callers', async () => {
    const account = await signUp(t, 'Fábio');
    const UPDATE =
      'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { displayName locale } }';
    expect((await account.gql(UPDATE, { input: { displayName: ' Fabinho ', locale: 'en' } })).data).toEqual({
      updateProfile: { displayName: 'Fabinho', locale: 'en' },
    });
    expect(codeOf(await account.gql(UPDATE, { input: { locale: 'fr' } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await account.gql(UPDATE, { input: { displayName: 'x' } }))).toBe('BAD_USER_INPUT');
    expect((await account.gql(ME)).data).toMatchObject({ me: { displayName: 'Fabinho' } });
    expect(codeOf(await t.gql(UPDATE, { input: { locale: 'en' } }))).toBe('UNAUTHENTICATED');
  });
});
