/**
 * The match score (seed 000 rule 9, docs/domain.md "Matches and the Crawford rule").
 *
 * - A match is played to `length` points; `length` 0 is money play (a session that never ends by score).
 * - Crawford (on by default, switchable): the first time a player reaches length - 1, the next game is
 *   the Crawford game (no doubling); every game after it is post-Crawford.
 * - Points beyond the length still count in the record; the match ends when a player reaches `length`.
 * - A match may start from a score other than 0-0 (`score`: a tournament's lateness penalty points, docs/domain.md
 *   "Tournament day"). A player who starts at length - 1 has reached it before the first game, which is then
 *   the Crawford game. The caller checks the score (game.ts checkOptions: each below the length).
 */
import { type Result, type Side, err, ok } from './types';

export interface MatchRules {
  /** Points to win; 0 = money play. */
  readonly length: number;
  /** Crawford rule (matches only). */
  readonly crawford: boolean;
  /** Jacoby rule (money play only). */
  readonly jacoby: boolean;
}

export interface GameTally {
  readonly winner: Side;
  readonly points: number;
}

export interface MatchScore extends MatchRules {
  readonly score: readonly [number, number];
  /** Finished games, in order. */
  readonly games: readonly GameTally[];
  /** 0-based index of the Crawford game, once a player has reached length - 1 (null before, or never). */
  readonly crawfordGame: number | null;
}

/**
 * A new match or money session. Crawford defaults on for matches; Jacoby only exists in money play. `score` is
 * the starting score (0-0 when left out; ignored in money play).
 */
export function startMatch(
  options: Partial<MatchRules> & { readonly score?: readonly [number, number] } = {},
): MatchScore {
  const length =
    options.length !== undefined && Number.isInteger(options.length) && options.length > 0
      ? options.length
      : 0;
  const crawford = length > 0 && (options.crawford ?? true);
  const score: [number, number] = length > 0 && options.score ? [options.score[0], options.score[1]] : [0, 0];
  // A player starting at length - 1 (never 0: in a 1-point match nobody "reaches" it) makes game 0 the Crawford game.
  const atCrawford = score.some((points) => points > 0 && points === length - 1);
  return {
    length,
    crawford,
    jacoby: length === 0 && (options.jacoby ?? false),
    score,
    games: [],
    crawfordGame: crawford && atCrawford ? 0 : null,
  };
}

export const isMoneyPlay = (m: MatchScore): boolean => m.length === 0;

/** The winner of a match: the first to reach the length (never in money play). */
export function matchWinner(m: MatchScore): Side | null {
  if (m.length === 0) return null;
  if (m.score[0] >= m.length) return 0;
  if (m.score[1] >= m.length) return 1;
  return null;
}

/** The game about to be played (index `games.length`) is the Crawford game: no doubling. */
export const isCrawfordGame = (m: MatchScore): boolean =>
  m.crawfordGame !== null && m.crawfordGame === m.games.length;

/** The Crawford game has been played: doubling is allowed again. */
export const isPostCrawford = (m: MatchScore): boolean =>
  m.crawfordGame !== null && m.games.length > m.crawfordGame;

/** Records a finished game: `winner` scores `points` (a positive integer). */
export function recordGame(m: MatchScore, winner: Side, points: number): Result<MatchScore> {
  if (matchWinner(m) !== null) return err('MATCH_OVER', 'The match is over');
  if (winner !== 0 && winner !== 1) return err('INVALID_ACTION', 'The winner must be side 0 or 1');
  if (!Number.isInteger(points) || points < 1)
    return err('INVALID_ACTION', 'A game is worth a positive whole number of points');
  const score: [number, number] = [m.score[0], m.score[1]];
  score[winner] += points;
  const games = [...m.games, { winner, points }];
  let crawfordGame = m.crawfordGame;
  if (
    m.crawford &&
    crawfordGame === null &&
    score[winner] === m.length - 1 &&
    score[winner === 0 ? 1 : 0] < m.length
  ) {
    crawfordGame = games.length;
  }
  return ok({ ...m, score, games, crawfordGame });
}
