/**
 * Grading one checker play: every legal play ranked at 1 ply, the best few (settings.candidates: gnubg's
 * move filter keeps up to 8 within 0.16 of the best; more candidates did not agree better with gnubg, see
 * match.ts) and the play made searched 2 plies deep (every opponent roll and its best reply);
 * the error is the 2-ply value of the best play minus that of the play made, normalised (grading.ts).
 * Values are cubeful, as gnubg's: the chances after a play are valued with the opponent on roll holding its
 * cube options (cubefulAfterPlay). Against gnubg's 2-ply analysis (npm run bench:analysis) this took the
 * mean absolute PR difference from 4.56 to 3.52 and the mean bias from -3.69 to -0.97: cubeless values
 * miss how the cube magnifies the equity of plays in and around the doubling window.
 * A roll with a single legal play (one distinct resulting position) is forced and not counted.
 */
import { type Board, type CheckerMove, type Dice, type Side, formatPlay } from '@gamao/engine';
import { type MatchContext } from '../context';
import { cubefulAfterPlay } from '../cube';
import { outcomeValuer, valueScale } from '../equity';
import { type EvaluationModel, finishedOutcome } from '../evaluation';
import { type Outcome } from '../outcome';
import { type RankedPlay, afterPlayDeep, rankPlays } from '../search';
import { normalisedEquity } from './turn';

export interface CheckerSettings {
  readonly model: EvaluationModel;
  /** Search the best plays 2 plies deep (else everything stays at 1 ply). */
  readonly deep: boolean;
  /** How many of the best 1-ply plays are searched deeper (the play made always is). */
  readonly candidates: number;
}

export interface Candidate {
  readonly play: string;
  /** Normalised equity for the mover (money equity per cube unit, or EMG in a match). */
  readonly equity: number;
  readonly win: number;
  readonly winGammon: number;
  readonly loseGammon: number;
}

export interface CheckerGrade {
  readonly forced: boolean;
  readonly played: string;
  readonly best: string;
  /** Up to five, best first. */
  readonly candidates: Candidate[];
  /** Normalised equity lost, >= 0. */
  readonly error: number;
  /** The best play's value (outcomeValuer units) at the depth searched. */
  readonly bestValue: number;
}

function sameBoard(a: Board, b: Board): boolean {
  for (let s = 0; s < 2; s++) for (let i = 0; i < 26; i++) if (a[s][i] !== b[s][i]) return false;
  return true;
}

interface Scored {
  readonly play: RankedPlay;
  readonly value: number;
  readonly outcome: Outcome;
  readonly deep: boolean;
}

/**
 * Grades the play `moves` (legal, as the engine validated it) of `side` with `dice`, leading to `after`.
 */
export function gradePlay(
  board: Board,
  side: Side,
  dice: Dice,
  moves: readonly CheckerMove[],
  after: Board,
  context: MatchContext,
  settings: CheckerSettings,
): CheckerGrade {
  const oneply = {
    model: settings.model,
    plies: 1 as const,
    candidates: 1,
    window: 0,
    replyBudget: 0,
    noise: 0,
  };
  const ranked = rankPlays(board, side, dice, oneply, context);
  const played = formatPlay(moves);
  const value = outcomeValuer(context, side);
  const scale = valueScale(context, side);
  let playedIndex = ranked.findIndex((r) => sameBoard(r.board, after));
  if (playedIndex < 0) playedIndex = 0; // cannot happen for a play the engine accepted
  const forced = ranked.length <= 1;
  const score = (r: RankedPlay, outcome: Outcome, deep: boolean): Scored => ({
    play: r,
    value: cubefulAfterPlay(outcome, r.board, side, context),
    outcome,
    deep,
  });
  const scored: Scored[] = ranked.map((r) => score(r, r.outcome, false));
  if (settings.deep && !forced) {
    for (let i = 0; i < scored.length; i++) {
      if (i >= settings.candidates && i !== playedIndex) continue;
      const r = ranked[i];
      // A play that ends the game is scored exactly already.
      const outcome = finishedOutcome(r.board, side) ?? afterPlayDeep(r.board, side, settings.model, value);
      scored[i] = score(r, outcome, true);
    }
  }
  // Deep values first (best first), then the others.
  const order = scored
    .map((s, i) => ({ s, i }))
    .sort((x, y) => (x.s.deep === y.s.deep ? y.s.value - x.s.value : x.s.deep ? -1 : 1));
  const top = order[0].s;
  const mine = scored[playedIndex];
  const error = forced ? 0 : Math.max(0, (top.value - mine.value) / scale);
  return {
    forced,
    played,
    best: formatPlay(top.play.moves),
    candidates: order.slice(0, 5).map(({ s }) => ({
      play: formatPlay(s.play.moves),
      equity: normalisedEquity(s.value, context, side),
      win: s.outcome.win,
      winGammon: s.outcome.winGammon,
      loseGammon: s.outcome.loseGammon,
    })),
    error,
    bestValue: top.value,
  };
}
