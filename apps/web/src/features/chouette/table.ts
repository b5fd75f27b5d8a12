/**
 * The chouette table page's state and view model, as plain functions: the server's view plus the viewer's
 * checker moves not yet sent (reduceTable), and what the page shows of it (tableModel). Nothing here decides
 * a rule: the API says what the table waits for, and accepts or refuses every action.
 */
import type { CheckerMove } from '@gamao/engine';
import { pickMove, sources, type TurnView } from '@/features/play/controller';
import { isNewerView } from '@/lib/server-view';
import { isOpenTable } from './live';
import {
  type ChouetteGameView,
  type ChouetteView,
  type MoveRole,
  type Waiting,
  moveRoleOf,
  nameMap,
  nextRoles,
  turnOf,
  viewerSide,
} from './view';

export interface TableState {
  readonly view: ChouetteView;
  readonly viewerId: string;
  /** The viewer's checker moves so far (not yet sent). */
  readonly moves: readonly CheckerMove[];
  /** The selected checker's point in the mover's numbering (25 = bar), or null. */
  readonly selected: number | null;
  /** Why the server refused the last action (its message), until the next view arrives. */
  readonly error: string | null;
}

export type TableAction =
  | { readonly type: 'view'; readonly view: ChouetteView }
  /** A live event's absences (an absence's notice comes at the log's last seq, with no new action). */
  | { readonly type: 'absences'; readonly seq: number; readonly absences: ChouetteView['absences'] }
  | { readonly type: 'select'; readonly from: number | null }
  | { readonly type: 'move'; readonly from: number; readonly to: number }
  | { readonly type: 'undo' }
  | { readonly type: 'refused'; readonly message: string };

export const startTable = ({ view, viewerId }: { view: ChouetteView; viewerId: string }): TableState => ({
  view,
  viewerId,
  moves: [],
  selected: null,
  error: null,
});

/** The same point of the log with other absences: they live beside the log and change no sequence number. */
const absencesMoved = (shown: ChouetteView, next: ChouetteView) =>
  shown.id === next.id &&
  shown.seq === next.seq &&
  JSON.stringify(shown.absences ?? []) !== JSON.stringify(next.absences ?? []);

/**
 * A newer view replaces the shown one and clears the partial move (the sequence only grows); a view that only
 * changes who is away keeps the move in progress, and so do the absences a live event brings at the sequence
 * shown (another player's absence, announced without a log entry). An event past the view brings a reload.
 */
export function reduceTable(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'view':
      if (isNewerView(state.view, action.view))
        return startTable({ view: action.view, viewerId: state.viewerId });
      return absencesMoved(state.view, action.view) ? { ...state, view: action.view } : state;
    case 'absences': {
      const next = { ...state.view, absences: action.absences };
      return action.seq === state.view.seq && absencesMoved(state.view, next)
        ? { ...state, view: next }
        : state;
    }
    case 'select': {
      const turn = turnOf(state.view, state.viewerId, state.moves);
      if (action.from === null || !sources(turn).includes(action.from)) return { ...state, selected: null };
      return { ...state, selected: state.selected === action.from ? null : action.from };
    }
    case 'move': {
      const move = pickMove(turnOf(state.view, state.viewerId, state.moves), action.from, action.to);
      return { ...state, moves: move ? [...state.moves, move] : state.moves, selected: null };
    }
    case 'undo':
      return { ...state, moves: state.moves.slice(0, -1), selected: null };
    case 'refused':
      return { ...state, error: action.message };
  }
}

/** What the page shows of the table for this viewer. */
export interface TableModel {
  readonly names: Map<string, string>;
  readonly game: ChouetteGameView | null;
  /** The away members whose cube decisions the viewer makes as their proxy. */
  readonly proxied: ReadonlySet<string>;
  /** The viewer records the decisions of a physical board (the organiser in scorekeeper mode). */
  readonly recorder: boolean;
  readonly scorekeeper: boolean;
  /** The table can still change. */
  readonly open: boolean;
  /** The viewer's side in the game in progress. */
  readonly side: 'box' | 'team' | null;
  /** The decisions the table waits for (the "waiting for: ..." line). */
  readonly required: readonly Waiting[];
  /**
   * The viewer's own decisions, and the table's (start, opening roll) that the viewer may take; the
   * organiser recording a physical board sees everyone's. The play and the suggestion are the move role's.
   */
  readonly mine: readonly Waiting[];
  /**
   * What the viewer's panel of actions says: `decide` when the table waits for the viewer ("Sua vez de
   * decidir"), `may` when the viewer only may do something (an optional double, a suggestion, resigning,
   * leaving), null when there is nothing for the viewer to do.
   */
  readonly prompt: 'decide' | 'may' | null;
  readonly moveRole: MoveRole;
  readonly turn: TurnView;
  /** The board is drawn (a game with a board, not a physical one). */
  readonly showBoard: boolean;
  /** The box to every member still in, or a member still in to the box; no decision pending. */
  readonly mayResign: boolean;
  readonly mayJoin: boolean;
  readonly mayLeave: boolean;
  readonly mayEndSession: boolean;
  /** The organiser recording seats club members while the table gathers. */
  readonly maySeat: boolean;
  /** The roles of the next game, between games. */
  readonly next: ReturnType<typeof nextRoles> | null;
  /** The join code and the order rolls, while players gather. */
  readonly inviting: boolean;
}

