/**
 * The analysis of a match as plain JSON (the API stores it as is; the web reads it): see
 * /work/contract-15.md section 2 for the seam. Every error and equity is normalised (grading.ts).
 */
import { type Side } from '@gamao/engine';
import { type DiceStatistics } from './dice-stats';
import { type Mark } from './grading';

export interface AnalysisSettings {
  /** Search the best checker plays 2 plies deep. */
  readonly deep: boolean;
  /**
   * How many of the best 1-ply plays are searched 2 plies deep (the play made always is): the list of best
   * plays a replay shows, all valued at the same depth so that they read best first.
   */
  readonly candidates: number;
  /** Then value the closest plays three plies deep (checker.ts DEEPER; only with `deep`). */
  readonly deeper: boolean;
}

export interface DecisionCandidate {
  readonly play: string;
  readonly equity: number;
  /** Plies the play was searched (1, 2 or 3; absent in analyses before version 7). */
  readonly depth?: number;
  readonly win: number;
  readonly winGammon: number;
  readonly loseGammon: number;
}

export interface Decision {
  /** Index in log.actions of the action judged (for "no double", the roll that followed). */
  readonly actionIndex: number;
  /** 1-based. */
  readonly game: number;
  readonly side: Side;
  readonly kind: 'checker' | 'cube' | 'response';
  /** gnubg IDs of the position before the decision. */
  readonly positionId: string;
  readonly matchId: string;
  readonly dice: [number, number] | null;
  readonly played: string;
  readonly best: string;
  readonly candidates: DecisionCandidate[];
  readonly cube: { noDouble: number; doubleTake: number; doublePass: number; right: string } | null;
  readonly error: number;
  readonly mark: Mark;
  readonly forced: boolean;
  readonly luck: number | null;
  readonly jokerRank?: 'joker' | 'antiJoker';
}

export interface PlayerSummary {
  readonly side: Side;
  readonly name: string;
  /** Unforced checker plays plus counted cube decisions. */
  readonly unforced: number;
  /** Unforced checker plays. */
  readonly checkerDecisions: number;
  /** Counted cube decisions (doubles, answers, close or missed no-doubles). */
  readonly cubeDecisions: number;
  /** Forced checker plays (not counted). */
  readonly forced: number;
  readonly totalError: number;
  readonly checkerError: number;
  readonly cubeError: number;
  readonly errorRate: number;
  readonly pr: number;
  readonly luck: number;
  readonly marks: { doubtful: number; bad: number; veryBad: number };
}

export interface GameSummary {
  readonly number: number;
  readonly winner: Side | null;
  readonly points: number;
  /** Each side's luck in the game, normalised. */
  readonly luck: [number, number];
}

export interface GraphPoint {
  readonly actionIndex: number;
  readonly game: number;
  /** Side 0's match winning chance (match) or cubeful equity in points (money), before the decision. */
  readonly value: number;
}

export interface MatchAnalysis {
  readonly version: number;
  readonly depth: string;
  readonly matchLength: number;
  readonly decisions: Decision[];
  readonly players: [PlayerSummary, PlayerSummary];
  readonly games: GameSummary[];
  readonly graph: GraphPoint[];
  readonly dice: [DiceStatistics, DiceStatistics];
}
