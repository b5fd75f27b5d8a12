/**
 * Choosing a play among the engine's legal plays, at the strength of a level:
 * - easy: the basic model at 1 ply, with noise added to every play's value (it blunders now and then);
 * - medium: the basic model at 1 ply (each play judged by the position it leads to);
 * - hard: the full model at 1 ply, then the best candidates looked at 2 plies deep: every one of the
 *   21 opponent rolls, the opponent answering with its best play by the same model; when the two best
 *   end within 0.04, both a ply deeper (afterPlayDeeper: after each reply, a seventh of its own rolls
 *   with its best play, in a race one of them), as the analysis grades the closest plays.
 * The third ply is worth its time: against gnubg 0-ply (npm run bench:bot:gnubg, luck-adjusted) it scores
 * -0.006 +- 0.018 points per cubeless game where 2 plies score -0.026 on the same dice, and with a seventh
 * of the side's rolls at its last ply a decision's p95 stays within what a phone-class CPU may take in
 * 100 ms (78 ms there). Plays are valued cubeless (money) or by match winning chances: cubeful values, as
 * the analysis uses, played no better. What was tried, with its figures: docs/bot-training.md.
 */
import { type Board, type CheckerMove, type Dice, type Play, type Side, legalPlays } from '@gamao/engine';
import { type MatchContext, MONEY_CONTEXT } from './context';
import { outcomeValuer, valueScale } from './equity';
import {
  BASIC_MODEL,
  type EvaluationModel,
  FULL_MODEL,
  type EvaluationBase,
  evaluate,
  evaluateInto,
  evaluateNear,
  evaluationBase,
  finishedOutcome,
} from './evaluation';
import { isContact } from './features';
import { type BotLevel } from './level';
import { EvaluationMemo } from './memo';
import {
  type MutableOutcome,
  type Outcome,
  addRoll,
  invertOutcome,
  rollAverage,
  zeroOutcome,
} from './outcome';
import { ROLLS } from './shots';

export interface SearchSettings {
  readonly model: EvaluationModel;
  /** 1: judge each play by its position; 2: also average over the opponent's replies. */
  readonly plies: 1 | 2;
  /** At 2 plies: how many of the best 1-ply candidates are searched deeper... */
  readonly candidates: number;
  /** ...and only those within this much of the best 1-ply value (money equity; scaled in a match)... */
  readonly window: number;
  /**
   * ...until this many opponent replies have been evaluated (the best candidate is always searched).
   * A deterministic bound on the time of one decision.
   */
  readonly replyBudget: number;
  /** Uniform noise of this width added to each play's value (easy level). */
  readonly noise: number;
  /**
   * At 2 plies: when the two best plays end within this much (as `window`), both are valued a ply deeper
   * (afterPlayDeeper, the side's rolls at the last ply reduced to one in `deeperReduced`, in a race one
   * in `raceReduced`) and the better of them is played; 0: never.
   */
  readonly deeperWindow: number;
  readonly deeperReduced: number;
  readonly raceReduced: number;
}

/** Everything at 1 ply (add a model): each play judged by the position it leads to. */
export const ONE_PLY = {
  plies: 1,
  candidates: 1,
  window: 0,
  replyBudget: 0,
  noise: 0,
  deeperWindow: 0,
  deeperReduced: 1,
  raceReduced: 1,
} as const;

export const LEVEL_SETTINGS: Readonly<Record<BotLevel, SearchSettings>> = {
  easy: { ...ONE_PLY, model: BASIC_MODEL, noise: 0.5 },
  medium: { ...ONE_PLY, model: BASIC_MODEL },
  hard: {
    model: FULL_MODEL,
    plies: 2,
    candidates: 5,
    window: 0.16,
    replyBudget: 2000,
    noise: 0,
    deeperWindow: 0.04,
    deeperReduced: 7,
    raceReduced: 21,
  },
};

export interface RankedPlay {
  readonly moves: readonly CheckerMove[];
  readonly board: Board;
  /** The play's value for the mover (money equity per cube unit, or match winning chances). */
  readonly value: number;
  /** The chances after the play, for the mover, at the depth the play was searched. */
  readonly outcome: Outcome;
}

const otherOf = (side: Side): Side => (side === 0 ? 1 : 0);

/** The chances of `side` after its play led to `board` (the opponent to roll), at 1 ply. */
export function afterPlay(board: Board, side: Side, model: EvaluationModel): Outcome {
  return invertOutcome(evaluate(board, otherOf(side), model));
}

/**
 * Called with each position at the end of a search (`o`: the chances of the searching side there, `board`,
 * `weight`: its probability; the weights sum to 1), for a caller that values the leaves itself.
 */
export type Leaf = (o: Outcome, board: Board, weight: number) => void;

