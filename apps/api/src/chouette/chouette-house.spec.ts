/**
 * Chouette house rules in the API (issue 42), on real PostgreSQL over real HTTP: a 6-player table opened with
 * FIBS-like rules that shows them and has the library enforce them on each action (a seventh player refused,
 * no game without the box's partner, the team's declarations in team order), and the organiser's change
 * before the first game: audited, refused once a game started, and every refusal changes nothing.
 */
import { Account, codeOf, startTestApi, TestApi } from '../../test/api';
import { ChouetteClub, data, M, setUpChouetteClub, tableActions, type View } from '../../test/chouette-table';

const HOUSE = `options { house { partnerMandatoryFrom maxPlayers initialCubes threeHandedBoth answerOrder
  boxKeeping absentMember extras deals } }`;
const SET = `mutation($id: UUID!, $seq: Int!, $house: ChouetteHouseRulesInput!) {
  setChouetteHouseRules(chouetteId: $id, expectedSeq: $seq, house: $house) { seq ${HOUSE} } }`;
const AUDIT = 'query($s: AuditScopeInput!) { auditLog(scope: $s) { action before after } }';
type House = Record<string, unknown>;

describe('chouette house rules (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  const club = {} as ChouetteClub;
  const { byId, view, open, join, send, ok, seat, untilTeamRolls } = tableActions(club);
  const houseOf = async (id: string): Promise<House> =>
    data(
      await club.spectator.gql<{ chouette: { options: { house: House } } }>(
        `query($id: UUID!) { chouette(id: $id) { ${HOUSE} } }`,
        { id },
      ),
    ).chouette.options.house;
  const auditOf = async (id: string) =>
    data(
      await club.spectator.gql<{ auditLog: { action: string; before: string; after: string }[] }>(AUDIT, {
        s: { type: 'CHOUETTE', id },
      }),
    ).auditLog;

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 100_000 } });
    Object.assign(club, await setUpChouetteClub(t));
  });
  afterAll(async () => t?.close());

  it('a 6-player table with house rules set shows them and plays by them', async () => {
    const six: Account[] = [...club.players, club.director];
    // Refused at opening: nothing is created.
    const bad = await club.org.gql(
      'mutation($input: OpenChouetteInput!) { openChouette(input: $input) { id } }',
      { input: { clubId: club.clubId, options: { house: { partnerMandatoryFrom: 2 } } } },
    );
    expect(codeOf(bad)).toBe('INVALID_HOUSE_RULES');
    expect(
      data(await club.org.gql<{ myChouettes: unknown[] }>('{ myChouettes { id } }')).myChouettes,
    ).toEqual([]);

    const opened = await open({
      partnerThreshold: 5,
      house: { partnerMandatoryFrom: 6, maxPlayers: 6, answerOrder: 'team', initialCubes: 'half' },
    });
    expect(await houseOf(opened.id)).toEqual({
      partnerMandatoryFrom: 6,
      maxPlayers: 6,
      initialCubes: 'half',
      threeHandedBoth: false,
      answerOrder: 'team',
      boxKeeping: 'boxVsCaptain',
      absentMember: 'proxy',
      extras: 'none',
      deals: false,
    });
    for (const p of six) await join(opened.code, p);
    // A seventh player would take the table past its maximum.
    expect(
      codeOf(
        await club.spectator.gql(`mutation($c: String!) { joinChouette(code: $c) { id } }`, {
          c: opened.code,
        }),
      ),
    ).toBe('TABLE_FULL');
    let v = await seat(opened.id);
    expect(v.line).toHaveLength(6);
    const [box, captain, q1] = v.line;

    // Six players: the box must call a partner before the game; the refusal changes nothing.
    expect(codeOf(await send(byId(captain), M.start, v.id))).toBe('PARTNER_REQUIRED');
    expect((await view(v.id)).seq).toBe(v.seq);
    await ok(byId(box), M.callPartner, v.id, { partner: q1 });
    v = await ok(byId(captain), M.start, v.id);
    const members = v.game!.members.map((m) => m.player);
    expect(members[0]).toBe(captain);
    expect(members).toHaveLength(4);

    // Team order: the captain opens the window, then the others declare in the line's order.
    v = await untilTeamRolls(v.id);
    const inGame = v.game!.members.filter((m) => m.inGame).map((m) => m.player);
    v = await ok(byId(inGame[0]), M.declare, v.id, { double: true });
    const seqBefore = v.seq;
    expect(codeOf(await send(byId(inGame[2]), M.declare, v.id, { double: false }))).toBe('OUT_OF_ORDER');
    expect((await view(v.id)).seq).toBe(seqBefore);
    v = await ok(byId(inGame[1]), M.declare, v.id, { double: false });
    expect(v.seq).toBe(seqBefore + 1);
  });

  it('the organiser changes them before the first game only, audited; refusals change nothing', async () => {
    const four = club.players.slice(0, 4);
    let v: View = await open({ partnerThreshold: 5 });
    for (const p of four) await join(v.code, p);
    v = await view(v.id);
    const id = v.id;
    const before = await houseOf(id);
    const set = (who: Account, house: House, seq = v.seq) => who.gql(SET, { id, seq, house });

    expect(codeOf(await set(club.players[0], { deals: true }))).toBe('FORBIDDEN');
    expect(codeOf(await set(club.director, { deals: true }))).toBe('FORBIDDEN');
    expect(codeOf(await set(club.outsider, { deals: true }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(SET, { id, seq: v.seq, house: { deals: true } }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await set(club.org, { partnerMandatoryFrom: 2 }))).toBe('INVALID_HOUSE_RULES');
    expect(codeOf(await set(club.org, { maxPlayers: 99 }))).toBe('INVALID_HOUSE_RULES');
    // Four players have joined: a maximum of three does not fit the table as it is.
    expect(codeOf(await set(club.org, { maxPlayers: 3 }))).toBe('INVALID_HOUSE_RULES');
    expect(codeOf(await set(club.org, { extras: 'sometimes' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await set(club.org, { deals: true }, v.seq - 1))).toBe('STALE_SEQUENCE');
    expect(await houseOf(id)).toEqual(before);
    expect(await auditOf(id)).toEqual([]);

    const changed = data(
      await set(club.org, { extras: 'mandatory', deals: true, boxKeeping: 'doubleStandUp' }),
    ) as { setChouetteHouseRules: { seq: number; options: { house: House } } };
    expect(changed.setChouetteHouseRules.seq).toBe(v.seq);
    expect(await houseOf(id)).toEqual({
      ...before,
      extras: 'mandatory',
      deals: true,
      boxKeeping: 'doubleStandUp',
    });
    const audit = await auditOf(id);
    expect(audit.map((e) => e.action)).toEqual(['chouette.houseRules']);
    expect(JSON.parse(audit[0].after)).toMatchObject({ extras: 'mandatory', deals: true });
    expect(JSON.parse(audit[0].before)).toMatchObject({ extras: 'none', deals: false });

    // Once a game has started the rules are fixed.
    v = await seat(id);
    v = await ok(four[0], M.start, id);
    expect(v.phase).toBe('playing');
    expect(codeOf(await set(club.org, { deals: false }, v.seq))).toBe('HOUSE_RULES_LOCKED');
    expect((await houseOf(id)).deals).toBe(true);
  });
});
