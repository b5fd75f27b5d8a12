/**
 * One chouette game: one board, the box against the team, a cube per member (seed 000 rules 2 to 6).
 *
 * Board mode (the engine's board; dice come from the caller in the actions, like the engine's roll):
 *   opening --roll [box's die, team's die]--> tie: opening again (automatic doubles double every cube)
 *           --(no tie)--> moving: the higher die's side plays both numbers
 *   rolling --team: double / noDouble, boxAnswer, beaverAnswer--> rolling (one window per team turn)
 *           --box: boxDouble, memberAnswer, beaverAnswer--> rolling (one window per box turn)
 *           --roll--> moving (or a pass to the other side when no move is possible)
 *   moving  --play (or confirmSuggestion) by the mover--> rolling for the other side, or the end
 * The box moves for its side; the captain, or the acting captain once the captain is out, moves for the
 * team. Team members in the game may `suggest` complete plays (consultation rule); the captain's `play`
 * (or `confirmSuggestion` of one member's suggestion) is final: seed 000 rule 5, the captain alone picks
 * up the dice.
 *
 * Scorekeeper mode (a physical board): phase 'playing' until `endGame`; cube actions and resignations are
 * recorded in any order the rules allow (no turns), and `endGame` scores every member still in.
 *
 * Members leave the game one by one (drops, refused beavers, accepted resignations). When the acting
 * captain is out and others are in, a new acting captain is chosen once the pending decisions are over:
 * the first taker of the box's double in queue order when the box's double put the captain out
 * (docs/domain.md "Chouette"), otherwise the first member still in the game in queue order. When nobody is
 * left in, the game ends.
 *
 * Resignations are per cube, like everything else in a chouette: the box's resignation is offered to every
 * member still in, each accepting (and leaving with the points) or rejecting alone; a member's resignation
 * is offered to the box and concerns that member's cube only. Values: engine `scoreResignation`.
 */
import {
  type Board,
  type CheckerMove,
  type Dice,
  type WinKind,
  startBoard,
  hasLegalMove,
  offerResignation,
  ok,
  scoreResignation,
  validatePlay,
  winner,
} from '@gamao/engine';
import type {
  BoxAnswerAction,
  BeaverAnswerAction,
  ChouetteAction,
  EndGameAction,
  TimeoutAction,
} from './actions';
import {
  type BeaverAnswer,
  type CubeTable,
  type DoubleAnswer,
  type DoublingWindow,
  boxAnswer,
  beaverAnswer,
  boxDouble,
  declarationsComplete,
  memberAnswer,
  undeclared,
  teamDouble,
  teamNoDouble,
  windowDone,
} from './doubling';
import { checkSuggestion } from './consulting';
import type { DealRecord } from './deals';
import type { ExtraRecord } from './extras';
import { boardOutcome, checkRecordedResult, chouetteScoringRules, recordedOutcome } from './game-value';
import { checkHouseRulesForGameAction } from './house-play';
import {
  type MemberOutcome,
  type MemberState,
  autoDoubleMember,
  isInGame,
  memberCubeOptions,
  newMember,
  settleMember,
} from './member-cube';
import type { ChouetteMode, ChouetteOptions } from './options';
import {
  BOX_SIDE,
  type ChouetteResult,
  type PlayerId,
  TEAM_SIDE,
  type TableSide,
  chouetteError as err,
  sideOf,
  tableSide,
} from './types';

export type ChouetteGamePhase = 'opening' | 'rolling' | 'moving' | 'playing' | 'over';

export interface Suggestion {
  readonly player: PlayerId;
  readonly moves: readonly CheckerMove[];
}

export interface ChouetteResignation {
  readonly by: PlayerId;
  readonly side: TableSide;
  readonly kind: WinKind;
  /** Who must still answer: the members still in (the box resigned) or the box (a member resigned). */
  readonly pending: readonly PlayerId[];
}

/**
 * 'bearOff' (board), 'recorded' (scorekeeper endGame), 'allOut' (no member left in the game), 'timeout' (the
 * mover's clock ran out while they had to play).
 */
export type GameEndReason = 'bearOff' | 'recorded' | 'allOut' | 'timeout';

