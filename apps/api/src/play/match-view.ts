import {
  type Action,
  type ClockState,
  type GameEvent,
  type TimeControl,
  type MatchState,
  currentGame,
  encodePositionId,
  formatPlay,
  isCrawfordGame,
  isPostCrawford,
  matchIdOf,
  matchWinner,
  pipCount,
  sideToAct,
} from '@gamao/engine';
import type { ScoringProfileEnum, WinKindEnum } from '../core/graphql/scoring.model';
import type { LogEntry, Match, MatchOptions, MatchPlayer, TimeControlView } from './match.model';
import { clockView } from './match-clock';
import type { MatchKind, MatchStatus } from '../generated/prisma/enums';

/** The stored row of a match with what a view needs. */
export interface MatchRow {
  id: string;
  clubId: string;
  kind: MatchKind;
  status: MatchStatus;
  lastSeq: number;
  state: unknown;
  serverSeedHash: string | null;
  serverSeed: string | null;
  clientSeed0: string | null;
  clientSeed1: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  winnerSide: number | null;
  /** The recorded score: as played so far, or as reported, given by walkover or corrected once finished. */
  score0: number;
  score1: number;
  resultSource: string | null;
  timeControl: TimeControl | null;
  clock: ClockState | null;
  participants: { side: number; user: { id: string; displayName: string } }[];
}

/** The engine's match options as GraphQL shows them (a match's, or an open challenge's). */
export function matchOptionsView(o: MatchState['options']): MatchOptions {
  return {
    length: o.length,
    profile: o.profile as ScoringProfileEnum,
    crawford: o.crawford,
    cube: o.cube,
    jacoby: o.jacoby,
    beaver: o.beaver,
    raccoon: o.raccoon,
    beaverRefusal: o.beaverRefusal,
    maxCube: o.maxCube,
    autoDoubles: o.autoDoubles,
    autoDoublesCap: o.autoDoublesCap,
  };
}

/** A time control in the figures players read. */
export function timeControlView(tc: TimeControl | null): TimeControlView | null {
  if (!tc) return null;
  return {
    preset: tc.preset as TimeControlView['preset'],
    delaySeconds: Math.round(tc.delayMs / 1000),
    reserveSeconds: Math.round(tc.reserveMs / 1000),
    reservePerPointSeconds: tc.reservePerPointMs === null ? null : Math.round(tc.reservePerPointMs / 1000),
    autoRoll: tc.autoRoll,
    daysPerMove: tc.daysPerMove ?? null,
  };
}

export interface ActionRow {
  seq: number;
  action: Action;
  createdAt: Date;
}

/** The text of one log entry, as players read it (gnubg's words for cube actions). */
export function describeEvent(event: GameEvent): string {
  switch (event.type) {
    case 'openingRoll':
      return `Opening roll ${event.dice[0]}-${event.dice[1]}${event.starter === null ? ' (tie: roll again)' : ''}`;
    case 'roll':
      return `Rolls ${event.dice[0]}${event.dice[1]}${event.pass ? ': no legal play' : ''}`;
    case 'play':
      return formatPlay(event.moves) || 'No play';
    case 'double':
      return `Doubles => ${event.value}`;
    case 'take':
      return 'Takes';
    case 'drop':
      return 'Drops';
    case 'beaver':
      return `Beavers => ${event.value}`;
    case 'raccoon':
      return `Raccoons => ${event.value}`;
    case 'refuseBeaver':
      return 'Refuses the beaver';
    case 'resign':
      return `Resigns (${event.kind})`;
    case 'acceptResignation':
      return 'Accepts the resignation';
    case 'rejectResignation':
      return 'Rejects the resignation';
    case 'timeout':
      return `Time out (reserve ${Math.round(event.reserveMs / 1000)} s)`;
    case 'forfeit':
      return 'Forfeits the match';
    case 'annulTimeout':
      return 'Timeout annulled by the director';
  }
}