/** The cube decisions a proxy makes for an away member (house rule absentMember 'proxy'). */
const PROXY_DECISIONS: ReadonlySet<string> = new Set([
  'double',
  'declareDouble',
  'answerDouble',
  'answerBeaver',
]);

/** The away members whose cube the viewer decides as their proxy. */
export function proxiedBy(view: ChouetteView, viewerId: string): ReadonlySet<string> {
  return new Set((view.absences ?? []).filter((a) => a.proxy === viewerId).map((a) => a.member));
}

export function tableModel(view: ChouetteView, viewerId: string, moves: readonly CheckerMove[]): TableModel {
  const g = view.game ?? null;
  const recorder = view.viewerRecords;
  const scorekeeper = view.mode === 'SCOREKEEPER';
  const open = isOpenTable(view.status);
  const myMember = g?.members.find((m) => m.player === viewerId);
  const betweenGames = view.phase === 'ready' || view.phase === 'gathering';
  const moveRole = scorekeeper ? null : moveRoleOf(view, viewerId);
  const proxied = proxiedBy(view, viewerId);
  const forProxy = (w: Waiting) => !!w.player && proxied.has(w.player) && PROXY_DECISIONS.has(w.decision);
  const mine = view.waitingFor.filter(
    (w) =>
      (recorder || w.player === viewerId || w.player === null || forProxy(w)) &&
      viewerTakes(w, view, viewerId),
  );
  // The play or suggestion the viewer is making on the board.
  const moveWaits = moveRole
    ? view.waitingFor.filter((w) => w.player === viewerId && w.decision === moveRole)
    : [];
  const mayResign =
    !scorekeeper &&
    g !== null &&
    !g.window &&
    !g.resignation &&
    (g.phase === 'rolling' || g.phase === 'moving') &&
    (g.box === viewerId || (myMember !== undefined && myMember.inGame));
  const mayJoin = !view.viewerPresent && !recorder && open && view.phase !== 'closed';
  const mayLeave = open && view.viewerPresent && !scorekeeper && betweenGames;
  const mayEndSession = view.viewerCorrects && open && betweenGames;
  const maySeat = recorder && scorekeeper && view.phase === 'gathering';
  return {
    names: nameMap(view),
    game: g,
    recorder,
    proxied,
    scorekeeper,
    open,
    side: viewerSide(g, viewerId),
    required: view.waitingFor.filter((w) => !w.optional),
    mine,
    prompt:
      mine.some((w) => !w.optional) || moveWaits.some((w) => !w.optional)
        ? 'decide'
        : mine.length || moveWaits.length || mayResign || mayJoin || mayLeave || mayEndSession || maySeat
          ? 'may'
          : null,
    moveRole,
    turn: turnOf(view, viewerId, moves),
    showBoard: !!g?.board && !scorekeeper,
    mayResign,
    mayJoin,
    mayLeave,
    mayEndSession,
    maySeat,
    next: view.phase === 'ready' && view.line.length > 0 ? nextRoles(view.line) : null,
    inviting: view.phase === 'gathering' || view.phase === 'seating',
  };
}

/**
 * Whether the viewer takes this decision in the panel: the table's own decisions go to whoever may take them
 * (the start to a player present, or to the organiser recording a physical board; the opening roll to the
 * box and the captain; the result of a physical game to its recorder); joining, the play and the
 * suggestion have their own controls.
 */
export function viewerTakes(w: Waiting, view: ChouetteView, viewerId: string): boolean {
  const g = view.game;
  switch (w.decision) {
    case 'join':
    case 'play':
    case 'suggest':
      return false;
    case 'startGame':
      return view.mode === 'SCOREKEEPER' ? view.viewerRecords : view.viewerPresent;
    case 'openingRoll':
      return !!g && (g.box === viewerId || g.actingCaptain === viewerId);
    case 'recordResult':
      return view.viewerRecords;
    default:
      return true;
  }
}

/** The table's rules in one line: the message keys (under `chouette.rules`) and their values, in order. */
export function rulesOf(
  options: ChouetteView['options'],
): [key: string, values?: Record<string, string | number>][] {
  const rules: [string, Record<string, string | number>?][] = [[`profile.${options.profile}`]];
  if (options.beaver) rules.push(['beaver']);
  if (options.raccoon) rules.push(['raccoon']);
  if (options.beaverRefusal) rules.push(['beaverRefusal']);
  if (options.jacoby) rules.push(['jacoby']);
  if (options.autoDoubles) rules.push(['autoDoubles', { cap: options.autoDoublesCap }]);
  rules.push(options.partnerThreshold ? ['partner', { count: options.partnerThreshold }] : ['noPartner']);
  rules.push([`consultation.${options.consultation}`]);
  rules.push(['stake', { stake: options.stake }]);
  return rules;
}

/** The side of the last game's result the box won (+) or lost (-), as the page writes it. */
export const signedPoints = (points: number): string => (points > 0 ? `+${points}` : String(points));
