/**
 * The chat of an online match on real PostgreSQL over real HTTP and WebSocket (issue 42, part 2): stock
 * phrases and free text, bad input changing nothing, callers without the right, the per-player mute (in the
 * query and live), the spectators' chat (hidden from the players while a tournament match is played), the
 * burst limit, a report that tells a director who then reads the whole conversation, and
 * the club's chat policy set by a director (audited) and applied to the next message; a chouette table's chat
 * for the players who sat at it, its report leading the directors to the table.
 */
import { Account, codeOf, startTestApi, subscribeOverWebSocket, TestApi } from '../../test/api';
import { data, MatchClub, matchSteps, setUpMatchClub, sql } from '../../test/online-match';
import { CHAT_BURST } from './chat.service';

const SEND =
  'mutation($m: UUID!, $p: String, $t: String) { sendChatMessage(matchId: $m, phrase: $p, text: $t) { id senderName phrase text } }';
const CHAT = 'query($m: UUID!) { matchChat(matchId: $m) { senderId phrase text } }';
const MUTE =
  'mutation($m: UUID!, $u: UUID!, $x: Boolean!) { muteChatPlayer(matchId: $m, userId: $u, muted: $x) { mode muted } }';
const REPORT =
  'mutation($m: UUID!, $r: String!) { reportChat(matchId: $m, reason: $r) { id reporterName reason } }';
const REPORTED = 'query($m: UUID!) { reportedChat(matchId: $m) { senderId phrase text } }';
const REPORTS = 'query($c: UUID!) { chatReports(clubId: $c) { matchId reporterName reason } }';
const POLICY = 'query($c: UUID!) { clubChatPolicy(clubId: $c) { freeText tournament } }';
const SET_POLICY =
  'mutation($c: UUID!, $f: Boolean, $r: TournamentChat) { updateClubChatPolicy(clubId: $c, freeText: $f, tournament: $r) { freeText tournament } }';
const LIVE = 'subscription($m: UUID!) { chatMessageSent(matchId: $m) { senderId phrase text } }';

type Line = { senderId: string; phrase: string | null; text: string | null };

