/**
 * analyseMatch: a whole match log replayed through the engine, every decision graded (checker plays:
 * checker.ts; cube decisions: cube-grading.ts; luck: turn.ts), then summed per player and per game,
 * with the graph of the match and the dice statistics. Pure, synchronous and deterministic: the API runs
 * it in a worker thread, the CLI and the bench in-process.
 *
 * Shipped depth (DEFAULT_ANALYSIS_SETTINGS): every play ranked at 1 ply, the best 5 and the play made
 * searched 2 plies deep, and valued cubefully (cubefulAfterPlay in cube.ts); then, in contact positions,
 * the closest of them valued 3 plies deep, as gnubg's 2-ply (checker.ts DEEPER: the best two within 0.04
 * and the play made within 0.16, the last ply on half of the rolls), every leaf valued cubefully; cube
 * decisions from the chances on roll over the 21 rolls, worked out two plies deep and roll by roll near
 * the doubling window (turnCubeNumbers in cube-grading.ts). All of it with the hard level's model
 * (FULL_MODEL: networks with the extra inputs of features.ts). On the seven-point set of npm run
 * bench:analysis, the mean absolute PR difference from gnubg 2-ply is 1.44 (ours lower by 0.58 on average),
 * the correlation 0.994; its 7-point match (260 decisions graded) takes 4.4 to 4.5 s of CPU on one core
 * (the machines of this kind differ by up to twice that). The third ply took the PR difference from 2.10
 * to about 1.5 for twice the time. How each part of the depth was chosen, with its figures:
 * docs/bot-training.md.
 */
import {
  type Action,
  type MatchState,
  type Side,
  applyAction,
  currentGame,
  encodePositionId,
  matchIdOf,
  newMatch,
} from '@gamao/engine';
import { contextOf } from '../context';
import { outcomeValuer } from '../equity';
import { FULL_MODEL } from '../evaluation';
import { gradePlay } from './checker';
import {
  type CubeNumbers,
  doubleError,
  isCloseCube,
  noDoubleError,
  responseError,
  rightResponse,
  turnCubeNumbers,
} from './cube-grading';
import { type MatchLog, countRolls, diceStatistics } from './dice-stats';
import { jokerRankOf, markOf, prOf } from './grading';
import { luckOf, turnBeforeRoll } from './turn';
import {
  type AnalysisSettings,
  type Decision,
  type GameSummary,
  type GraphPoint,
  type MatchAnalysis,
  type PlayerSummary,
} from './types';

/** Bumped whenever the numbers of an analysis change for the same log (stored analyses can be redone). */
export const ANALYSIS_VERSION = 9;

export const DEFAULT_ANALYSIS_SETTINGS: AnalysisSettings = { deep: true, candidates: 5, deeper: true };

/** The depth as the analysis reports it (MatchAnalysis.depth). */
export function depthOf(s: AnalysisSettings): string {
  if (!s.deep) return '1-ply';
  return s.deeper ? `2-ply top ${s.candidates}, closest 3-ply reduced` : `2-ply top ${s.candidates}`;
}

interface Tally {
  unforced: number;
  checker: number;
  cube: number;
  forced: number;
  checkerError: number;
  cubeError: number;
  luck: number;
  doubtful: number;
  bad: number;
  veryBad: number;
  jokers: number;
  antiJokers: number;
}

const newTally = (): Tally => ({
  unforced: 0,
  checker: 0,
  cube: 0,
  forced: 0,
  checkerError: 0,
  cubeError: 0,
  luck: 0,
  doubtful: 0,
  bad: 0,
  veryBad: 0,
  jokers: 0,
  antiJokers: 0,
});

/** Side 0's value of a value `v` of `side` (match winning chances, or money equity per cube unit). */
function sideZeroValue(v: number, side: Side, state: MatchState): number {
  const money = state.options.length === 0;
  const x = money ? v * currentGame(state).cube.value : v;
  if (side === 0) return x;
  return money ? -x : 1 - x;
}

/**
 * Analyses a match log (see the header). Throws an Error when the log is not a legal match (the engine
 * refuses an action): analysis is only asked of logs the engine wrote or an import checked.
 */
