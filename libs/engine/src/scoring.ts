/**
 * What a finished game is worth, under each scoring profile of docs/domain.md ("Scoring profiles").
 *
 * `international` (seeds 001, 000 tournament notes)
 * | kind       | value | when                                                                      |
 * |------------|-------|---------------------------------------------------------------------------|
 * | single     | 1     | the loser has borne off at least one checker                              |
 * | gammon     | 2     | the loser has borne off none                                              |
 * | backgammon | 3     | none off, and a loser's checker on the bar or in the winner's home board  |
 * Times the cube. Jacoby (money play option): while the cube has not been turned (offered and taken),
 * gammons and backgammons count as singles.
 *
 * `simple` (seed 003): every game is a single worth 1 point; no gammons, no cube.
 *
 * `traditional` (seed 000, "Contagem dos pontos"), times the cube when a cube is used:
 * | kind           | pt-BR                       | value         | when                                              |
 * |----------------|-----------------------------|---------------|---------------------------------------------------|
 * | single         | partida simples             | 1             | always                                            |
 * | cantada        | partida cantada             | 2             | the winner's last roll was a double               |
 * | gammon         | gamão                       | 3             | the loser has borne off none                      |
 * | gamaoCantado   | gamão cantado               | 4             | gamão, won with a double                          |
 * | triplo         | triplo (option)             | `triploPoints`| gamão, and a loser's checker on the bar or in the winner's home board |
 * | dePauDentro    | gamão cantado de pau dentro | 7             | gamão cantado, and all 15 loser's checkers in the loser's own home board |
 * | gamaoDosDeuses | Gamão dos Deuses            | 10            | a loser's checker on the bar                      |
 * Precedence: the rows overlap (a double while the loser is on the bar is cantada, maybe gamão cantado,
 * and Deuses); the game is worth the HIGHEST value among the rows that apply; on equal values the row
 * lower in the table wins (it is the more specific one). Seed 000 gives the triplo no number: it is off
 * unless a club sets `triploPoints` (it is listed between 4 and 7).
 */
import {
  BAR,
  OFF,
  type Board,
  type Result,
  type ScoringProfile,
  type Side,
  type WinKind,
  err,
  ok,
} from './types';

export type GameKind =
  | 'single'
  | 'gammon'
  | 'backgammon'
  | 'cantada'
  | 'gamaoCantado'
  | 'triplo'
  | 'dePauDentro'
  | 'gamaoDosDeuses';

/** Every kind of game result, in the order of the traditional table (docs/domain.md "Scoring profiles"). */
export const GAME_KINDS: readonly GameKind[] = [
  'single',
  'gammon',
  'backgammon',
  'cantada',
  'gamaoCantado',
  'triplo',
  'dePauDentro',
  'gamaoDosDeuses',
];

export interface ScoringRules {
  readonly profile: ScoringProfile;
  /** International money play: gammons count only once the cube has been turned. */
  readonly jacoby?: boolean;
  /** Traditional: the triplo row's value; 0 or absent = the row is not played. */
  readonly triploPoints?: number;
}

export interface GameEnd {
  /** The final board (the winner has borne off all 15). */
  readonly board: Board;
  readonly winner: Side;
  /** The winner's last roll was a double ("cantada"). */
  readonly winningRollDouble: boolean;
  /** Cube value (1 when no cube is used). */
  readonly cube: number;
  /** The cube was offered and taken at least once (Jacoby). */
  readonly cubeTurned?: boolean;
}

export interface GameScore {
  readonly kind: GameKind;
  /** The game value before the cube. */
  readonly base: number;
  /** What the winner scores: base x cube (simple: always 1). */
  readonly points: number;
}

const loserOf = (winner: Side): Side => (winner === 0 ? 1 : 0);

/** The loser has borne off no checker. */
export const noneOff = (board: Board, loser: Side): boolean => board[loser][OFF] === 0;

/** A loser's checker is on the bar. */
export const onBar = (board: Board, loser: Side): boolean => board[loser][BAR] > 0;

/** A loser's checker is on the bar or in the winner's home board (the loser's points 19..24). */
export function inWinnersHome(board: Board, loser: Side): boolean {
  const s = board[loser];
  for (let p = 19; p <= BAR; p++) if (s[p] > 0) return true;
  return false;
}

