import { type Action, type CheckerMove, formatPlay, replay } from '@gamao/engine';
import { codeOf, signUp, startTestApi, TestApi } from '../../test/api';
import { clubOf, data, type Player } from '../../test/flows';

/**
 * A chouette board game as a match record, over real GraphQL and PostgreSQL: a table plays its first game to
 * the end through the chouette's mutations (the server's dice, the first legal play, no doubles), then
 * `matchRecord(id: "c:<table>:1")` gives that game's rolls and plays, whose positions are the ones the table
 * showed, to the players at the table and the club's members; an outsider is refused, and a malformed or
 * unknown c: id is answered with a clear code.
 */

interface Waiting {
  player: string | null;
  decision: string;
  optional: boolean;
}
interface Table {
  id: string;
  code: string;
  seq: number;
  phase: string;
  line: string[];
  waitingFor: Waiting[];
  game: {
    index: number;
    box: string;
    captain: string;
    board: { side0: number[]; side1: number[] } | null;
    legalPlays: { moves: CheckerMove[] }[];
  } | null;
}

const FIELDS = `id code seq phase line waitingFor { player decision optional }
  game { index box captain board { side0 side1 } legalPlays { moves { from to die } } }`;
const OPEN = `mutation($input: OpenChouetteInput!) { openChouette(input: $input) { ${FIELDS} } }`;
const JOIN = `mutation($code: String!) { joinChouette(code: $code) { ${FIELDS} } }`;
const TABLE = `query($id: UUID!) { chouette(id: $id) { ${FIELDS} } }`;
const HISTORY = `query($id: UUID!) { chouette(id: $id) {
  log { seq type dice detail game } ledger { games { index box captain winner reason } } } }`;
const RECORD = `query($id: String!) { matchRecord(id: $id) {
  id kind clubId tournamentId title matchLength finished hasMoves log players { side name userId } } }`;

/** A chouette mutation at the table's sequence number, with extra arguments declared as `name: Type`. */
function mutation(name: string, args: Record<string, string> = {}): string {
  const decl = Object.entries(args)
    .map(([k, type]) => `, $${k}: ${type}`)
    .join('');
  const use = Object.keys(args)
    .map((k) => `, ${k}: $${k}`)
    .join('');
  return `mutation($id: UUID!, $seq: Int!${decl}) { ${name}(chouetteId: $id, expectedSeq: $seq${use}) { ${FIELDS} } }`;
}
const ROLL_ORDER = mutation('rollChouetteOrder');
const START = mutation('startChouetteGame');
const ROLL = mutation('rollChouetteDice');
const PLAY = mutation('submitChouettePlay', { moves: '[CheckerMoveInput!]!' });
const DECLARE = mutation('declareChouetteDouble', { double: 'Boolean!' });

interface LogEntry {
  seq: number;
  type: string;
  dice: number[] | null;
  detail: string | null;
  game: number | null;
}
interface RecordView {
  id: string;
  kind: string;
  clubId: string;
  tournamentId: string | null;
  title: string;
  matchLength: number;
  finished: boolean;
  hasMoves: boolean;
  log: string;
  players: { side: number; name: string; userId: string | null }[];
}

