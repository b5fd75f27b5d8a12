/**
 * Issue #13, item 5: every input has bounds. Each bad input below is refused with BAD_USER_INPUT naming the
 * field in `extensions.field`, and nothing is stored (the table's rows are counted before and after), over
 * real HTTP (and one over the WebSocket, which passes the same argument rules).
 *
 * Before the rules: the NUL byte and the lone surrogate answered INTERNAL_SERVER_ERROR (PostgreSQL refused
 * the text); the right-to-left override, the 1e308 stake, the 5,000 match lengths and the 305-character
 * e-mail were accepted and stored.
 */
import { Client } from 'pg';
import {
  codeOf,
  type GraphQLResponse,
  signUp,
  startTestApi,
  subscribeOverWebSocket,
  type TestApi,
} from './api';
import { createTestDatabase } from './database';

type Account = Awaited<ReturnType<typeof signUp>>;

let t: TestApi;
let db: Client;
let owner: Account;
let clubId: string;

const fieldOf = (response: GraphQLResponse<unknown>) =>
  (response.errors?.[0]?.extensions as { field?: string } | undefined)?.field;

async function rows(table: string): Promise<number> {
  const result = await db.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`);
  return Number(result.rows[0].n);
}

/** Sends `body` as it is: JSON.stringify would never write a lone surrogate the way an attacker can. */
async function rawGql(body: string, token?: string): Promise<GraphQLResponse<unknown>> {
  const response = await fetch(t.httpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return (await response.json()) as GraphQLResponse<unknown>;
}

/** Expects BAD_USER_INPUT (or the domain's own `code`) naming `field`, and `table` to hold as many rows as before. */
async function refused(
  table: string,
  field: string,
  send: () => Promise<GraphQLResponse<unknown>>,
  code = 'BAD_USER_INPUT',
): Promise<void> {
  const before = await rows(table);
  const response = await send();
  expect({ code: codeOf(response), field: fieldOf(response) }).toEqual({ code, field });
  expect(response.data ?? null).toBeNull();
  expect(await rows(table)).toBe(before);
}

const CREATE_CLUB = 'mutation($input: CreateClubInput!) { createClub(input: $input) { id name } }';
const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { token } }';
const OPEN_CHOUETTE = 'mutation($input: OpenChouetteInput!) { openChouette(input: $input) { id } }';
const CREATE_TOURNAMENT =
  'mutation($input: CreateTournamentInput!) { createTournament(input: $input) { id } }';
const tournament = (input: Record<string, unknown>) => ({
  input: { clubId, name: 'Copa', format: 'SINGLE_ELIMINATION', matchLengths: [3], ...input },
});

let emails = 0;
const freshEmail = () => `rules${process.pid}-${++emails}@example.com`;

beforeAll(async () => {
  const database = await createTestDatabase();
  t = await startTestApi({ database });
  db = new Client({ connectionString: database.url });
  await db.connect();
  owner = await signUp(t, 'Dona');
  const club = await owner.gql<{ createClub: { id: string } }>(CREATE_CLUB, { input: { name: 'Clube' } });
  clubId = club.data!.createClub.id;
});

afterAll(async () => {
  await db?.end();
  await t?.close();
  await t?.database.drop();
});

describe('names', () => {
  it('refuses a NUL byte in a club name (was INTERNAL_SERVER_ERROR)', async () => {
    await refused('Club', 'name', () => owner.gql(CREATE_CLUB, { input: { name: 'Clube\u0000X' } }));
  });

  it('refuses a NUL byte in a club name over the WebSocket too', async () => {
    const before = await rows('Club');
    const socket = subscribeOverWebSocket<unknown>(
      t.wsUrl,
      CREATE_CLUB,
      { input: { name: 'Clube\u0000X' } },
      owner.token,
    );
    await socket.done;
    await socket.close();
    const response = socket.received[0];
    expect({ code: codeOf(response), field: fieldOf(response) }).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'name',
    });
    expect(await rows('Club')).toBe(before);
  });

  it('refuses a lone surrogate in a display name, sent as raw JSON (was INTERNAL_SERVER_ERROR)', async () => {
    const body = `{"query":${JSON.stringify(SIGN_UP)},"variables":{"input":{"email":"${freshEmail()}","password":"correct horse 42","displayName":"Ana\\ud800"}}}`;
    expect(body).toContain('\\ud800');
    await refused('User', 'displayName', () => rawGql(body));
  });

  it('refuses a lone surrogate in a club name, sent as raw JSON', async () => {
    const body = `{"query":${JSON.stringify(CREATE_CLUB)},"variables":{"input":{"name":"Clube \\udc00"}}}`;
    await refused('Club', 'name', () => rawGql(body, owner.token));
  });

  it('refuses a right-to-left override in a display name (was accepted), at sign-up and in the profile', async () => {
    await refused('User', 'displayName', () =>
      t.gql(SIGN_UP, {
        input: { email: freshEmail(), password: 'correct horse 42', displayName: 'Ana\u202Egnp.exe' },
      }),
    );
    const update = await owner.gql(
      'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { displayName } }',
      { input: { displayName: 'Dona\u202E' } },
    );
    expect({ code: codeOf(update), field: fieldOf(update) }).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'displayName',
    });
    const me = await owner.gql<{ me: { displayName: string } }>('{ me { displayName } }');
    expect(me.data?.me.displayName).toBe('Dona');
  });

  it('refuses invisible characters in names (zero-width space, byte order mark)', async () => {
    await refused('Club', 'name', () => owner.gql(CREATE_CLUB, { input: { name: 'Clu\u200Bbe' } }));
    await refused('Tournament', 'name', () =>
      owner.gql(CREATE_TOURNAMENT, tournament({ name: '\uFEFFCopa' })),
    );
  });

  it('stores a name in NFC: e + combining acute is the same name as é', async () => {
    const club = await owner.gql<{ createClub: { name: string } }>(CREATE_CLUB, {
      input: { name: '  Cafe\u0301 Gamão ' },
    });
    expect(club.data?.createClub.name).toBe('Caf\u00E9 Gamão');
  });
});

describe('e-mail', () => {
  it('refuses a 305-character e-mail at sign-up (was accepted)', async () => {
    const email = `${'a'.repeat(60)}@${'b'.repeat(240)}.com`;
    expect(email).toHaveLength(305);
    await refused('User', 'email', () =>
      t.gql(SIGN_UP, { input: { email, password: 'correct horse 42', displayName: 'Longa' } }),
    );
  });

  it('refuses a 305-character e-mail at sign-in, before any password is checked', async () => {
    const response = await t.gql('mutation($input: SignInInput!) { signIn(input: $input) { token } }', {
      input: { email: `${'a'.repeat(301)}@x.co`, password: 'whatever' },
    });
    expect({ code: codeOf(response), field: fieldOf(response) }).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'email',
    });
  });
});

describe('numbers', () => {
  it('refuses a chouette stake of 1e308 (was accepted, then the table could not be read)', async () => {
    await refused('ChouetteSession', 'options.stake', () =>
      owner.gql(OPEN_CHOUETTE, { input: { clubId, options: { stake: 1e308 } } }),
    );
  });

  it('refuses a stake of ten million or of a thousandth, a negative one, and a partner threshold of a million', async () => {
    for (const stake of [1e7, 0.001])
      await refused('ChouetteSession', 'options.stake', () =>
        owner.gql(OPEN_CHOUETTE, { input: { clubId, options: { stake } } }),
      );
    await refused(
      'ChouetteSession',
      'options.stake',
      () => owner.gql(OPEN_CHOUETTE, { input: { clubId, options: { stake: -5 } } }),
      'INVALID_OPTIONS',
    );
    await refused('ChouetteSession', 'options.partnerThreshold', () =>
      owner.gql(OPEN_CHOUETTE, { input: { clubId, options: { partnerThreshold: 1_000_000 } } }),
    );
  });

  it('refuses a tournament with 5,000 match lengths (was accepted)', async () => {
    await refused('Tournament', 'matchLengths', () =>
      owner.gql(CREATE_TOURNAMENT, tournament({ matchLengths: Array.from({ length: 5000 }, () => 5) })),
    );
  });

  it("refuses match lengths of 0, -3 and 5,000 points (with the domain's code), and a million players", async () => {
    for (const matchLengths of [[0], [-3], [5000], []])
      await refused(
        'Tournament',
        'matchLengths',
        () => owner.gql(CREATE_TOURNAMENT, tournament({ matchLengths })),
        'INVALID_MATCH_LENGTH',
      );
    await refused('Tournament', 'maxPlayers', () =>
      owner.gql(CREATE_TOURNAMENT, tournament({ maxPlayers: 1_000_000 })),
    );
    await refused('Tournament', 'startDeadlineHours', () =>
      owner.gql(CREATE_TOURNAMENT, tournament({ startDeadlineHours: -1 })),
    );
  });

  it('refuses a challenge to 5,000 points and a negative clock', async () => {
    const rival = await signUp(t, 'Rival');
    const invitation = await owner.gql<{ club: { invitationCode: string } }>(
      'query($id: UUID!) { club(id: $id) { invitationCode } }',
      { id: clubId },
    );
    await rival.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
      c: invitation.data!.club.invitationCode,
    });
    const challenge = (input: Record<string, unknown>) =>
      owner.gql('mutation($i: ChallengeInput!) { challenge(input: $i) { id } }', {
        i: { clubId, opponentId: rival.id, options: { length: 5 }, ...input },
      });
    await refused(
      'Match',
      'options.length',
      () => challenge({ options: { length: 5000 } }),
      'INVALID_OPTIONS',
    );
    await refused(
      'Match',
      'timeControl.delaySeconds',
      () => challenge({ timeControl: { delaySeconds: -1 } }),
      'INVALID_TIME_CONTROL',
    );
  });

  it('refuses an audit page of two billion rows and a club policy of 100,000 hours', async () => {
    const audit = await owner.gql(
      'query($id: UUID!) { auditLog(scope: { type: CLUB, id: $id }, limit: 2000000000) { seq } }',
      { id: clubId },
    );
    expect({ code: codeOf(audit), field: fieldOf(audit) }).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'limit',
    });
    const policy = await owner.gql(
      'mutation($c: UUID!) { updateClubPlayPolicy(clubId: $c, abandonHours: 100000) { abandonHours } }',
      { c: clubId },
    );
    expect({ code: codeOf(policy), field: fieldOf(policy) }).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'abandonHours',
    });
  });
});

describe('free texts', () => {
  it("refuses a NUL byte in a director's reason, before anything is loaded", async () => {
    const response = await owner.gql(
      'mutation($m: UUID!, $r: String!) { pauseMatchClock(matchId: $m, reason: $r) { id } }',
      { m: '00000000-0000-4000-8000-000000000000', r: 'power\u0000cut' },
    );
    expect({ code: codeOf(response), field: fieldOf(response) }).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'reason',
    });
  });
});