describe('match chat (real PostgreSQL, GraphQL over HTTP and WebSocket)', () => {
  let t: TestApi;
  const club = {} as MatchClub;
  const { newMatch } = matchSteps(club);
  let director: Account;
  let matchId: string;
  const count = async () =>
    Number((await sql<{ n: string }>(t.database.url, 'SELECT count(*) AS n FROM "MatchChatMessage"'))[0].n);

  beforeAll(async () => {
    t = await startTestApi({
      env: { mutationLimit: 1_000_000 },
      logStream: process.env.CHAT_LOG ? { write: (l: string) => process.stderr.write(l) } : undefined,
    });
    Object.assign(club, await setUpMatchClub(t));
    // Caio (a member) directs the club: he is told of reports, not being a player.
    director = club.spectator;
    data(
      await club.ana.gql(
        'mutation($c: UUID!, $u: UUID!) { setMemberRole(clubId: $c, userId: $u, role: DIRECTOR) { role } }',
        { c: club.clubId, u: director.id },
      ),
    );
    matchId = await newMatch();
  });
  afterAll(async () => t?.close());

  it('sends a stock phrase and a free text, kept with the match as plain text', async () => {
    const phrase = data(await club.ana.gql<{ sendChatMessage: Line }>(SEND, { m: matchId, p: 'goodLuck' }));
    expect(phrase.sendChatMessage).toMatchObject({ phrase: 'goodLuck', text: null, senderName: 'Ana' });
    const text = data(
      await club.bia.gql<{ sendChatMessage: Line }>(SEND, { m: matchId, t: '  <b>oi</b> http://x.y ' }),
    );
    expect(text.sendChatMessage).toMatchObject({ phrase: null, text: '<b>oi</b> http://x.y' });
    const seen = data(await club.ana.gql<{ matchChat: Line[] }>(CHAT, { m: matchId })).matchChat;
    expect(seen.map((l) => l.phrase ?? l.text)).toEqual(['goodLuck', '<b>oi</b> http://x.y']);
  });

  it('refuses bad input with a stable code and stores nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ p: 'hello' }, 'UNKNOWN_PHRASE'],
      [{ t: 'a\u0000b' }, 'INVALID_CHAT_TEXT'],
      [{ t: 'abc\u202Eabc' }, 'INVALID_CHAT_TEXT'],
      [{ t: 'two\nlines' }, 'INVALID_CHAT_TEXT'],
      [{ t: 'x'.repeat(201) }, 'INVALID_CHAT_TEXT'],
      [{ t: 'x'.repeat(5000) }, 'BAD_USER_INPUT'],
      [{}, 'INVALID_CHAT_TEXT'],
      [{ p: 'thanks', t: 'and text' }, 'INVALID_CHAT_TEXT'],
    ];
    for (const [vars, code] of cases) {
      expect([vars, codeOf(await club.ana.gql(SEND, { m: matchId, ...vars }))]).toEqual([vars, code]);
    }
    expect(codeOf(await club.ana.gql(SEND, { m: 'not-a-uuid', p: 'thanks' }))).toBe('BAD_USER_INPUT');
    expect(await count()).toBe(before);
  });

  it('refuses callers without the right: an outsider, no session', async () => {
    const before = await count();
    expect(codeOf(await club.outsider.gql(SEND, { m: matchId, p: 'thanks' }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(SEND, { m: matchId, p: 'thanks' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await club.outsider.gql(CHAT, { m: matchId }))).toBe('FORBIDDEN');
    expect(codeOf(await club.outsider.gql(MUTE, { m: matchId, u: club.ana.id, x: true }))).toBe('FORBIDDEN');
    expect(codeOf(await club.outsider.gql(REPORT, { m: matchId, r: 'spam' }))).toBe('FORBIDDEN');
    expect(codeOf(await club.bia.gql(REPORTED, { m: matchId }))).toBe('FORBIDDEN');
    expect(codeOf(await club.bia.gql(REPORTS, { c: club.clubId }))).toBe('FORBIDDEN');
    expect(codeOf(await club.ana.gql(SEND, { m: '00000000-0000-4000-8000-000000000000', p: 'thanks' }))).toBe(
      'NOT_FOUND',
    );
    expect(await count()).toBe(before);
  });

  it('mutes a player: hidden from the muter in the query and live, not from the sender', async () => {
    expect(codeOf(await club.ana.gql(MUTE, { m: matchId, u: club.ana.id, x: true }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await club.ana.gql(MUTE, { m: matchId, u: club.outsider.id, x: true }))).toBe(
      'BAD_USER_INPUT',
    );
    const muted = data(
      await club.ana.gql<{ muteChatPlayer: { muted: string[] } }>(MUTE, {
        m: matchId,
        u: club.bia.id,
        x: true,
      }),
    );
    expect(muted.muteChatPlayer).toEqual({ mode: 'freeText', muted: [club.bia.id] });

    const anaLive = subscribeOverWebSocket<{ chatMessageSent: Line }>(
      t.wsUrl,
      LIVE,
      { m: matchId },
      club.ana.token,
    );
    const biaLive = subscribeOverWebSocket<{ chatMessageSent: Line }>(
      t.wsUrl,
      LIVE,
      { m: matchId },
      club.bia.token,
    );
    const refused = subscribeOverWebSocket(t.wsUrl, LIVE, { m: matchId }, club.outsider.token);
    await refused.done;
    expect(JSON.stringify(refused.received) + String(refused.failure())).toMatch(
      /FORBIDDEN|não tem permissão/,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    data(await club.bia.gql(SEND, { m: matchId, p: 'backSoon' }));
    data(await club.ana.gql(SEND, { m: matchId, p: 'thanks' }));
    await biaLive.until((items) => items.length >= 2);
    await anaLive.until((items) => items.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(biaLive.received.map((r) => r.data?.chatMessageSent.phrase)).toEqual(['backSoon', 'thanks']);
    expect(anaLive.received.map((r) => r.data?.chatMessageSent.phrase)).toEqual(['thanks']);
    await Promise.all([anaLive.close(), biaLive.close()]);

    const anaSees = data(await club.ana.gql<{ matchChat: Line[] }>(CHAT, { m: matchId })).matchChat;
    expect(anaSees.some((l) => l.senderId === club.bia.id)).toBe(false);
    const biaSees = data(await club.bia.gql<{ matchChat: Line[] }>(CHAT, { m: matchId })).matchChat;
    expect(biaSees.filter((l) => l.senderId === club.bia.id)).toHaveLength(2);
    data(await club.ana.gql(MUTE, { m: matchId, u: club.bia.id, x: false }));
    expect(data(await club.ana.gql<{ matchChat: Line[] }>(CHAT, { m: matchId })).matchChat).toHaveLength(4);
  });

  it('limits a burst of messages per player and match', async () => {
    const other = await newMatch();
    for (let i = 0; i < CHAT_BURST; i++) data(await club.bia.gql(SEND, { m: other, p: 'goodGame' }));
    expect(codeOf(await club.bia.gql(SEND, { m: other, p: 'goodGame' }))).toBe('RATE_LIMITED');
    // The other player's budget is their own.
    data(await club.ana.gql(SEND, { m: other, p: 'goodGame' }));
  });

  it('reports the chat: the director is told and reads the whole conversation; bad reports change nothing', async () => {
    expect(codeOf(await director.gql(REPORTED, { m: matchId }))).toBe('NOT_FOUND');
    expect(codeOf(await club.ana.gql(REPORT, { m: matchId, r: '   ' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await club.ana.gql(REPORT, { m: matchId, r: 'x\u202E' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await director.gql(REPORT, { m: matchId, r: 'not mine' }))).toBe('FORBIDDEN');
    const reports = async () =>
      Number((await sql<{ n: string }>(t.database.url, 'SELECT count(*) AS n FROM "MatchChatReport"'))[0].n);
    expect(await reports()).toBe(0);

    const report = data(
      await club.ana.gql<{ reportChat: { reporterName: string } }>(REPORT, { m: matchId, r: 'rude' }),
    );
    expect(report.reportChat).toMatchObject({ reporterName: 'Ana', reason: 'rude' });
    data(await club.ana.gql(REPORT, { m: matchId, r: 'again' })); // once per reporter and match
    expect(await reports()).toBe(1);

    const deadline = Date.now() + 10_000;
    let notices: { kind: string; link: string }[] = [];
    while (Date.now() < deadline) {
      notices = data(
        await director.gql<{ notifications: { kind: string; link: string }[] }>(
          '{ notifications { kind link } }',
        ),
      ).notifications.filter((n) => n.kind === 'CHAT_REPORTED');
      if (notices.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(notices).toEqual([{ kind: 'CHAT_REPORTED', link: `/play/online/${matchId}` }]);
    const bias = data(
      await club.bia.gql<{ notifications: { kind: string }[] }>('{ notifications { kind } }'),
    );
    expect(bias.notifications.filter((n) => n.kind === 'CHAT_REPORTED')).toEqual([]);

    const whole = data(await director.gql<{ reportedChat: Line[] }>(REPORTED, { m: matchId })).reportedChat;
    expect(whole).toHaveLength(4);
    expect(
      data(await director.gql<{ chatReports: unknown[] }>(REPORTS, { c: club.clubId })).chatReports,
    ).toEqual([{ matchId, reporterName: 'Ana', reason: 'rude' }]);
  });

  it("applies the club's chat policy: a director turns free text off (audited); others cannot; bad input changes nothing", async () => {
    const policy = async () =>
      data(await club.bia.gql<{ clubChatPolicy: unknown }>(POLICY, { c: club.clubId })).clubChatPolicy;
    const audited = async () =>
      Number(
        (
          await sql<{ n: string }>(
            t.database.url,
            `SELECT count(*) AS n FROM "AuditEntry" WHERE action = 'club.chatPolicySet'`,
          )
        )[0].n,
      );
    const defaults = { freeText: true, tournament: 'STOCK_ONLY' };
    expect(await policy()).toEqual(defaults);

    expect(codeOf(await club.bia.gql(SET_POLICY, { c: club.clubId, f: false }))).toBe('FORBIDDEN');
    expect(codeOf(await club.outsider.gql(SET_POLICY, { c: club.clubId, f: false }))).toBe('FORBIDDEN');
    expect(codeOf(await club.outsider.gql(POLICY, { c: club.clubId }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(SET_POLICY, { c: club.clubId, f: false }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await director.gql(SET_POLICY, { c: club.clubId }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await director.gql(SET_POLICY, { c: club.clubId, r: 'LOUD' }))).toBe('BAD_USER_INPUT');
    expect(await policy()).toEqual(defaults);
    expect(await audited()).toBe(0);

    const off = data(
      await director.gql<{ updateClubChatPolicy: unknown }>(SET_POLICY, {
        c: club.clubId,
        f: false,
        r: 'OFF',
      }),
    );
    expect(off.updateClubChatPolicy).toEqual({ freeText: false, tournament: 'OFF' });
    expect(await audited()).toBe(1);
    const other = await newMatch();
    expect(codeOf(await club.ana.gql(SEND, { m: other, t: 'oi' }))).toBe('CHAT_FREE_TEXT_OFF');
    data(await club.ana.gql(SEND, { m: other, p: 'goodLuck' }));
    const settings = data(
      await club.ana.gql<{ matchChatSettings: { mode: string } }>(
        'query($m: UUID!) { matchChatSettings(matchId: $m) { mode } }',
        { m: other },
      ),
    );
    expect(settings.matchChatSettings.mode).toBe('stockOnly');

    data(await director.gql(SET_POLICY, { c: club.clubId, f: true }));
    expect(await policy()).toEqual({ freeText: true, tournament: 'OFF' });
    data(await club.ana.gql(SEND, { m: other, t: 'oi' }));
  });

  it("a chouette table's chat: its players talk; a member not seated is refused; a report leads to the table", async () => {
    const { openChouette } = data(
      await club.ana.gql<{ openChouette: { id: string; code: string } }>(
        'mutation($input: OpenChouetteInput!) { openChouette(input: $input) { id code } }',
        { input: { clubId: club.clubId, options: {} } },
      ),
    );
    const table = openChouette.id;
    for (const who of [club.ana, club.bia])
      data(
        await who.gql('mutation($c: String!) { joinChouette(code: $c) { id } }', { c: openChouette.code }),
      );
    data(await club.ana.gql(SEND, { m: table, p: 'goodLuck' }));
    data(await club.bia.gql(SEND, { m: table, t: 'boa mesa' }));
    expect(codeOf(await director.gql(SEND, { m: table, p: 'thanks' }))).toBe('FORBIDDEN');
    expect(codeOf(await club.outsider.gql(CHAT, { m: table }))).toBe('FORBIDDEN');
    const seen = data(await club.bia.gql<{ matchChat: Line[] }>(CHAT, { m: table })).matchChat;
    expect(seen.map((l) => l.phrase ?? l.text)).toEqual(['goodLuck', 'boa mesa']);
    const muted = data(
      await club.ana.gql<{ muteChatPlayer: { muted: string[] } }>(MUTE, {
        m: table,
        u: club.bia.id,
        x: true,
      }),
    );
    expect(muted.muteChatPlayer.muted).toEqual([club.bia.id]);
    expect(data(await club.ana.gql<{ matchChat: Line[] }>(CHAT, { m: table })).matchChat).toHaveLength(1);

    data(await club.ana.gql(REPORT, { m: table, r: 'grosseria' }));
    const deadline = Date.now() + 10_000;
    let links: string[] = [];
    while (Date.now() < deadline && !links.includes(`/chouette/${table}`)) {
      links = data(
        await director.gql<{ notifications: { kind: string; link: string }[] }>(
          '{ notifications { kind link } }',
        ),
      )
        .notifications.filter((n) => n.kind === 'CHAT_REPORTED')
        .map((n) => n.link);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(links).toContain(`/chouette/${table}`);
    expect(
      data(await director.gql<{ reportedChat: Line[] }>(REPORTED, { m: table })).reportedChat,
    ).toHaveLength(2);
  });

  it("the spectators' chat: a member who watches talks; the players read it in a casual match, not while a tournament match is played", async () => {
    type Spoken = { sendChatMessage: { spectator: boolean } };
    const WHO = 'query($m: UUID!) { matchChat(matchId: $m) { senderId phrase spectator } }';
    const casual = await newMatch();
    const sent = data(
      await director.gql<Spoken>(
        `mutation($m: UUID!, $p: String) { sendChatMessage(matchId: $m, phrase: $p) { spectator } }`,
        { m: casual, p: 'goodLuck' },
      ),
    );
    expect(sent.sendChatMessage.spectator).toBe(true);
    const seenByAna = data(
      await club.ana.gql<{ matchChat: { senderId: string; spectator: boolean }[] }>(WHO, { m: casual }),
    ).matchChat;
    expect(seenByAna).toEqual([{ senderId: director.id, phrase: 'goodLuck', spectator: true }]);

    // A tournament match (as its draw makes it), with the club's tournament rule back to stock phrases.
    data(await director.gql(SET_POLICY, { c: club.clubId, r: 'STOCK_ONLY' }));
    const { createTournament } = data(
      await club.ana.gql<{ createTournament: { id: string } }>(
        'mutation($input: CreateTournamentInput!) { createTournament(input: $input) { id } }',
        { input: { clubId: club.clubId, name: 'Copa', format: 'ROUND_ROBIN', matchLengths: [3] } },
      ),
    );
    const cup = await newMatch();
    await sql(t.database.url, 'UPDATE "Match" SET "tournamentId" = $1 WHERE id = $2', [
      createTournament.id,
      cup,
    ]);
    const anaLive = subscribeOverWebSocket<{ chatMessageSent: Line }>(
      t.wsUrl,
      LIVE,
      { m: cup },
      club.ana.token,
    );
    const caioLive = subscribeOverWebSocket<{ chatMessageSent: Line }>(
      t.wsUrl,
      LIVE,
      { m: cup },
      director.token,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    data(await director.gql(SEND, { m: cup, p: 'thanks' }));
    data(await club.bia.gql(SEND, { m: cup, p: 'goodGame' }));
    await anaLive.until((items) => items.length >= 1);
    await caioLive.until((items) => items.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(anaLive.received.map((r) => r.data?.chatMessageSent.phrase)).toEqual(['goodGame']);
    expect(caioLive.received.map((r) => r.data?.chatMessageSent.phrase)).toEqual(['thanks', 'goodGame']);
    await Promise.all([anaLive.close(), caioLive.close()]);
    const phrases = async (who: Account) =>
      data(await who.gql<{ matchChat: Line[] }>(CHAT, { m: cup })).matchChat.map((l) => l.phrase);
    expect(await phrases(club.ana)).toEqual(['goodGame']);
    expect(await phrases(director)).toEqual(['thanks', 'goodGame']);
    const settings = data(
      await director.gql<{ matchChatSettings: { spectator: boolean } }>(
        'query($m: UUID!) { matchChatSettings(matchId: $m) { spectator } }',
        { m: cup },
      ),
    );
    expect(settings.matchChatSettings.spectator).toBe(true);
    // Once the match is over, the players read the spectators too.
    await sql(t.database.url, `UPDATE "Match" SET status = 'FINISHED' WHERE id = $1`, [cup]);
    expect(await phrases(club.ana)).toEqual(['thanks', 'goodGame']);
    // An outsider still has no chat.
    expect(codeOf(await club.outsider.gql(SEND, { m: cup, p: 'thanks' }))).toBe('FORBIDDEN');
  });
});
