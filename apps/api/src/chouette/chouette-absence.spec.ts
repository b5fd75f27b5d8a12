/**
 * A player away from a chouette table (house rule absentMember, issue 42), on real PostgreSQL over real HTTP:
 * under 'proxy' the named player decides the away member's cube (and nothing else), a player who is not the
 * proxy cannot; under 'followCaptain' the away member's cube follows the captain's declaration by the server's
 * own action. Bad input and callers without the right change nothing; each change is audited.
 */
import { Account, codeOf, startTestApi, TestApi } from '../../test/api';
import { ChouetteClub, data, M, setUpChouetteClub, tableActions, type View } from '../../test/chouette-table';

const ABSENCE = `mutation($id: UUID!, $away: Boolean!, $member: UUID, $proxy: UUID) {
  setChouetteAbsence(chouetteId: $id, away: $away, member: $member, proxy: $proxy) { absences { member proxy } } }`;
const AUDIT = 'query($s: AuditScopeInput!) { auditLog(scope: $s) { action actorId } }';
type Absences = { setChouetteAbsence: { absences: { member: string; proxy: string | null }[] } };

describe('chouette: a player away from the table (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  const club = {} as ChouetteClub;
  const { byId, view, send, ok, boardTable, untilTeamRolls } = tableActions(club);

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 100_000 } });
    Object.assign(club, await setUpChouetteClub(t));
  });
  afterAll(async () => t?.close());

  const logged = async (id: string) =>
    data(
      await club.spectator.gql<{
        chouette: { log: { type: string; player: string; actorId: string | null }[] };
      }>('query($id: UUID!) { chouette(id: $id) { log { type player actorId } } }', { id }),
    ).chouette.log;

  it("under 'proxy': the named player makes the away member's cube decision, nobody else", async () => {
    let v: View = await boardTable({ partnerThreshold: 5 });
    const id = v.id;
    v = await ok(byId(v.line[1]), M.start, id);
    v = await untilTeamRolls(id);
    const inGame = v.game!.members.filter((m) => m.inGame).map((m) => m.player);
    const [captain, away, proxy] = inGame;
    const set = (who: Account, vars: Record<string, unknown>) => who.gql<Absences>(ABSENCE, { id, ...vars });

    // Refusals change nothing.
    expect(codeOf(await set(byId(away), { away: true }))).toBe('INVALID_PROXY'); // no proxy named
    expect(codeOf(await set(byId(away), { away: true, proxy: away }))).toBe('INVALID_PROXY');
    expect(codeOf(await set(byId(away), { away: true, proxy: club.outsider.id }))).toBe('INVALID_PROXY');
    expect(codeOf(await set(byId(proxy), { away: true, member: away, proxy }))).toBe('FORBIDDEN');
    expect(codeOf(await set(club.outsider, { away: true, member: away, proxy }))).toBe('FORBIDDEN');
    expect(codeOf(await set(club.org, { away: true, member: club.outsider.id, proxy }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await t.gql(ABSENCE, { id, away: true, proxy }))).toBe('UNAUTHENTICATED');
    expect((await view(id)).absences).toEqual([]);

    const set1 = data(await set(byId(away), { away: true, proxy })).setChouetteAbsence;
    expect(set1.absences).toEqual([{ member: away, proxy }]);

    // The captain doubles; the proxy declares for the away member, the captain may not.
    v = await ok(byId(captain), M.declare, id, { double: true });
    expect(codeOf(await send(byId(captain), M.declare, id, { double: true, player: away }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await send(byId(proxy), M.boxDouble, id, { player: away }))).toBe('NOT_PROXY');
    v = await ok(byId(proxy), M.declare, id, { double: false, player: away });
    const mine = (await logged(id)).filter((e) => e.type === 'noDouble' && e.player === away);
    expect(mine).toEqual([{ type: 'noDouble', player: away, actorId: proxy }]);

    // Back at the table: the proxy may no longer act for him.
    expect(data(await set(byId(away), { away: false })).setChouetteAbsence.absences).toEqual([]);
    const audit = data(
      await club.spectator.gql<{ auditLog: { action: string; actorId: string }[] }>(AUDIT, {
        s: { type: 'CHOUETTE', id },
      }),
    ).auditLog.filter((e) => e.action === 'chouette.absence');
    expect(audit).toEqual([
      { action: 'chouette.absence', actorId: away },
      { action: 'chouette.absence', actorId: away },
    ]);
  });

  it("under 'followCaptain': the away member's cube follows the captain's declaration", async () => {
    let v: View = await boardTable({ partnerThreshold: 5, house: { absentMember: 'followCaptain' } });
    const id = v.id;
    v = await ok(byId(v.line[1]), M.start, id);
    v = await untilTeamRolls(id);
    const inGame = v.game!.members.filter((m) => m.inGame).map((m) => m.player);
    const [captain, away, other] = inGame;
    expect(codeOf(await byId(away).gql(ABSENCE, { id, away: true, proxy: other }))).toBe('NOT_PROXY');
    data(await club.org.gql(ABSENCE, { id, away: true, member: away }));

    v = await ok(byId(captain), M.declare, id, { double: true });
    const followed = (await logged(id)).filter((e) => e.player === away && e.type === 'double');
    expect(followed).toEqual([{ type: 'double', player: away, actorId: null }]);
    // The others still decide for themselves.
    expect((await view(id)).waitingFor.some((w) => w.player === other)).toBe(true);
  });
});