const replyScratch: MutableOutcome = zeroOutcome();

/**
 * The reply of the opponent of `side`, on roll with `a`-`b` after `side`'s play led to `board`, that
 * leaves `side` the least by the evaluations of `base` (the board prepared with `side` on roll): its
 * board, and the chances it leaves `side` in `worst`; null when the roll has no play (`worst` untouched).
 */
function worstReply(
  board: Board,
  side: Side,
  a: number,
  b: number,
  base: EvaluationBase,
  value: (o: Outcome) => number,
  worst: MutableOutcome,
  counter?: { replies: number },
): Board | null {
  const replies = legalPlays(board, otherOf(side), [a, b] as unknown as Dice);
  if (counter) counter.replies += replies.length;
  if (replies.length === 0) return null;
  const o = replyScratch;
  let reply = replies[0].board;
  let worstValue = Infinity;
  for (let i = 0; i < replies.length; i++) {
    evaluateNear(base, replies[i].board, o);
    const v = value(o);
    if (v < worstValue) {
      worstValue = v;
      reply = replies[i].board;
      worst.win = o.win;
      worst.winGammon = o.winGammon;
      worst.winBackgammon = o.winBackgammon;
      worst.loseGammon = o.loseGammon;
      worst.loseBackgammon = o.loseBackgammon;
    }
  }
  return reply;
}

/**
 * The chances of `side` after its play led to `board`, looking at every opponent roll and the reply the
 * opponent's evaluation prefers (2 plies).
 */
export function afterPlayDeep(
  board: Board,
  side: Side,
  model: EvaluationModel,
  value: (o: Outcome) => number,
  counter?: { replies: number },
  leaf?: Leaf,
): Outcome {
  const sum = zeroOutcome();
  const worst: MutableOutcome = zeroOutcome();
  const base = evaluationBase(board, side, model);
  for (const [a, b, weight] of ROLLS) {
    const reply = worstReply(board, side, a, b, base, value, worst, counter);
    if (reply === null) evaluateInto(board, side, model, worst);
    addRoll(sum, worst, weight);
    leaf?.(worst, reply ?? board, weight / 36);
  }
  return rollAverage(sum);
}

const bestScratch: MutableOutcome = zeroOutcome();

/**
 * The best play of `side`, on roll with `a`-`b`, by the evaluations of `base` (the board prepared with the
 * other side on roll): the chances it leaves `side` at 1 ply, and the board it leads to (the same board
 * when the roll has no play). `memo` keeps those chances, for a search that meets the boards again.
 */
export function bestPlayWith(
  board: Board,
  side: Side,
  a: number,
  b: number,
  base: EvaluationBase,
  value: (o: Outcome) => number,
  memo?: EvaluationMemo,
): { readonly outcome: Outcome; readonly board: Board } {
  const plays = legalPlays(board, side, [a, b] as unknown as Dice);
  if (plays.length === 0) return { outcome: invertOutcome(evaluate(board, base.side, base.model)), board };
  let best: Outcome = zeroOutcome();
  let bestBoard = board;
  let bestValue = -Infinity;
  for (let i = 0; i < plays.length; i++) {
    const after = plays[i].board;
    let o = memo?.get(after);
    if (o === undefined) {
      evaluateNear(base, after, bestScratch);
      o = invertOutcome(bestScratch);
      memo?.set(after, o);
    }
    const v = value(o);
    if (v > bestValue) {
      bestValue = v;
      best = o;
      bestBoard = after;
    }
  }
  return { outcome: best, board: bestBoard };
}

/**
 * The chances of `side` after its play led to `board`, three plies deep: every roll of the opponent with
 * the reply it prefers at 1 ply, then the rolls of `side`, each with its best play at 1 ply. Only one in
 * `reduced` of the side's rolls is taken after each opponent roll (ROLLS indexes i with
 * (i + r) % reduced == 0 after the opponent's r-th roll, weighted up to 36), so that each of the side's
 * rolls is met after a share of the opponent's: gnubg's "reduced" evaluations. `memo`, if given, holds
 * only evaluations made for this side, value and model (clear it between decisions): the plays of one
 * decision share about a third of their last ply.
 */