export interface GameEnd {
  /** The side that won on the board (or as recorded); null when every member left the game early. */
  readonly winner: TableSide | null;
  readonly reason: GameEndReason;
}

/** What happened in a game, in order (cube details are in each member's log too). */
export type ChouetteGameEvent =
  | {
      readonly type: 'openingRoll';
      readonly dice: Dice;
      readonly starter: TableSide | null;
      readonly cube: number;
    }
  | {
      readonly type: 'roll';
      readonly side: TableSide;
      readonly player: PlayerId;
      readonly dice: Dice;
      readonly pass: boolean;
    }
  | {
      readonly type: 'play';
      readonly side: TableSide;
      readonly player: PlayerId;
      readonly moves: readonly CheckerMove[];
      readonly suggestedBy: PlayerId | null;
    }
  | { readonly type: 'suggest'; readonly player: PlayerId; readonly moves: readonly CheckerMove[] }
  | {
      readonly type: 'double' | 'noDouble' | 'boxDouble';
      readonly player: PlayerId;
    }
  | {
      readonly type: 'boxAnswer' | 'beaverAnswer' | 'memberAnswer';
      readonly player: PlayerId;
      readonly member: PlayerId;
      readonly answer: DoubleAnswer | BeaverAnswer;
    }
  | { readonly type: 'resign'; readonly player: PlayerId; readonly kind: WinKind }
  | { readonly type: 'answerResignation'; readonly player: PlayerId; readonly accept: boolean }
  | { readonly type: 'actingCaptain'; readonly player: PlayerId }
  | { readonly type: 'end'; readonly winner: TableSide | null; readonly reason: GameEndReason };

export interface ChouetteGame {
  /** 0-based game number in the session. */
  readonly index: number;
  readonly mode: ChouetteMode;
  readonly box: PlayerId;
  readonly partner: PlayerId | null;
  /** The captain at the start: the box's opponent for the rotation. */
  readonly captain: PlayerId;
  /** Who moves for the team now (the captain until the captain is out of the game). */
  readonly actingCaptain: PlayerId;
  /** Every team member with a cube, captain first, in queue order. */
  readonly members: readonly MemberState[];
  readonly window: DoublingWindow | null;
  readonly phase: ChouetteGamePhase;
  /** The engine board (box = side 0, team = side 1); null in scorekeeper mode. */
  readonly board: Board | null;
  /** The side to roll or move; null during the opening and in scorekeeper mode. */
  readonly turn: TableSide | null;
  /** The roll to play (phase 'moving'). */
  readonly dice: Dice | null;
  /** The side on roll has had its doubling window this turn. */
  readonly doubledThisTurn: boolean;
  /** Members' suggestions for the team's current roll (one per member, the latest). */
  readonly suggestions: readonly Suggestion[];
  readonly resignation: ChouetteResignation | null;
  readonly events: readonly ChouetteGameEvent[];
  readonly end: GameEnd | null;
  /** House rules (issue 42): deals made in this game (deals.ts) and extras given (extras.ts); absent: none. */
  readonly deals?: readonly DealRecord[];
  readonly extras?: readonly ExtraRecord[];
}

/** The actions a game handles (the session handles the others). */
export type GameAction = Extract<
  ChouetteAction,
  {
    type:
      | 'roll'
      | 'play'
      | 'suggest'
      | 'confirmSuggestion'
      | 'double'
      | 'noDouble'
      | 'boxAnswer'
      | 'beaverAnswer'
      | 'boxDouble'
      | 'memberAnswer'
      | 'resign'
      | 'answerResignation'
      | 'endGame'
      | 'timeout';
  }
>;

export const GAME_ACTION_TYPES: readonly GameAction['type'][] = [
  'roll',
  'play',
  'suggest',
  'confirmSuggestion',
  'double',
  'noDouble',
  'boxAnswer',
  'beaverAnswer',
  'boxDouble',
  'memberAnswer',
  'resign',
  'answerResignation',
  'endGame',
  'timeout',
];

export const isGameAction = (a: ChouetteAction): a is GameAction =>
  (GAME_ACTION_TYPES as readonly string[]).includes(a.type);

