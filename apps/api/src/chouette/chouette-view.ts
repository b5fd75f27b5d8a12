import {
  type ChouetteAction,
  type ChouetteClocks,
  type ChouetteGame,
  type ChouetteState,
  type CubeLogEntry,
  type MemberRecord,
  type PlayerId,
  type SheetEditAction,
  type WaitingFor,
  BOX_SIDE,
  applyChouetteAction,
  chouetteClockView,
  chouetteLedger,
  chouetteSettlement,
  houseRulesOf,
  newChouette,
  sessionSheet,
  sheetMarks,
  sheetOrder,
  sideOf,
  tableRoles,
  waitingFor,
} from '@gamao/chouette';
import {
  type Board,
  type CheckerMove,
  type Side,
  type TimeControl,
  encodePositionId,
  formatPlay,
  legalPlays,
  pipCount,
  replayMoves,
} from '@gamao/engine';
import { timeControlView } from '../play/match-view';
import type { ChouetteMode as PrismaChouetteMode, ChouetteStatus } from '../generated/prisma/enums';
import type { LegalPlay } from '../core/graphql/board.model';
import type { ScoringProfileEnum, WinKindEnum } from '../core/graphql/scoring.model';
import type { User } from '../users/user.model';
import type { ChouetteHouseRules } from './chouette-house.model';
import type { ChouetteCubeOwnerEnum, ChouetteSheet } from './chouette-sheet.model';
import {
  type Chouette,
  type ChouetteAbsence,
  type ChouetteCubeLogEntry,
  type ChouetteGameView,
  type ChouetteLedger,
  type ChouetteLogEntry,
  type ChouetteMemberRecord,
  type ChouettePlayerClock,
  type ChouettePoints,
  type ChouetteSeat,
  type ChouetteSettlement,
  type ChouetteWaiting,
  ChouetteMode,
  ChouetteRole,
  type ConsultationRuleEnum,
  type GameKindEnum,
  type TableSideEnum,
} from './chouette.model';

/** The stored row of a session, with what a view needs. */
export interface SessionRow {
  id: string;
  clubId: string;
  organiserId: string;
  mode: PrismaChouetteMode;
  code: string;
  status: ChouetteStatus;
  lastSeq: number;
  state: unknown;
  serverSeed: string | null;
  serverSeedHash: string | null;
  timeControl: TimeControl | null;
  clocks: ChouetteClocks | null;
  /** Players away from the table: to their proxy, or null. */
  absences: Readonly<Record<string, string | null>>;
  createdAt: Date;
  closedAt: Date | null;
}

/** Who is away from the table (house rule absentMember), with their proxy or null: in the view, in each event. */
export function absencesView(absences: Readonly<Record<string, string | null>>): ChouetteAbsence[] {
  return Object.entries(absences).map(([member, proxy]) => ({ member, proxy }));
}

/** Each player's clock of the game at the server's `now` (empty without a time control). */
export function clocksView(
  tc: TimeControl | null,
  clocks: ChouetteClocks | null,
  now = Date.now(),
): ChouettePlayerClock[] {
  if (!tc || !clocks) return [];
  return chouetteClockView(tc, clocks, now).map((c) => ({
    player: c.player,
    delayMs: c.delayMs,
    reserveMs: c.reserveMs,
    running: c.running,
    serverNow: new Date(now),
    deadline: c.deadline === null ? null : new Date(c.deadline),
  }));
}

export interface ActionRow {
  seq: number;
  action: ChouetteAction;
  actorId: string | null;
  createdAt: Date;
}

/** What the viewer may do beyond their own seat. */
export interface ViewerRights {
  readonly records: boolean;
  readonly corrects: boolean;
}

const pointsList = (record: Readonly<Record<PlayerId, number>>): ChouettePoints[] =>
  Object.entries(record).map(([player, points]) => ({ player, points }));

const cubeLog = (log: readonly CubeLogEntry[]): ChouetteCubeLogEntry[] =>
  log.map((e) => ({ action: e.action, by: e.by as TableSideEnum, value: e.value }));

function roleOf(s: ChouetteState, p: PlayerId): ChouetteRole {
  if (!s.present.includes(p)) return ChouetteRole.LEFT;
  const at = s.line.indexOf(p);
  if (at < 0) return ChouetteRole.WAITING;
  const partner = s.game ? s.game.partner : s.partner;
  if (at === 0) return ChouetteRole.BOX;
  if (at === 1) return ChouetteRole.CAPTAIN;
  return p === partner ? ChouetteRole.PARTNER : ChouetteRole.QUEUE;
}

export function waitingView(s: ChouetteState): ChouetteWaiting[] {
  return waitingFor(s).map((w: WaitingFor) => ({
    player: w.player,
    decision: w.decision,
    actions: [...w.actions],
    member: w.member ?? null,
    optional: w.optional ?? false,
  }));
}

