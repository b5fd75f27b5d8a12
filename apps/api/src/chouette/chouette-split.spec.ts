/**
 * A full chouette table split in two (house rule maxPlayers, issue 42), on real PostgreSQL over real HTTP: five
 * players seated at a table of at most five, a member arrives, the organiser splits between games: the top three
 * stay, the bottom two and the newcomer make the new table (same options, the same organiser), both chains
 * record it. Bad input and callers without the right change nothing.
 */
import { codeOf, startTestApi, TestApi } from '../../test/api';
import { ChouetteClub, data, M, setUpChouetteClub, tableActions, type View } from '../../test/chouette-table';

const SPLIT = `mutation($id: UUID!, $arriving: [UUID!]!) { splitChouetteTable(chouetteId: $id, arriving: $arriving) {
  id line players { user { id } present } options { house { maxPlayers } } } }`;
type Split = {
  splitChouetteTable: { id: string; line: string[]; players: { user: { id: string }; present: boolean }[] };
};

describe('chouette: a full table split in two (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  const club = {} as ChouetteClub;
  const { byId, view, ok, boardTable } = tableActions(club);

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 100_000 } });
    Object.assign(club, await setUpChouetteClub(t));
  });
  afterAll(async () => t?.close());

  it('the top of the line stays, the bottom and the newcomer open the new table; refusals change nothing', async () => {
    const v: View = await boardTable({ partnerThreshold: 0, house: { maxPlayers: 5 } });
    const id = v.id;
    const line = [...v.line];
    expect(line).toHaveLength(5);
    const newcomer = club.spectator;
    const split = (who = club.org, arriving = [newcomer.id]) => who.gql<Split>(SPLIT, { id, arriving });

    expect(codeOf(await split(byId(line[0])))).toBe('FORBIDDEN'); // a player is not the organiser
    expect(codeOf(await split(club.director))).toBe('FORBIDDEN');
    expect(codeOf(await split(club.org, [club.outsider.id]))).toBe('NOT_A_MEMBER');
    expect(codeOf(await split(club.org, [line[4]]))).toBe('ALREADY_PRESENT');
    expect(codeOf(await split(club.org, []))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(SPLIT, { id, arriving: [newcomer.id] }))).toBe('UNAUTHENTICATED');
    expect((await view(id)).line).toEqual(line);

    const created = data(await split()).splitChouetteTable;
    expect(created.id).not.toBe(id);
    expect(
      created.players
        .filter((p) => p.present)
        .map((p) => p.user.id)
        .sort(),
    ).toEqual([line[3], line[4], newcomer.id].sort());
    const old = await view(id);
    expect(old.line).toEqual(line.slice(0, 3));
    // The new table gathers its three players, who roll for its order.
    const fresh = await view(created.id);
    expect(fresh.phase).toBe('gathering');
    expect(fresh.waitingFor.some((w) => w.decision === 'rollForOrder')).toBe(true);
    const audits = async (scope: string) =>
      data(
        await club.spectator.gql<{ auditLog: { action: string }[] }>(
          'query($s: AuditScopeInput!) { auditLog(scope: $s) { action } }',
          { s: { type: 'CHOUETTE', id: scope } },
        ),
      ).auditLog.filter((e) => e.action === 'chouette.split');
    expect(await audits(id)).toHaveLength(1);
    expect(await audits(created.id)).toHaveLength(1);
    // During a game, no split: nothing changes.
    const playing = await ok(byId(old.line[1]), M.start, id);
    expect(playing.phase).toBe('playing');
    expect(codeOf(await split(club.org, [club.director.id]))).toBe('GAME_IN_PROGRESS');
    expect((await view(id)).line).toEqual(line.slice(0, 3));
  });
});
