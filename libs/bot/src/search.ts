/**
 * Choosing a play among the engine's legal plays, at the strength of a level:
 * - easy: the basic model at 1 ply, with noise added to every play's value (it blunders now and then);
 * - medium: the basic model at 1 ply (each play judged by the position it leads to);
 * - hard: the full model at 1 ply, then the best candidates looked at 2 plies deep: every one of the
 *   21 opponent rolls, the opponent answering with its best play by the same model.
 * Plays are valued cubeless (money) or by match winning chances. Tried and not kept (2026-12-02): valuing
 * the searched plays cubefully, as the analysis does (cubefulAfterPlay): 49.0% and 43.0% of 100
 * seven-point matches against gnubg 0-ply on seeds gnubg and gnubg2, where cubeless values win 46.0% and
 * 52.0%. Again on 2026-12-03 with today's networks, luck-adjusted (npm run bench:bot:gnubg): paired with
 * cubeless values on the same dice, -0.029 +- 0.050 and +0.007 +- 0.047 in match results (100 matches
 * each on seeds gnubg and gnubg2). Nor, on 2026-12-03 (the step-5 networks), ranking the searched plays by
 * the mean of their 1-ply and 2-ply values (the odd and even plies lean opposite ways, as gnubg's do): on
 * seed gnubg, cubeless luck-adjusted -0.038 +- 0.018 over 1,000 games where the 2-ply values score -0.026 +-
 * 0.018 on the same dice (paired -0.012 +- 0.019). Nor, later that day, once decisions took half the time,
 * a wider search (8 candidates within 0.25, 4,000 replies): -0.022 +- 0.018 on the same dice (paired +0.004
 * +- 0.011), as a wider search had done with the step-4 networks (weights.ts).
 */
import { type Board, type CheckerMove, type Dice, type Play, type Side, legalPlays } from '@gamao/engine';
import { type MatchContext, MONEY_CONTEXT } from './context';
import { outcomeValuer, valueScale } from './equity';
import {
  BASIC_MODEL,
  type EvaluationModel,
  FULL_MODEL,
  evaluate,
  evaluateInto,
  evaluateNear,
  evaluationBase,
  finishedOutcome,
} from './evaluation';
import { type BotLevel } from './level';
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
}

export const LEVEL_SETTINGS: Readonly<Record<BotLevel, SearchSettings>> = {
  easy: { model: BASIC_MODEL, plies: 1, candidates: 1, window: 0, replyBudget: 0, noise: 0.5 },
  medium: { model: BASIC_MODEL, plies: 1, candidates: 1, window: 0, replyBudget: 0, noise: 0 },
  hard: { model: FULL_MODEL, plies: 2, candidates: 5, window: 0.16, replyBudget: 2000, noise: 0 },
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
 * The chances of `side` after its play led to `board`, looking at every opponent roll and the reply the
 * opponent's evaluation prefers (2 plies).
 */
export function afterPlayDeep(
  board: Board,
  side: Side,
  model: EvaluationModel,
  value: (o: Outcome) => number,
  counter?: { replies: number },
): Outcome {
  const other = otherOf(side);
  const sum = zeroOutcome();
  const o: MutableOutcome = zeroOutcome();
  const worst: MutableOutcome = zeroOutcome();
  const base = evaluationBase(board, side, model);
  for (let r = 0; r < ROLLS.length; r++) {
    const [a, b, weight] = ROLLS[r];
    const replies = legalPlays(board, other, [a, b] as unknown as Dice);
    if (counter) counter.replies += replies.length;
    if (replies.length === 0) {
      evaluateInto(board, side, model, worst);
    } else {
      let worstValue = Infinity;
      for (let i = 0; i < replies.length; i++) {
        evaluateNear(base, replies[i].board, o);
        const v = value(o);
        if (v < worstValue) {
          worstValue = v;
          worst.win = o.win;
          worst.winGammon = o.winGammon;
          worst.winBackgammon = o.winBackgammon;
          worst.loseGammon = o.loseGammon;
          worst.loseBackgammon = o.loseBackgammon;
        }
      }
    }
    addRoll(sum, worst, weight);
  }
  return rollAverage(sum);
}

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
