/**
 * Grading one checker play: every legal play ranked at 1 ply, the best few (settings.candidates: gnubg's
 * move filter keeps up to 8 within 0.16 of the best; more candidates did not agree better with gnubg, see
 * match.ts) and the play made searched 2 plies deep (every opponent roll and its best reply); then, in a
 * contact position, the closest of those (DEEPER) 3 plies deep, as gnubg's 2-ply analysis. The error is
 * the deepest value of the best play minus that of the play made, normalised (grading.ts): the plays
 * valued deepest rank first, as in gnubg's lists. A third ply took the mean absolute PR difference from
 * gnubg from 2.10 to 1.58 (match.ts).
 * Values are cubeful, as gnubg's: the chances after a play are valued with the opponent on roll holding its
 * cube options (cubefulAfterPlay). Against gnubg's 2-ply analysis (npm run bench:analysis) this took the
 * mean absolute PR difference from 4.56 to 3.52 and the mean bias from -3.69 to -0.97: cubeless values
 * miss how the cube magnifies the equity of plays in and around the doubling window. Since ANALYSIS_VERSION
 * 8 each leaf of a search is valued so (the side on roll with its own cube options two
 * plies deep, the opponent with its options three plies deep) and the values averaged, as gnubg's cubeful
 * evaluation does, instead of the chances averaged and valued once: 1.58 -> 1.52 with a third of the rolls
 * at the last ply, 1.48 with half of them (REDUCED).
 * A roll with a single legal play (one distinct resulting position) is forced and not counted.
 */
import { type Board, type CheckerMove, type Dice, type Side, formatPlay, otherSide } from '@gamao/engine';
import { type MatchContext } from '../context';
import { cubefulAfterPlay } from '../cube';
import { outcomeValuer, valueScale } from '../equity';
import { type EvaluationModel, finishedOutcome } from '../evaluation';
import { isContact } from '../features';
import { EvaluationMemo } from '../memo';
import { type Outcome, invertOutcome } from '../outcome';
import { type Leaf, ONE_PLY, type RankedPlay, afterPlayDeep, afterPlayDeeper, rankPlays } from '../search';
import { normalisedEquity } from './turn';

export interface CheckerSettings {
  readonly model: EvaluationModel;
  /** Search the best plays 2 plies deep (else everything stays at 1 ply). */
  readonly deep: boolean;
  /** How many of the best 1-ply plays are searched deeper (the play made always is). */
  readonly candidates: number;
  /** Then the closest plays of a contact position a ply deeper still (3 plies, see DEEPER). */
  readonly deeper: boolean;
}

/**
 * Which plays are valued 3 plies deep after the 2-ply pass (gnubg's move filter for its 2-ply analysis
 * is alike): the `count` best within `window` of the best, and the play made if within `played`
 * (normalised equity), when that makes two plays or more (a single one keeps the same grade).
 */
export const DEEPER = { count: 2, window: 0.04, played: 0.16 } as const;

/**
 * The third ply takes one in two of the side's rolls after each opponent roll (afterPlayDeeper). Seven-point
 * set of npm run bench:analysis, with the leaves valued one by one: a third of the rolls 1.52, half 1.48,
 * all 1.51; the bench's 7-point match 5.7, 6.7 and 9.9 s of CPU.
 */
const REDUCED = 2;

export interface Candidate {
  readonly play: string;
  /** Normalised equity for the mover (money equity per cube unit, or EMG in a match). */
  readonly equity: number;
  /** Plies searched: 1, 2 or 3 (the deepest rank first). */
  readonly depth: number;
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
  /** Plies searched: 1, 2 or 3. */
  readonly depth: number;
}

/**
 * The evaluations of the third ply, shared by the plays of one decision (about a third are met twice);
 * made at the first decision that needs it (4.6 MB).
 */
let decisionMemo: EvaluationMemo | null = null;

/** The indexes of the plays DEEPER picks among those valued 2 plies deep. */
function deeperPicks(scored: readonly Scored[], playedIndex: number, scale: number): number[] {
  const deep = scored
    .map((s, i) => ({ value: s.value, depth: s.depth, i }))
    .filter((x) => x.depth === 2)
    .sort((x, y) => y.value - x.value);
  const best = deep[0].value;
  const picks = deep
    .slice(0, DEEPER.count)
    .filter((x) => best - x.value <= DEEPER.window * scale)
    .map((x) => x.i);
  if (!picks.includes(playedIndex) && best - scored[playedIndex].value <= DEEPER.played * scale) {
    picks.push(playedIndex);
  }
  return picks;
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
  const ranked = rankPlays(board, side, dice, { ...ONE_PLY, model: settings.model }, context);
  const played = formatPlay(moves);
  const value = outcomeValuer(context, side);
  const scale = valueScale(context, side);
  let playedIndex = ranked.findIndex((r) => sameBoard(r.board, after));
  if (playedIndex < 0) playedIndex = 0; // cannot happen for a play the engine accepted
  const forced = ranked.length <= 1;
  const score = (r: RankedPlay, outcome: Outcome, depth: number): Scored => ({
    play: r,
    value: cubefulAfterPlay(outcome, r.board, side, context),
    outcome,
    depth,
  });
  // A search's leaves valued cubefully one by one, then averaged, as gnubg's cubeful evaluation does; a play
  // that ends the game is scored exactly already.
  const searched = (
    r: RankedPlay,
    depth: number,
    search: (leaf: Leaf) => Outcome,
    leafValue: (o: Outcome, board: Board) => number,
  ): Scored => {
    const finished = finishedOutcome(r.board, side);
    if (finished) return score(r, finished, depth);
    let mean = 0;
    const outcome = search((o, b, w) => (mean += w * leafValue(o, b)));
    return { play: r, value: mean, outcome, depth };
  };
  // Two plies deep the side is on roll with its cube options (the opponent's value after its reply turned
  // round); three plies deep the opponent is, after the side's play.
  const other = otherSide(side);
  const onRoll = (o: Outcome, b: Board): number => {
    const theirs = cubefulAfterPlay(invertOutcome(o), b, other, context);
    return context.length === 0 ? -theirs : 1 - theirs;
  };
  const afterPlay = (o: Outcome, b: Board): number => cubefulAfterPlay(o, b, side, context);
  const scored: Scored[] = ranked.map((r) => score(r, r.outcome, 1));
  if (settings.deep && !forced) {
    for (let i = 0; i < scored.length; i++) {
      if (i >= settings.candidates && i !== playedIndex) continue;
      const r = ranked[i];
      scored[i] = searched(
        r,
        2,
        (leaf) => afterPlayDeep(r.board, side, settings.model, value, undefined, leaf),
        onRoll,
      );
    }
    if (settings.deeper && isContact(board)) {
      const closest = deeperPicks(scored, playedIndex, scale);
      if (closest.length > 1) {
        const memo = (decisionMemo ??= new EvaluationMemo());
        memo.clear();
        for (const i of closest) {
          const r = ranked[i];
          scored[i] = searched(
            r,
            3,
            (leaf) => afterPlayDeeper(r.board, side, settings.model, value, REDUCED, memo, leaf),
            afterPlay,
          );
        }
      }
    }
  }
  // Deepest values first (best first), then the others.
  const order = scored
    .map((s, i) => ({ s, i }))
    .sort((x, y) => (x.s.depth === y.s.depth ? y.s.value - x.s.value : y.s.depth - x.s.depth));
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
      depth: s.depth,
      win: s.outcome.win,
      winGammon: s.outcome.winGammon,
      loseGammon: s.outcome.loseGammon,
    })),
    error,
    bestValue: top.value,
  };
}