function viewerPlays(g: ChouetteGame, viewerId: string, waits: ChouetteWaiting[]): LegalPlay[] {
  if (g.phase !== 'moving' || !g.board || !g.dice || !g.turn) return [];
  if (!waits.some((w) => w.player === viewerId && (w.decision === 'play' || w.decision === 'suggest')))
    return [];
  const side = sideOf(g.turn);
  return legalPlays(g.board, side, g.dice).map((play) => ({
    moves: play.moves.map((m) => ({ ...m })),
    notation: formatPlay(play.moves),
    resultPositionId: encodePositionId(play.board, side),
  }));
}

function gameView(g: ChouetteGame, viewerId: string, waits: ChouetteWaiting[]): ChouetteGameView {
  const board: Board | null = g.board;
  const onRoll: Side = g.turn ? sideOf(g.turn) : BOX_SIDE;
  return {
    index: g.index,
    phase: g.phase,
    box: g.box,
    partner: g.partner,
    captain: g.captain,
    actingCaptain: g.actingCaptain,
    turn: (g.turn as TableSideEnum | null) ?? null,
    dice: g.dice ? [...g.dice] : null,
    board: board ? { side0: [...board[0]], side1: [...board[1]] } : null,
    pips: board ? [pipCount(board, 0), pipCount(board, 1)] : null,
    positionId: board ? encodePositionId(board, onRoll) : null,
    members: g.members.map((m) => ({
      player: m.player,
      cubeValue: m.cube.value,
      cubeOwner:
        m.cube.owner === 'centred' ? null : ((m.cube.owner === BOX_SIDE ? 'box' : 'team') as TableSideEnum),
      offer: m.cube.offer
        ? {
            stage: m.cube.offer.stage,
            doubler: (m.cube.offer.doubler === BOX_SIDE ? 'box' : 'team') as TableSideEnum,
            value: m.cube.offer.value,
          }
        : null,
      inGame: m.outcome === null,
      outcome: m.outcome
        ? {
            points: m.outcome.points,
            reason: m.outcome.reason,
            conceded: (m.outcome.conceded as TableSideEnum | null) ?? null,
            kind: m.outcome.kind as GameKindEnum,
          }
        : null,
      log: cubeLog(m.log),
    })),
    window: g.window
      ? {
          by: g.window.by as TableSideEnum,
          members: [...g.window.members],
          declarations: g.window.declarations.map((d) => ({ member: d.member, double: d.double })),
          takers: [...g.window.takers],
        }
      : null,
    suggestions: g.suggestions.map((sg) => ({
      player: sg.player,
      moves: sg.moves.map((m) => ({ ...m })),
      notation: playNotation(g, sg.moves),
    })),
    resignation: g.resignation
      ? {
          by: g.resignation.by,
          side: g.resignation.side as TableSideEnum,
          kind: g.resignation.kind as WinKindEnum,
          pending: [...g.resignation.pending],
        }
      : null,
    legalPlays: viewerPlays(g, viewerId, waits),
  };
}

const memberRecord = (m: MemberRecord): ChouetteMemberRecord => ({
  player: m.player,
  cube: m.cube,
  turned: m.turned,
  log: cubeLog(m.log),
  reason: m.reason,
  conceded: (m.conceded as TableSideEnum | null) ?? null,
  kind: m.kind as GameKindEnum,
  points: m.points,
});

export function ledgerView(s: ChouetteState, users: ReadonlyMap<string, User>): ChouetteLedger {
  const ledger = chouetteLedger(s);
  return {
    games: ledger.games.map((g) => ({
      index: g.index,
      box: g.record.box,
      partner: g.record.partner,
      captain: g.record.captain,
      actingCaptain: g.record.actingCaptain,
      winner: (g.record.winner as TableSideEnum | null) ?? null,
      reason: g.record.reason,
      boxVsCaptain: g.record.boxVsCaptain,
      boxSide: g.record.boxSide,
      members: g.record.members.map(memberRecord),
      points: pointsList(g.record.points),
      corrections: g.corrections.map((c) => ({
        seq: c.seq,
        game: c.game,
        by: c.by,
        byUser: users.get(c.by) ?? { id: c.by, displayName: '' },
        reason: c.reason,
        delta: pointsList(c.delta),
        edit: c.edit ?? null,
      })),
      net: pointsList(g.net),
      totals: pointsList(g.totals),
    })),
    totals: ledger.players.map((player) => ({ player, points: ledger.totals[player] ?? 0 })),
  };
}