export function analyseMatch(log: MatchLog, settings: Partial<AnalysisSettings> = {}): MatchAnalysis {
  const s: AnalysisSettings = { ...DEFAULT_ANALYSIS_SETTINGS, ...settings };
  const checkerSettings = { model: FULL_MODEL, deep: s.deep, candidates: s.candidates, deeper: s.deeper };
  const started = newMatch(log.options ?? {});
  if (!started.ok) throw new Error(`Invalid match options: ${started.error.message}`);
  let state = started.value;
  const actions: readonly Action[] = log.actions ?? [];
  const decisions: Decision[] = [];
  const graph: GraphPoint[] = [];
  const tally: [Tally, Tally] = [newTally(), newTally()];
  const gameLuck = new Map<number, [number, number]>();
  let pendingLuck: number | null = null;
  let lastCube: { numbers: CubeNumbers; doubler: Side } | null = null;

  const record = (d: Decision, graphValue: number): void => {
    decisions.push(d);
    graph.push({ actionIndex: d.actionIndex, game: d.game, value: graphValue });
    const t = tally[d.side];
    if (d.forced) {
      t.forced++;
      return;
    }
    t.unforced++;
    if (d.kind === 'checker') {
      t.checker++;
      t.checkerError += d.error;
    } else {
      t.cube++;
      t.cubeError += d.error;
    }
    if (d.mark === 'doubtful') t.doubtful++;
    else if (d.mark === 'bad') t.bad++;
    else if (d.mark === 'veryBad') t.veryBad++;
  };
  const addLuck = (side: Side, game: number, luck: number): void => {
    tally[side].luck += luck;
    const rank = jokerRankOf(luck);
    if (rank === 'joker') tally[side].jokers++;
    if (rank === 'antiJoker') tally[side].antiJokers++;
    const g = gameLuck.get(game) ?? [0, 0];
    g[side] += luck;
    gameLuck.set(game, g);
  };

  for (let i = 0; i < actions.length; i++) {
    const action = actions[i];
    const g = currentGame(state);
    const game = g.index + 1;
    const next = applyAction(state, action);
    if (!next.ok) throw new Error(`Action #${i + 1} (${String(action?.type)}): ${next.error.message}`);
    const context = contextOf(state);
    const base = {
      actionIndex: i,
      game,
      matchId: matchIdOf(state),
      candidates: [],
      forced: false,
      luck: null,
    };

    if (action.type === 'roll') {
      if (g.phase === 'opening') {
        const after = currentGame(next.value);
        if (after.phase === 'moving' && after.turn !== null) {
          const starter = after.turn;
          const turn = turnBeforeRoll(g.board, starter, context, FULL_MODEL);
          pendingLuck = luckOf(turn, action.dice, true, context, starter);
          addLuck(starter, game, pendingLuck);
        }
      } else if (action.side !== undefined) {
        const side = action.side;
        const turn = turnBeforeRoll(g.board, side, context, FULL_MODEL);
        const c = turnCubeNumbers(g.board, side, turn, context, FULL_MODEL);
        if (isCloseCube(c)) {
          const error = noDoubleError(c);
          record(
            {
              ...base,
              side,
              kind: 'cube',
              positionId: encodePositionId(g.board, side),
              dice: null,
              played: 'no double',
              best: c.right,
              cube: {
                noDouble: c.noDouble,
                doubleTake: c.doubleTake,
                doublePass: c.doublePass,
                right: c.right,
              },
              error,
              mark: markOf(error),
            },
            sideZeroValue(turn.mean, side, state),
          );
        }
        pendingLuck = luckOf(turn, action.dice, false, context, side);
        addLuck(side, game, pendingLuck);
      }
    } else if (action.type === 'double') {
      const side = action.side;
      const turn = turnBeforeRoll(g.board, side, context, FULL_MODEL);
      const c = turnCubeNumbers(g.board, side, turn, context, FULL_MODEL);
      lastCube = { numbers: c, doubler: side };
      const error = doubleError(c);
      record(
        {
          ...base,
          side,
          kind: 'cube',
          positionId: encodePositionId(g.board, side),
          dice: null,
          played: 'double',
          best: c.right,
          cube: { noDouble: c.noDouble, doubleTake: c.doubleTake, doublePass: c.doublePass, right: c.right },
          error,
          mark: markOf(error),
        },
        sideZeroValue(turn.mean, side, state),
      );
    } else if (
      (action.type === 'take' || action.type === 'drop' || action.type === 'beaver') &&
      g.cube.offer?.stage === 'double' &&
      lastCube !== null
    ) {
      const side = action.side;
      const c = lastCube.numbers;
      const beaverAllowed = context.length === 0 && context.beaver && 4 * context.cube <= context.maxCube;
      const error = responseError(c, action.type, beaverAllowed);
      const right = rightResponse(c, beaverAllowed);
      const doublerValue = Math.min(c.doubleTake, c.doublePass);
      record(
        {
          ...base,
          side,
          kind: 'response',
          positionId: encodePositionId(g.board, lastCube.doubler),
          dice: null,
          played: action.type,
          best: right,
          cube: { noDouble: c.noDouble, doubleTake: c.doubleTake, doublePass: c.doublePass, right },
          error,
          mark: markOf(error),
        },
        // The doubler's normalised equity, shown as side 0's value on the graph's scale.
        graphValueOfEquity(doublerValue, lastCube.doubler, state),
      );
    } else if (action.type === 'play' && g.dice !== null) {
      const side = action.side;
      const after = next.value.games[g.index].board;
      const grade = gradePlay(g.board, side, g.dice, action.moves, after, context, checkerSettings);
      const luck = pendingLuck;
      const rank = jokerRankOf(luck);
      record(
        {
          ...base,
          side,
          kind: 'checker',
          positionId: encodePositionId(g.board, side),
          dice: [g.dice[0], g.dice[1]],
          played: grade.played,
          best: grade.best,
          candidates: grade.candidates,
          cube: null,
          error: grade.error,
          mark: grade.forced ? 'none' : markOf(grade.error),
          forced: grade.forced,
          luck,
          ...(rank ? { jokerRank: rank } : {}),
        },
        sideZeroValue(grade.bestValue, side, state),
      );
      pendingLuck = null;
    }
    state = next.value;
  }

  const names = log.players ?? ['Player 1', 'Player 2'];
  const players = ([0, 1] as const).map((side): PlayerSummary => {
    const t = tally[side];
    const totalError = t.checkerError + t.cubeError;
    return {
      side,
      name: typeof names[side] === 'string' ? names[side] : `Player ${side + 1}`,
      unforced: t.unforced,
      checkerDecisions: t.checker,
      cubeDecisions: t.cube,
      forced: t.forced,
      totalError,
      checkerError: t.checkerError,
      cubeError: t.cubeError,
      errorRate: t.unforced > 0 ? totalError / t.unforced : 0,
      pr: prOf(totalError, t.unforced),
      luck: t.luck,
      marks: { doubtful: t.doubtful, bad: t.bad, veryBad: t.veryBad },
    };
  }) as [PlayerSummary, PlayerSummary];
  const games: GameSummary[] = state.games
    .filter((g) => g.events.length > 0)
    .map((g) => ({
      number: g.index + 1,
      winner: g.result?.winner ?? null,
      points: g.result?.points ?? 0,
      luck: gameLuck.get(g.index + 1) ?? [0, 0],
    }));
  const rolls = countRolls(log);
  const dice = ([0, 1] as const).map((side) => ({
    ...diceStatistics(rolls[side]),
    jokers: tally[side].jokers,
    antiJokers: tally[side].antiJokers,
  })) as MatchAnalysis['dice'];
  return {
    version: ANALYSIS_VERSION,
    depth: depthOf(s),
    matchLength: state.options.length,
    decisions,
    players,
    games,
    graph,
    dice,
  };
}

/** A normalised equity of `side` on the graph's scale for side 0 (match winning chances or points). */
function graphValueOfEquity(equity: number, side: Side, state: MatchState): number {
  const context = contextOf(state);
  if (context.length === 0) return sideZeroValue(equity, side, state);
  // Back from EMG to match winning chances at the current cube.
  const win = outcomeValuer(
    context,
    side,
  )({ win: 1, winGammon: 0, winBackgammon: 0, loseGammon: 0, loseBackgammon: 0 });
  const lose = outcomeValuer(
    context,
    side,
  )({ win: 0, winGammon: 0, winBackgammon: 0, loseGammon: 0, loseBackgammon: 0 });
  const mwc = (lose + win) / 2 + (equity * (win - lose)) / 2;
  return sideZeroValue(mwc, side, state);
}