export function afterPlayDeeper(
  board: Board,
  side: Side,
  model: EvaluationModel,
  value: (o: Outcome) => number,
  reduced: number,
  memo?: EvaluationMemo,
  leaf?: Leaf,
): Outcome {
  const other = otherOf(side);
  const sum = zeroOutcome();
  const worst: MutableOutcome = zeroOutcome();
  const replyBase = evaluationBase(board, side, model);
  for (let r = 0; r < ROLLS.length; r++) {
    const [a, b, weight] = ROLLS[r];
    // No reply: the side rolls again from the same board.
    const reply = worstReply(board, side, a, b, replyBase, value, worst) ?? board;
    const done = finishedOutcome(reply, side);
    if (done) {
      addRoll(sum, done, weight);
      leaf?.(done, reply, weight / 36);
      continue;
    }
    // The side's rolls after this reply: one in `reduced`, weighted up to 36.
    const ahead = zeroOutcome();
    let weights = 0;
    const base = evaluationBase(reply, other, model);
    const first = (reduced - (r % reduced)) % reduced;
    for (let i = first; i < ROLLS.length; i += reduced) weights += ROLLS[i][2];
    for (let i = first; i < ROLLS.length; i += reduced) {
      const [c, d, w] = ROLLS[i];
      const best = bestPlayWith(reply, side, c, d, base, value, memo);
      addRoll(ahead, best.outcome, w);
      leaf?.(best.outcome, best.board, (weight * w) / (36 * weights));
    }
    addRoll(sum, ahead, weight / weights);
  }
  return rollAverage(sum);
}

/** The evaluations of the hard level's third ply (made at its first use). */
let searchMemo: EvaluationMemo | null = null;

/**
 * Every legal play of `side` with `dice`, best first, valued with `settings` (noise included: pass a
 * random source for the easy level).
 */
export function rankPlays(
  board: Board,
  side: Side,
  dice: Dice,
  settings: SearchSettings,
  context: MatchContext = MONEY_CONTEXT,
  random: () => number = Math.random,
): RankedPlay[] {
  const plays: Play[] = legalPlays(board, side, dice);
  const value = outcomeValuer(context, side);
  const scale = valueScale(context, side);
  // The positions after the plays differ from the current one by a few checkers: evaluate incrementally.
  const base = evaluationBase(board, otherOf(side), settings.model);
  const scratch: MutableOutcome = {
    win: 0,
    winGammon: 0,
    winBackgammon: 0,
    loseGammon: 0,
    loseBackgammon: 0,
  };
  const ranked: RankedPlay[] = plays.map((p) => {
    evaluateNear(base, p.board, scratch);
    const outcome = invertOutcome(scratch);
    return { moves: p.moves, board: p.board, value: value(outcome), outcome };
  });
  ranked.sort((x, y) => y.value - x.value);
  if (settings.plies === 2 && ranked.length > 1) {
    const best = ranked[0].value;
    const deep: RankedPlay[] = [];
    const counter = { replies: 0 };
    for (let i = 0; i < ranked.length && i < settings.candidates; i++) {
      const r = ranked[i];
      if (i > 0 && (best - r.value > settings.window * scale || counter.replies >= settings.replyBudget))
        break;
      // A play that ends the game is scored exactly already.
      const outcome =
        finishedOutcome(r.board, side) ?? afterPlayDeep(r.board, side, settings.model, value, counter);
      deep.push({ ...r, value: value(outcome), outcome });
    }
    deep.sort((x, y) => y.value - x.value);
    if (
      settings.deeperWindow > 0 &&
      deep.length > 1 &&
      deep[0].value - deep[1].value <= settings.deeperWindow * scale
    ) {
      searchMemo ??= new EvaluationMemo(14);
      searchMemo.clear();
      const reduced = isContact(board) ? settings.deeperReduced : settings.raceReduced;
      for (let j = 0; j < 2; j++) {
        const r = deep[j];
        // A play that ends the game is scored exactly already.
        if (finishedOutcome(r.board, side)) continue;
        const outcome = afterPlayDeeper(r.board, side, settings.model, value, reduced, searchMemo);
        deep[j] = { ...r, value: value(outcome), outcome };
      }
      if (deep[1].value > deep[0].value) [deep[0], deep[1]] = [deep[1], deep[0]];
    }
    // Plays not searched deeper keep their 1-ply order after the searched ones.
    return [...deep, ...ranked.slice(deep.length)];
  }
  if (settings.noise > 0) {
    const noisy = ranked.map((r) => ({ ...r, value: r.value + (random() - 0.5) * settings.noise * scale }));
    noisy.sort((x, y) => y.value - x.value);
    return noisy;
  }
  return ranked;
}

/**
 * The play the bot makes for `side` with `dice` (a legal play from the engine's legalPlays, its moves in
 * playing order); [] when no move is possible. `random` is only drawn from at the easy level.
 */
export function choosePlay(
  board: Board,
  side: Side,
  dice: Dice,
  level: BotLevel,
  random: () => number,
  context: MatchContext = MONEY_CONTEXT,
): CheckerMove[] {
  const ranked = rankPlays(board, side, dice, LEVEL_SETTINGS[level], context, random);
  return ranked.length === 0 ? [] : ranked[0].moves.slice();
}