export function sheetView(s: ChouetteState, users: ReadonlyMap<string, User>): ChouetteSheet {
  const marks = sheetMarks(s);
  return {
    order: sheetOrder(marks, chouetteLedger(s).players),
    breaks: [...marks.breaks],
    deleted: [...marks.deleted],
    cubes: marks.cubes.map((c) => ({ ...c, owner: c.owner as ChouetteCubeOwnerEnum })),
    edits: marks.edits.map((e) => ({
      ...e,
      byUser: users.get(e.by) ?? { id: e.by, displayName: '' },
    })),
  };
}

export function settlementView(s: ChouetteState): ChouetteSettlement {
  const settled = chouetteSettlement(s);
  if (!settled.ok) return { stake: s.options.stake, method: 'exact', transfers: [] };
  return {
    stake: settled.value.stake,
    method: settled.value.method,
    transfers: settled.value.transfers.map((t) => ({ ...t })),
  };
}

/** The whole table as the viewer sees it (the log is a field resolver). */
export function buildChouetteView(
  row: SessionRow,
  state: ChouetteState,
  users: ReadonlyMap<string, User>,
  viewerId: string,
  rights: ViewerRights,
): Omit<Chouette, 'log'> {
  const user = (id: string): User => users.get(id) ?? { id, displayName: '?' };
  const totals = chouetteLedger(state).totals;
  const waits = waitingView(state);
  const roles = tableRoles(state.line);
  const o = state.options;
  const players: ChouetteSeat[] = state.players.map((p) => {
    const at = state.line.indexOf(p);
    return {
      user: user(p),
      present: state.present.includes(p),
      role: roleOf(state, p),
      line: at < 0 ? null : at,
      actingCaptain: state.game ? state.game.actingCaptain === p : roles.captain === p,
      hasSat: state.sat.includes(p),
      total: totals[p] ?? 0,
    };
  });
  return {
    id: row.id,
    clubId: row.clubId,
    code: row.code,
    mode: row.mode,
    status: row.status,
    phase: state.phase,
    seq: row.lastSeq,
    options: {
      mode: o.mode === 'scorekeeper' ? ChouetteMode.SCOREKEEPER : ChouetteMode.BOARD,
      profile: o.profile as ScoringProfileEnum,
      triploPoints: o.triploPoints,
      jacoby: o.jacoby,
      beaver: o.beaver,
      raccoon: o.raccoon,
      beaverRefusal: o.beaverRefusal,
      autoDoubles: o.autoDoubles,
      autoDoublesCap: o.autoDoublesCap,
      maxCube: o.maxCube,
      cube: o.cube,
      partnerThreshold: o.partnerThreshold,
      consultation: o.consultation as ConsultationRuleEnum,
      stake: o.stake,
      // A table opened before house rules existed plays by the defaults.
      house: houseRulesOf(o) as ChouetteHouseRules,
    },
    organiser: user(row.organiserId),
    players,
    line: [...state.line],
    partner: state.game ? state.game.partner : state.partner,
    entryRolls: (state.entryOrder?.history ?? []).map((r) => ({
      round: r.round,
      player: r.player,
      dice: [...r.dice],
    })),
    game: state.game ? gameView(state.game, viewerId, waits) : null,
    gamesPlayed: state.games.length,
    absences: absencesView(row.absences),
    waitingFor: waits,
    ledger: ledgerView(state, users),
    sheet: sheetView(state, users),
    settlement: settlementView(state),
    viewerPresent: state.present.includes(viewerId),
    viewerRecords: rights.records,
    viewerCorrects: rights.corrects,
    diceCommitment: row.serverSeedHash,
    diceSeed: row.status === 'CLOSED' ? row.serverSeed : null,
    timeControl: timeControlView(row.timeControl),
    clocks: clocksView(row.timeControl, row.clocks),
    createdAt: row.createdAt,
    closedAt: row.closedAt,
  };
}

/**
 * A play or a suggestion written as gnubg does. An action (and a suggestion) holds the moves as they were
 * sent, without their hits: they are read on the board they were made on (the game before the action, or the
 * game a suggestion waits in), so a hit is marked with its `*` as on every other board of the site.
 */
function playNotation(game: ChouetteGame | null, moves: readonly CheckerMove[]): string {
  const read =
    game?.board && game.turn && game.dice
      ? replayMoves(game.board, sideOf(game.turn), game.dice, moves)
      : null;
  return formatPlay(read?.ok ? read.value.moves : moves);
}

/**
 * A readable English line for one action (clients translate by type and fields); `game` is the game in
 * progress before it, which a play's notation is read on.
 */