/**
 * A new game: `line` is [box, captain, ...queue]; the partner (a queue player) sits with the box; every
 * other player of the line is a member with a centred cube at `initialCube`.
 */
export function newChouetteGame(
  index: number,
  line: readonly PlayerId[],
  partner: PlayerId | null,
  options: ChouetteOptions,
  initialCube = 1,
): ChouetteGame {
  const [box, captain, ...queue] = line;
  const members = [captain, ...queue.filter((p) => p !== partner)].map((p) => newMember(p, initialCube));
  const board = options.mode === 'board';
  return {
    index,
    mode: options.mode,
    box,
    partner,
    captain,
    actingCaptain: captain,
    members,
    window: null,
    phase: board ? 'opening' : 'playing',
    board: board ? startBoard() : null,
    turn: null,
    dice: null,
    doubledThisTurn: false,
    suggestions: [],
    resignation: null,
    events: [],
    end: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Queries

export const findMember = (g: ChouetteGame, player: PlayerId): MemberState | undefined =>
  g.members.find((m) => m.player === player);

/** The members still in the game, in queue order. */
export const membersInGame = (g: ChouetteGame): MemberState[] => g.members.filter(isInGame);

/** The player who rolls and moves for `side`. */
export const moverOf = (g: ChouetteGame, side: TableSide): PlayerId =>
  side === 'box' ? g.box : g.actingCaptain;

/** Everyone taking part in the game (box, partner, members). */
export const gamePlayers = (g: ChouetteGame): PlayerId[] => [
  g.box,
  ...(g.partner ? [g.partner] : []),
  ...g.members.map((m) => m.player),
];

// ---------------------------------------------------------------------------------------------
// Transitions

const push = (g: ChouetteGame, e: ChouetteGameEvent): readonly ChouetteGameEvent[] => [...g.events, e];

const withTable = (g: ChouetteGame, t: CubeTable, e: ChouetteGameEvent): ChouetteGame => ({
  ...g,
  members: t.members,
  window: t.window,
  events: push(g, e),
});

/** Ends the game: every member still in gets `outcome(m)`. */
function finish(
  g: ChouetteGame,
  end: GameEnd,
  outcome: ((m: MemberState) => MemberOutcome) | null,
): ChouetteGame {
  return {
    ...g,
    members: g.members.map((m) => (isInGame(m) && outcome ? settleMember(m, outcome(m)) : m)),
    phase: 'over',
    window: null,
    suggestions: [],
    resignation: null,
    events: push(g, { type: 'end', winner: end.winner, reason: end.reason }),
    end,
  };
}

/**
 * After each action: closes a finished window, ends the game when nobody is left in, and names an acting
 * captain when the acting captain is out (see the header).
 */
export function followUp(g: ChouetteGame): ChouetteGame {
  if (g.phase === 'over') return g;
  let closed: DoublingWindow | null = null;
  let next = g;
  if (next.window && windowDone(next)) {
    closed = next.window;
    next = { ...next, window: null };
  }
  if (next.window || next.resignation) return next;
  const inGame = membersInGame(next);
  if (inGame.length === 0) {
    return finish(next, { winner: null, reason: 'allOut' }, null);
  }
  if (inGame.some((m) => m.player === next.actingCaptain)) return next;
  const takers = closed?.by === 'box' ? closed.takers : [];
  const acting = inGame.find((m) => takers.includes(m.player)) ?? inGame[0];
  return {
    ...next,
    actingCaptain: acting.player,
    suggestions: [],
    events: push(next, { type: 'actingCaptain', player: acting.player }),
  };
}

function requireBoard(g: ChouetteGame): ChouetteResult<Board> {
  if (g.mode !== 'board' || g.board === null) {
    return err('BOARD_ONLY', 'There is no board in scorekeeper mode: record cube actions and the result');
  }
  return ok(g.board);
}

function roll(
  g: ChouetteGame,
  player: PlayerId,
  dice: Dice,
  o: ChouetteOptions,
): ChouetteResult<ChouetteGame> {
  const board = requireBoard(g);
  if (!board.ok) return board;
  if (g.phase === 'opening') {
    if (player !== g.box && player !== g.actingCaptain) {
      return err('NOT_YOUR_TURN', 'The box and the captain throw the opening roll');
    }
    if (dice[0] === dice[1]) {
      const members = o.autoDoubles ? g.members.map((m) => autoDoubleMember(m, o.autoDoublesCap)) : g.members;
      const cube = members[0]?.cube.value ?? 1;
      return ok({ ...g, members, events: push(g, { type: 'openingRoll', dice, starter: null, cube }) });
    }
    const starter: TableSide = dice[0] > dice[1] ? 'box' : 'team';
    const cube = g.members[0]?.cube.value ?? 1;
    // From the starting position every opening roll has a legal play.
    return ok({
      ...g,
      phase: 'moving',
      turn: starter,
      dice,
      events: push(g, { type: 'openingRoll', dice, starter, cube }),
    });
  }
  if (g.phase === 'moving') return err('ALREADY_ROLLED', 'The dice have been rolled: play them');
  if (g.window) {
    return g.window.by === 'team' && !declarationsComplete(g.window)
      ? err('DECLARATIONS_PENDING', 'Every member must declare (double or no double) first')
      : err('DOUBLE_PENDING', 'The doubles must be answered first');
  }
  const side = g.turn as TableSide;
  if (player !== moverOf(g, side)) return err('NOT_YOUR_TURN', 'It is not your turn to roll');
  if (hasLegalMove(board.value, sideOf(side), dice)) {
    return ok({
      ...g,
      phase: 'moving',
      dice,
      suggestions: [],
      events: push(g, { type: 'roll', side, player, dice, pass: false }),
    });
  }
  return ok({
    ...g,
    phase: 'rolling',
    turn: side === 'box' ? 'team' : 'box',
    dice: null,
    doubledThisTurn: false,
    events: push(g, { type: 'roll', side, player, dice, pass: true }),
  });
}

function checkMoving(g: ChouetteGame): ChouetteResult<Board> {
  const board = requireBoard(g);
  if (!board.ok) return board;
  if (g.phase !== 'moving' || g.dice === null) return err('MUST_ROLL', 'Roll the dice first');
  return board;
}

function play(
  g: ChouetteGame,
  player: PlayerId,
  moves: readonly CheckerMove[],
  suggestedBy: PlayerId | null,
  o: ChouetteOptions,
): ChouetteResult<ChouetteGame> {
  const board = checkMoving(g);
  if (!board.ok) return board;
  const side = g.turn as TableSide;
  if (player !== moverOf(g, side)) {
    return err('NOT_YOUR_TURN', side === 'team' ? 'Only the captain moves for the team' : 'The box moves');
  }
  const dice = g.dice as Dice;
  const validated = validatePlay(board.value, sideOf(side), dice, moves);
  if (!validated.ok) return validated;
  const played = validated.value.moves.map((m) =>
    m.hit ? { from: m.from, to: m.to, die: m.die, hit: true } : { from: m.from, to: m.to, die: m.die },
  );
  const next: ChouetteGame = {
    ...g,
    board: validated.value.board,
    suggestions: [],
    events: push(g, { type: 'play', side, player, moves: played, suggestedBy }),
  };
  const won = winner(validated.value.board);
  if (won !== null) {
    const double = dice[0] === dice[1];
    return ok(
      finish(next, { winner: tableSide(won), reason: 'bearOff' }, (m) =>
        boardOutcome(m, validated.value.board, won, double, o),
      ),
    );
  }
  return ok({
    ...next,
    phase: 'rolling',
    turn: side === 'box' ? 'team' : 'box',
    dice: null,
    doubledThisTurn: false,
  });
}

function memberInGame(g: ChouetteGame, player: PlayerId): ChouetteResult<MemberState> {
  const m = findMember(g, player);
  if (!m) return err('NOT_A_MEMBER', `${player} is not a team member in this game`);
  if (!isInGame(m)) return err('MEMBER_OUT', `${player} is out of this game`);
  return ok(m);
}

function suggest(
  g: ChouetteGame,
  player: PlayerId,
  moves: readonly CheckerMove[],
  o: ChouetteOptions,
): ChouetteResult<ChouetteGame> {
  const board = checkMoving(g);
  if (!board.ok) return board;
  if (g.turn !== 'team') return err('NOT_YOUR_TURN', 'Suggestions are for the team’s moves');
  const m = checkSuggestion(g, player, o.consultation);
  if (!m.ok) return m;
  const validated = validatePlay(board.value, TEAM_SIDE, g.dice as Dice, moves);
  if (!validated.ok) return validated;
  const clean = validated.value.moves.map((x) => ({ from: x.from, to: x.to, die: x.die }));
  return ok({
    ...g,
    suggestions: [...g.suggestions.filter((s) => s.player !== player), { player, moves: clean }],
    events: push(g, { type: 'suggest', player, moves: clean }),
  });
}

/** Board mode: the cube may move only before the roll of the side doubling, once a turn. */
function checkDoublingTurn(g: ChouetteGame, side: TableSide): ChouetteResult<true> {
  if (g.mode !== 'board') return ok(true);
  if (g.phase === 'opening') return err('MUST_ROLL', 'No doubling before the opening roll');
  if (g.turn !== side) return err('NOT_YOUR_TURN', 'Double only on your own side’s turn, before the roll');
  if (g.phase === 'moving') return err('ALREADY_ROLLED', 'Double before rolling the dice');
  return ok(true);
}

function double(g: ChouetteGame, player: PlayerId, o: ChouetteOptions): ChouetteResult<ChouetteGame> {
  const m = memberInGame(g, player);
  if (!m.ok) return m;
  const turn = checkDoublingTurn(g, 'team');
  if (!turn.ok) return turn;
  if (!g.window && g.doubledThisTurn) {
    return err('ALREADY_DOUBLED_THIS_TURN', 'The team has had its doubling window this turn');
  }
  const t = teamDouble(g, player, memberCubeOptions(o));
  if (!t.ok) return t;
  return ok({ ...withTable(g, t.value, { type: 'double', player }), doubledThisTurn: g.mode === 'board' });
}

function noDouble(g: ChouetteGame, player: PlayerId): ChouetteResult<ChouetteGame> {
  const t = teamNoDouble(g, player);
  return t.ok ? ok(withTable(g, t.value, { type: 'noDouble', player })) : t;
}

function answerBox(g: ChouetteGame, a: BoxAnswerAction, o: ChouetteOptions): ChouetteResult<ChouetteGame> {
  if (a.player !== g.box) return err('NOT_BOX', 'Only the box answers the team’s doubles');
  const t = boxAnswer(g, a.member, a.answer, memberCubeOptions(o), g.mode === 'scorekeeper');
  if (!t.ok) return t;
  return ok(
    withTable(g, t.value, { type: 'boxAnswer', player: a.player, member: a.member, answer: a.answer }),
  );
}

function answerBeaver(
  g: ChouetteGame,
  a: BeaverAnswerAction,
  o: ChouetteOptions,
): ChouetteResult<ChouetteGame> {
  const m = memberInGame(g, a.member);
  if (!m.ok) return m;
  const offer = m.value.cube.offer;
  if (offer?.stage === 'beaver') {
    const answerer = offer.doubler === BOX_SIDE ? g.box : a.member;
    if (a.player !== answerer) return err('NOT_YOUR_TURN', `${answerer} answers this beaver`);
  }
  const t = beaverAnswer(g, a.member, a.answer, memberCubeOptions(o));
  if (!t.ok) return t;
  return ok(
    withTable(g, t.value, { type: 'beaverAnswer', player: a.player, member: a.member, answer: a.answer }),
  );
}

function doubleByBox(g: ChouetteGame, player: PlayerId, o: ChouetteOptions): ChouetteResult<ChouetteGame> {
  if (player !== g.box) return err('NOT_BOX', 'Only the box doubles for the box side');
  const turn = checkDoublingTurn(g, 'box');
  if (!turn.ok) return turn;
  if (g.doubledThisTurn) return err('ALREADY_DOUBLED_THIS_TURN', 'The box has already doubled this turn');
  const t = boxDouble(g, memberCubeOptions(o));
  if (!t.ok) return t;
  return ok({ ...withTable(g, t.value, { type: 'boxDouble', player }), doubledThisTurn: g.mode === 'board' });
}

function answerMember(
  g: ChouetteGame,
  player: PlayerId,
  answer: 'take' | 'drop' | 'beaver',
  o: ChouetteOptions,
): ChouetteResult<ChouetteGame> {
  const t = memberAnswer(g, player, answer, memberCubeOptions(o));
  if (!t.ok) return t;
  return ok(withTable(g, t.value, { type: 'memberAnswer', player, member: player, answer }));
}

function resign(
  g: ChouetteGame,
  player: PlayerId,
  kind: WinKind,
  o: ChouetteOptions,
): ChouetteResult<ChouetteGame> {
  if (g.window) return err('DOUBLE_PENDING', 'The doubles must be answered first');
  let side: TableSide;
  let pending: PlayerId[];
  if (player === g.box) {
    side = 'box';
    pending = membersInGame(g).map((m) => m.player);
  } else {
    const m = memberInGame(g, player);
    if (!m.ok) return m;
    side = 'team';
    pending = [g.box];
  }
  const offered = offerResignation(null, sideOf(side), kind, chouetteScoringRules(o));
  if (!offered.ok) return offered;
  return ok({
    ...g,
    resignation: { by: player, side, kind, pending },
    events: push(g, { type: 'resign', player, kind }),
  });
}

function answerResignation(
  g: ChouetteGame,
  player: PlayerId,
  accept: boolean,
  o: ChouetteOptions,
): ChouetteResult<ChouetteGame> {
  const r = g.resignation;
  if (!r) return err('NO_RESIGNATION_OFFERED', 'No resignation has been offered');
  if (!r.pending.includes(player)) return err('NOT_YOUR_TURN', `${player} does not answer this resignation`);
  const pending = r.pending.filter((p) => p !== player);
  let members = g.members;
  if (accept) {
    const subject = r.side === 'box' ? player : r.by;
    members = members.map((m) => {
      if (m.player !== subject) return m;
      const score = scoreResignation(r.kind, m.cube.value, chouetteScoringRules(o));
      // The kind was checked when the resignation was offered.
      const points = score.ok ? score.value.points : m.cube.value;
      const kind = score.ok ? score.value.kind : 'single';
      return settleMember(m, {
        points: r.side === 'box' ? points : 0 - points,
        reason: 'resign',
        conceded: r.side,
        kind,
      });
    });
  }
  return ok({
    ...g,
    members,
    resignation: pending.length > 0 ? { ...r, pending } : null,
    events: push(g, { type: 'answerResignation', player, accept }),
  });
}

function endGame(g: ChouetteGame, a: EndGameAction, o: ChouetteOptions): ChouetteResult<ChouetteGame> {
  if (g.mode !== 'scorekeeper')
    return err('SCOREKEEPER_ONLY', 'On the board, the game ends when a side bears off');
  if (g.window) return err('DOUBLE_PENDING', 'The doubles must be answered first');
  const checked = checkRecordedResult(a, o);
  if (!checked.ok) return checked;
  return ok(finish(g, { winner: a.winner, reason: 'recorded' }, (m) => recordedOutcome(m, a, o)));
}

/**
 * A player's clock ran out (board mode): the default decision for what the game waits for from them.
 * - A resignation to answer: accepted.
 * - A double to declare (the team's window): no double.
 * - Cube answers (the box may owe several): every one a drop; a beaver: refused (the doubler drops at the
 *   beavered value).
 * - The mover who must roll: the roll is made with the server's `dice` (required).
 * - The mover who must play: their side loses the game as a single at each cube still in play (like a
 *   resignation of a single accepted by everyone); the game ends with reason 'timeout'.
 * Anything else (the opening roll is the table's, an optional decision): NOT_YOUR_TURN.
 */
function timeout(g: ChouetteGame, a: TimeoutAction, o: ChouetteOptions): ChouetteResult<ChouetteGame> {
  const board = requireBoard(g);
  if (!board.ok) return board;
  const player = a.player;
  const notWaited = err('NOT_YOUR_TURN', `The game is not waiting for ${player}`);
  if (g.resignation) {
    return g.resignation.pending.includes(player) ? answerResignation(g, player, true, o) : notWaited;
  }
  if (g.window) {
    const declaring = undeclared(g.window);
    if (declaring.length > 0) return declaring.includes(player) ? noDouble(g, player) : notWaited;
    let next = g;
    let answered = false;
    for (const m of g.members) {
      const offer = m.cube.offer;
      if (!offer) continue;
      let r: ChouetteResult<ChouetteGame> | null = null;
      if (offer.stage === 'double' && offer.doubler === BOX_SIDE && m.player === player) {
        r = answerMember(next, player, 'drop', o);
      } else if (offer.stage === 'double' && offer.doubler !== BOX_SIDE && g.box === player) {
        r = answerBox(next, { type: 'boxAnswer', player, member: m.player, answer: 'drop' }, o);
      } else if (offer.stage === 'beaver' && (offer.doubler === BOX_SIDE ? g.box : m.player) === player) {
        r = answerBeaver(next, { type: 'beaverAnswer', player, member: m.player, answer: 'refuse' }, o);
      }
      if (r === null) continue;
      if (!r.ok) return r;
      next = r.value;
      answered = true;
    }
    return answered ? ok(next) : notWaited;
  }
  if (g.phase !== 'rolling' && g.phase !== 'moving') return notWaited;
  const side = g.turn as TableSide;
  if (player !== moverOf(g, side)) return notWaited;
  if (g.phase === 'rolling') {
    if (!a.dice) return err('INVALID_ACTION', 'A timeout on the roll carries the server’s dice');
    return roll(g, player, a.dice, o);
  }
  const rules = chouetteScoringRules(o);
  return ok(
    finish(g, { winner: side === 'box' ? 'team' : 'box', reason: 'timeout' }, (m) => {
      const score = scoreResignation('single', m.cube.value, rules);
      const points = score.ok ? score.value.points : m.cube.value;
      return {
        points: side === 'box' ? points : 0 - points,
        reason: 'timeout',
        conceded: side,
        kind: 'single',
      };
    }),
  );
}

/** Applies one game action (shape already checked). The game is unchanged on a refusal. */
export function applyGameAction(
  g: ChouetteGame,
  a: GameAction,
  o: ChouetteOptions,
): ChouetteResult<ChouetteGame> {
  if (g.phase === 'over') return err('GAME_OVER', 'The game is over');
  if (g.resignation && a.type !== 'answerResignation' && a.type !== 'timeout') {
    return err('RESIGNATION_PENDING', 'The resignation must be answered first');
  }
  const house = checkHouseRulesForGameAction(g, a, o);
  if (!house.ok) return house;
  let r: ChouetteResult<ChouetteGame>;
  switch (a.type) {
    case 'roll':
      r = roll(g, a.player, a.dice, o);
      break;
    case 'play':
      r = play(g, a.player, a.moves, null, o);
      break;
    case 'suggest':
      r = suggest(g, a.player, a.moves, o);
      break;
    case 'confirmSuggestion': {
      const s = g.suggestions.find((x) => x.player === a.from);
      r = s
        ? play(g, a.player, s.moves, a.from, o)
        : err('NO_SUGGESTION', `${a.from} has no suggestion for this roll`);
      break;
    }
    case 'double':
      r = double(g, a.player, o);
      break;
    case 'noDouble':
      r = noDouble(g, a.player);
      break;
    case 'boxAnswer':
      r = answerBox(g, a, o);
      break;
    case 'beaverAnswer':
      r = answerBeaver(g, a, o);
      break;
    case 'boxDouble':
      r = doubleByBox(g, a.player, o);
      break;
    case 'memberAnswer':
      r = answerMember(g, a.player, a.answer, o);
      break;
    case 'resign':
      r = resign(g, a.player, a.kind, o);
      break;
    case 'answerResignation':
      r = answerResignation(g, a.player, a.accept, o);
      break;
    case 'endGame':
      r = endGame(g, a, o);
      break;
    case 'timeout':
      r = timeout(g, a, o);
      break;
    default:
      r = err('INVALID_ACTION', 'Not a game action');
  }
  return r.ok ? ok(followUp(r.value)) : r;
}