describe('a chouette board game as a match record', () => {
  let t: TestApi;
  let org: Player;
  let seated: Player[];
  /** A member of the club who is not at the table. */
  let mia: Player;
  /** A member of another club only. */
  let carl: Player;
  let clubId: string;
  let tableId: string;
  /** The moves of each play, as sent to the table. */
  const sent: CheckerMove[][] = [];
  /** The board after each play of the game but the last (which ends it), as the table showed it. */
  const boards: { side0: number[]; side1: number[] }[] = [];
  let midGame: RecordView;

  const table = async (id: string) => data(await org.gql<{ chouette: Table }>(TABLE, { id })).chouette;
  const send = async (who: Player, text: string, at: Table, vars: Record<string, unknown> = {}) =>
    Object.values(data(await who.gql<Record<string, Table>>(text, { id: at.id, seq: at.seq, ...vars })))[0];

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 100_000 } });
    [org, mia, carl] = await Promise.all(['Org', 'Mia', 'Carl'].map((name) => signUp(t, name)));
    seated = await Promise.all(['Ana', 'Bia', 'Caio'].map((name) => signUp(t, name)));
    clubId = await clubOf(org, [mia, ...seated]);
    await clubOf(carl, []);
    const byId = (id: string | null) => {
      const found = seated.find((p) => p.id === id);
      if (!found) throw new Error(`not a seated player: ${id}`);
      return found;
    };

    // Opened by the club's owner (who does not play); three members join and roll for the order.
    let v = Object.values(
      data(
        await org.gql<Record<string, Table>>(OPEN, {
          input: { clubId, options: { partnerThreshold: 0 } },
        }),
      ),
    )[0];
    tableId = v.id;
    for (const p of seated) data(await p.gql(JOIN, { code: v.code }));
    v = await table(tableId);
    while (v.phase !== 'ready') {
      const next = v.waitingFor.find((w) => w.decision === 'rollForOrder');
      if (!next) throw new Error(`not rolling for the order: ${JSON.stringify(v.waitingFor)}`);
      v = await send(byId(next.player), ROLL_ORDER, v);
    }
    v = await send(byId(v.line[0]), START, v);

    // The first game, to its end: the server's dice, the first legal play, every doubling window declined.
    for (let step = 0; v.game; step++) {
      if (step > 3000) throw new Error('the game did not end');
      const w = v.waitingFor.find((x) => !x.optional);
      if (!w) throw new Error(`nothing to do: ${JSON.stringify(v.waitingFor)}`);
      switch (w.decision) {
        case 'openingRoll':
          v = await send(byId(v.game.box), ROLL, v);
          break;
        case 'roll':
          v = await send(byId(w.player), ROLL, v);
          break;
        case 'declareDouble':
          v = await send(byId(w.player), DECLARE, v, { double: false });
          break;
        case 'play': {
          const mover = byId(w.player);
          const mine = data(await mover.gql<{ chouette: Table }>(TABLE, { id: tableId })).chouette;
          const moves = mine.game?.legalPlays[0]?.moves ?? [];
          sent.push(moves);
          v = await send(mover, PLAY, mine, { moves });
          if (v.game?.board) boards.push(v.game.board);
          if (boards.length === 3) {
            midGame = data(
              await seated[0].gql<{ matchRecord: RecordView }>(RECORD, { id: `c:${tableId}:1` }),
            ).matchRecord;
          }
          break;
        }
        default:
          throw new Error(`unexpected decision ${w.decision}`);
      }
    }
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  it('is the game as played: its rolls and plays in order, through the positions the table showed', async () => {
    const history = data(
      await org.gql<{
        chouette: {
          log: LogEntry[];
          ledger: {
            games: { index: number; box: string; captain: string; winner: string; reason: string }[];
          };
        };
      }>(HISTORY, { id: tableId }),
    ).chouette;
    const [ledger] = history.ledger.games;
    expect(ledger).toMatchObject({ index: 0, reason: 'bearOff' });

    for (const viewer of seated) {
      const record = data(
        await viewer.gql<{ matchRecord: RecordView }>(RECORD, { id: `c:${tableId}:1` }),
      ).matchRecord;
      expect(record).toMatchObject({
        id: `c:${tableId}:1`,
        kind: 'CHOUETTE',
        clubId,
        tournamentId: null,
        matchLength: 0,
        finished: true,
        hasMoves: true,
      });
      expect(record.players.map((p) => [p.side, p.userId])).toEqual([
        [0, ledger.box],
        [1, ledger.captain],
      ]);
      const log = JSON.parse(record.log) as { options: object; actions: Action[]; players: string[] };
      expect(log.players).toEqual(record.players.map((p) => p.name));

      // The moves sent to the table, and the same dice and plays as the table's own log of game 1, in order.
      const plays = log.actions.flatMap((a, i) => (a.type === 'play' ? [i] : []));
      const movesOf = (a: Action) =>
        a.type === 'play' ? a.moves.map(({ from, to, die }) => ({ from, to, die })) : null;
      expect(plays.map((i) => movesOf(log.actions[i]))).toEqual(sent);
      const played = history.log.filter((e) => e.game === 0 && (e.type === 'roll' || e.type === 'play'));
      const ours = log.actions.map((a) =>
        a.type === 'roll'
          ? ['roll', [...a.dice]]
          : a.type === 'play'
            ? ['play', formatPlay(a.moves) || 'No play']
            : [a.type],
      );
      expect(ours).toEqual(played.map((e) => (e.type === 'roll' ? ['roll', e.dice] : ['play', e.detail])));

      // Each play leads to the board the table showed after it; the last one bears off the winner's last checker.
      expect(plays.length).toBe(boards.length + 1);
      boards.forEach((board, k) => {
        const state = replay(log.options, log.actions.slice(0, plays[k] + 1));
        if (!state.ok) throw new Error(state.error.message);
        expect(state.value.games[0].board.map((side) => [...side])).toEqual([board.side0, board.side1]);
      });
      const end = replay(log.options, log.actions);
      if (!end.ok) throw new Error(end.error.message);
      expect(end.value.games[0].result?.winner).toBe(ledger.winner === 'box' ? 0 : 1);
    }
  });

  it('was readable while the game went on, unfinished and with the plays so far', () => {
    expect(midGame).toMatchObject({
      id: `c:${tableId}:1`,
      kind: 'CHOUETTE',
      finished: false,
      hasMoves: true,
    });
    const log = JSON.parse(midGame.log) as { actions: Action[] };
    expect(log.actions.filter((a) => a.type === 'play')).toHaveLength(3);
  });

  it("is readable by the club's members and the table's organiser, and refused to an outsider", async () => {
    for (const viewer of [mia, org]) {
      const record = data(await viewer.gql<{ matchRecord: RecordView }>(RECORD, { id: `c:${tableId}:1` }));
      expect(record.matchRecord.id).toBe(`c:${tableId}:1`);
    }
    const refused = await carl.gql(RECORD, { id: `c:${tableId}:1` });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(refused.data).toBeNull();
    expect(codeOf(await t.gql(RECORD, { id: `c:${tableId}:1` }))).toBe('UNAUTHENTICATED');
  });

  it('answers a malformed c: id with INVALID_RECORD_ID and a game the table never played with NOT_FOUND', async () => {
    for (const id of [
      `c:${tableId}`,
      `c:${tableId}:0`,
      `c:${tableId}:-1`,
      `c:${tableId}:x`,
      `c:${tableId}:01`,
      `c:${tableId}:1:2`,
      `c:${tableId.slice(0, 35)}:1`,
      `c::1`,
    ]) {
      const response = await seated[0].gql(RECORD, { id });
      expect(codeOf(response)).toBe('INVALID_RECORD_ID');
      expect(response.errors?.[0]?.message).toMatch(/identificador de um registro de partida/);
    }
    for (const id of [`c:${tableId}:2`, `c:${tableId}:999999`]) {
      expect(codeOf(await seated[0].gql(RECORD, { id }))).toBe('NOT_FOUND');
    }
  });
});