export function describeAction(
  a: ChouetteAction,
  game: ChouetteGame | null = null,
): { text: string; detail: string | null } {
  switch (a.type) {
    case 'join':
      return { text: 'Joins the table', detail: null };
    case 'leave':
      return { text: 'Leaves the table', detail: null };
    case 'rollForOrder':
      return { text: `Rolls ${a.dice[0]}-${a.dice[1]} for the order`, detail: null };
    case 'callPartner':
      return a.partner
        ? { text: 'Calls a partner', detail: null }
        : { text: 'Plays without a partner', detail: null };
    case 'startGame':
      return { text: 'New game', detail: a.initialCube ? `cube ${a.initialCube}` : null };
    case 'roll':
      return { text: `Rolls ${a.dice[0]}${a.dice[1]}`, detail: null };
    case 'play':
    case 'suggest': {
      const notation = playNotation(game, a.moves) || 'No play';
      return { text: a.type === 'play' ? `Plays ${notation}` : `Suggests ${notation}`, detail: notation };
    }
    case 'confirmSuggestion':
      return { text: 'Plays a suggestion', detail: null };
    case 'double':
      return { text: 'Doubles', detail: null };
    case 'noDouble':
      return { text: 'No double', detail: null };
    case 'boxDouble':
      return { text: 'The box doubles', detail: null };
    case 'boxAnswer':
    case 'beaverAnswer':
    case 'memberAnswer':
      return { text: `Answers: ${a.answer}`, detail: a.answer };
    case 'resign':
      return { text: `Resigns (${a.kind})`, detail: a.kind };
    case 'answerResignation':
      return {
        text: a.accept ? 'Accepts the resignation' : 'Rejects the resignation',
        detail: a.accept ? 'accept' : 'reject',
      };
    case 'endGame':
      return {
        text: `Result: ${a.winner} wins${a.kind ? ` (${a.kind})` : ''}`,
        detail: `${a.winner}${a.kind ? ` ${a.kind}` : ''}`,
      };
    case 'correction':
      return { text: `Correction of game ${a.game + 1}: ${a.reason}`, detail: a.reason };
    case 'endSession':
      return { text: 'End of the session', detail: null };
    case 'timeout':
      return {
        text: a.dice ? `Time is up: the server rolls ${a.dice[0]}${a.dice[1]}` : 'Time is up',
        detail: 'timeout',
      };
    case 'deal': {
      // member:points, the member's view (positive: the box pays).
      const terms = a.terms.map((t) => `${t.member}:${t.points}`).join(' ');
      return { text: `Deal with ${a.terms.length} member(s)`, detail: terms };
    }
    case 'extra':
      return { text: 'Gives an extra to the lone taker', detail: null };
    case 'sheetEdit':
      return { text: `Edits the score sheet (${a.edit.kind}): ${a.reason}`, detail: a.edit.kind };
  }
}

/** One log entry from an action and the states around it. */
export function logEntry(row: ActionRow, before: ChouetteState): ChouetteLogEntry {
  const a = row.action;
  const { text, detail } = describeAction(a, before.game);
  const game =
    a.type === 'correction'
      ? a.game
      : a.type === 'sheetEdit'
        ? editedGame(a, before)
        : (before.game?.index ?? null);
  return {
    seq: row.seq,
    type: a.type,
    player: 'player' in a ? a.player : null,
    actorId: row.actorId,
    member:
      'member' in a
        ? a.member
        : 'partner' in a
          ? a.partner
          : 'from' in a
            ? a.from
            : a.type === 'extra'
              ? a.to
              : null,
    dice: 'dice' in a && a.dice ? [...a.dice] : null,
    detail,
    text,
    game,
    at: row.createdAt,
  };
}

/** The game a sheet edit is about (deleteLast: the last game on the sheet before it); null for a new order. */
function editedGame(a: SheetEditAction, before: ChouetteState): number | null {
  switch (a.edit.kind) {
    case 'score':
    case 'cube':
      return a.edit.game;
    case 'break':
    case 'unbreak':
      return a.edit.after;
    case 'deleteLast':
      return sessionSheet(before, a.by).games.at(-1)?.index ?? null;
    default:
      return null;
  }
}

/**
 * Replays a log from the start, calling `each` with every row and the states before and after it (the
 * stored log was applied once already: a refusal here means a corrupted log).
 */
export function replayLog(
  options: object,
  rows: readonly ActionRow[],
  each: (row: ActionRow, before: ChouetteState, after: ChouetteState) => void,
): ChouetteState {
  const start = newChouette(options);
  if (!start.ok) throw new Error(`Stored chouette options refused: ${start.error.message}`);
  let state = start.value;
  for (const row of rows) {
    const next = applyChouetteAction(state, row.action);
    if (!next.ok) throw new Error(`Stored chouette action #${row.seq} refused: ${next.error.message}`);
    each(row, state, next.value);
    state = next.value;
  }
  return state;
}