/** Every action yields exactly one game event, so the log pairs the stored rows with the engine's events. */
export function logEntries(state: MatchState, actions: readonly ActionRow[]): LogEntry[] {
  const events = state.games.flatMap((game) => game.events.map((event) => ({ game: game.index, event })));
  return actions.map((row, i) => {
    const item = events[i];
    const side = item && 'side' in item.event ? item.event.side : (row.action.side ?? null);
    return {
      seq: row.seq,
      game: item?.game ?? 0,
      side: side ?? null,
      type: item?.event.type ?? row.action.type,
      text: item ? describeEvent(item.event) : row.action.type,
      at: row.createdAt,
    };
  });
}

/**
 * The game a board shows: the current one; once a money game has ended, the engine has already opened
 * the next (empty) game, so the finished one is shown instead.
 */
function displayedGame(state: MatchState, finished: boolean) {
  const game = currentGame(state);
  return finished && game.events.length === 0 && state.games.length > 1
    ? state.games[state.games.length - 2]
    : game;
}

export function buildMatchView(
  row: MatchRow,
  state: MatchState,
  log: LogEntry[],
  viewerId: string | null,
): Match {
  const finished = row.status === 'FINISHED';
  const game = displayedGame(state, finished);
  const o = state.options;
  const players: MatchPlayer[] = row.participants
    .map((p) => ({ user: p.user, side: p.side }))
    .sort((a, b) => a.side - b.side);
  const viewer = row.participants.find((p) => p.user.id === viewerId);
  const offer = game.cube.offer;
  const onRoll = game.turn ?? 0;
  const options = matchOptionsView(o);
  return {
    id: row.id,
    clubId: row.clubId,
    kind: row.kind,
    status: row.status,
    options,
    players,
    viewerSide: viewer ? viewer.side : null,
    seq: row.lastSeq,
    // A finished match shows its recorded result, which also covers matches played on a physical board (no
    // moves to replay), walkovers and a director's corrections.
    score: row.status === 'FINISHED' ? [row.score0, row.score1] : [...state.match.score],
    gameNumber: game.index,
    crawfordGame: isCrawfordGame(state.match),
    postCrawford: isPostCrawford(state.match),
    phase: game.phase,
    turn: game.turn,
    sideToAct: row.status === 'ACTIVE' ? sideToAct(state) : null,
    dice: game.dice ? [...game.dice] : null,
    cube: {
      value: game.cube.value,
      owner: game.cube.owner === 'centred' ? null : game.cube.owner,
      offeredBy: offer ? offer.doubler : null,
      offeredValue: offer ? offer.value : null,
      offerStage: offer ? offer.stage : null,
    },
    resignation: game.resignation
      ? { by: game.resignation.by, kind: game.resignation.kind as WinKindEnum }
      : null,
    board: { side0: [...game.board[0]], side1: [...game.board[1]] },
    pips: [pipCount(game.board, 0), pipCount(game.board, 1)],
    positionId: encodePositionId(game.board, onRoll),
    gnubgMatchId: matchIdOf(state),
    games: state.games.map((g) => ({
      index: g.index,
      winner: g.result?.winner ?? null,
      points: g.result?.points ?? null,
      kind: g.result?.kind ?? null,
      reason: g.result?.reason ?? null,
      crawford: g.crawford,
    })),
    log,
    winner: row.winnerSide ?? matchWinner(state.match),
    serverSeedHash: row.serverSeedHash,
    serverSeed: finished ? row.serverSeed : null,
    clientSeeds: [row.clientSeed0, row.clientSeed1],
    timeControl: timeControlView(row.timeControl),
    // A finished match keeps its final clocks (stopped), to show what each player had left.
    clock: row.timeControl && row.clock ? clockView(row.timeControl, row.clock, Date.now()) : null,
    resultSource: row.resultSource,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
  };
}