/** All 15 of the loser's checkers are in the loser's own home board (points 1..6): "de pau dentro". */
export function allFifteenHome(board: Board, loser: Side): boolean {
  const s = board[loser];
  let n = 0;
  for (let p = 1; p <= 6; p++) n += s[p];
  return n === 15;
}

/** The international kind from the board alone (before Jacoby). */
export function internationalKind(board: Board, winner: Side): WinKind {
  const loser = loserOf(winner);
  if (!noneOff(board, loser)) return 'single';
  return inWinnersHome(board, loser) ? 'backgammon' : 'gammon';
}

const INTERNATIONAL_VALUE: Record<WinKind, number> = { single: 1, gammon: 2, backgammon: 3 };

/** Every traditional row that applies, in table order, with its value. */
export function traditionalRows(
  board: Board,
  winner: Side,
  winningRollDouble: boolean,
  triploPoints = 0,
): { kind: GameKind; base: number }[] {
  const loser = loserOf(winner);
  const gamao = noneOff(board, loser);
  const rows: { kind: GameKind; base: number }[] = [{ kind: 'single', base: 1 }];
  if (winningRollDouble) rows.push({ kind: 'cantada', base: 2 });
  if (gamao) rows.push({ kind: 'gammon', base: 3 });
  if (gamao && winningRollDouble) rows.push({ kind: 'gamaoCantado', base: 4 });
  if (triploPoints > 0 && gamao && inWinnersHome(board, loser))
    rows.push({ kind: 'triplo', base: triploPoints });
  if (gamao && winningRollDouble && allFifteenHome(board, loser)) rows.push({ kind: 'dePauDentro', base: 7 });
  if (onBar(board, loser)) rows.push({ kind: 'gamaoDosDeuses', base: 10 });
  return rows;
}

/** The value of a finished game (precedence and tables at the top of this file). */
export function scoreGame(end: GameEnd, rules: ScoringRules): GameScore {
  switch (rules.profile) {
    case 'simple':
      return { kind: 'single', base: 1, points: 1 };
    case 'traditional': {
      const rows = traditionalRows(end.board, end.winner, end.winningRollDouble, rules.triploPoints ?? 0);
      // Highest value; later rows win ties (>=).
      let best = rows[0];
      for (const r of rows) if (r.base >= best.base) best = r;
      return { kind: best.kind, base: best.base, points: best.base * end.cube };
    }
    case 'international':
    default: {
      let kind: WinKind = internationalKind(end.board, end.winner);
      if (rules.jacoby && !end.cubeTurned) kind = 'single';
      const base = INTERNATIONAL_VALUE[kind];
      return { kind, base, points: base * end.cube };
    }
  }
}

/**
 * The value of a resignation of `kind` (the other side accepting it): single, gammon or backgammon,
 * times the cube. Simple: only a single (1 point). Traditional: single 1, gammon (gamão) 3, backgammon
 * only when the triplo row is played (its value). The Jacoby rule does not reduce a resignation: the
 * loser offered those points (gnubg scores an accepted gammon resignation as 2 under Jacoby too).
 */
export function scoreResignation(kind: WinKind, cube: number, rules: ScoringRules): Result<GameScore> {
  switch (rules.profile) {
    case 'simple':
      if (kind !== 'single')
        return err('INVALID_RESIGNATION', 'Only single games exist under the simple profile');
      return ok({ kind, base: 1, points: 1 });
    case 'traditional': {
      if (kind === 'single') return ok({ kind, base: 1, points: cube });
      if (kind === 'gammon') return ok({ kind, base: 3, points: 3 * cube });
      const t = rules.triploPoints ?? 0;
      if (t <= 0)
        return err('INVALID_RESIGNATION', 'The triplo (backgammon) is not played under these rules');
      return ok({ kind: 'triplo', base: t, points: t * cube });
    }
    case 'international':
    default: {
      // A resignation is an agreement on the points: Jacoby does not reduce it (as in gnubg).
      const base = INTERNATIONAL_VALUE[kind];
      return ok({ kind, base, points: base * cube });
    }
  }
}
