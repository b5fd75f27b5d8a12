/**
 * Reading a play written in notation (notation.ts writes it): the dice of chained moves are resolved
 * against the board and the roll. The .mat importer reads its matches' moves with it.
 */
import { diceToPlay, legalPlays } from './moves';
import { pointText } from './notation';
import { MAX_PLAY_MOVES, replayMoves } from './play';
import { boardKey } from './position';
import {
  BAR,
  OFF,
  type Board,
  type CheckerMove,
  type Dice,
  type Die,
  type Result,
  type Side,
  err,
  ok,
} from './types';

interface Segment {
  readonly from: number;
  readonly to: number;
}

const TOKEN = /^(bar|b|\d{1,2})((?:\/(?:off|o|\d{1,2})\*?)+)(?:\((\d)\))?$/;

/** Splits notation into single-checker segments (a chained move gives one segment per step shown). */
function parseSegments(text: string): Result<{ segments: Segment[]; stars: Set<number> }> {
  const segments: Segment[] = [];
  const stars = new Set<number>();
  const tokens = text
    .trim()
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((t) => t.length > 0);
  for (const token of tokens) {
    const m = TOKEN.exec(token);
    if (!m)
      return err(
        'INVALID_NOTATION',
        `Cannot read '${token}': expected moves like 13/9, bar/22, 6/off, 8/4(2)`,
      );
    const from = m[1] === 'bar' || m[1] === 'b' ? BAR : Number(m[1]);
    if (from < 1 || from > BAR) return err('INVALID_NOTATION', `No point ${m[1]} to move from`);
    const points = [from];
    for (const step of m[2].split('/').slice(1)) {
      const hit = step.endsWith('*');
      const name = hit ? step.slice(0, -1) : step;
      const to = name === 'off' || name === 'o' ? OFF : Number(name);
      if (to < 0 || to > 24) return err('INVALID_NOTATION', `No point ${name} to move to`);
      if (hit) {
        if (to === OFF) return err('INVALID_NOTATION', 'Bearing off cannot hit');
        stars.add(to);
      }
      const prev = points[points.length - 1];
      if (prev === OFF) return err('INVALID_NOTATION', 'Nothing follows off');
      if (to >= prev) {
        return to > prev
          ? err(
              'WRONG_DIRECTION',
              `Checkers move towards home: ${pointText(prev)}/${pointText(to)} goes backwards`,
            )
          : err('INVALID_NOTATION', `${pointText(prev)}/${pointText(to)} does not move`);
      }
      points.push(to);
    }
    const times = m[3] === undefined ? 1 : Number(m[3]);
    if (times < 1 || times > MAX_PLAY_MOVES)
      return err('INVALID_NOTATION', `Cannot repeat a move ${times} times`);
    for (let r = 0; r < times; r++) {
      for (let k = 0; k + 1 < points.length; k++) segments.push({ from: points[k], to: points[k + 1] });
    }
  }
  if (segments.length > MAX_PLAY_MOVES)
    return err('INVALID_NOTATION', 'A turn has at most four checker moves');
  return ok({ segments, stars });
}

/** Every way to split the segments into single-die moves with the dice available. */
function dieAssignments(segments: readonly Segment[], dice: readonly Die[]): CheckerMove[][] {
  const out: CheckerMove[][] = [];
  const moves: CheckerMove[] = [];
  const left = dice.slice();

  const walk = (seg: number, at: number): void => {
    if (seg === segments.length) {
      out.push(moves.slice());
      return;
    }
    const { to } = segments[seg];
    const tried = new Set<number>();
    for (let i = 0; i < left.length; i++) {
      const die = left[i];
      if (tried.has(die)) continue;
      tried.add(die);
      let land = at - die;
      if (to === OFF) {
        if (land < 0 && at > 6) continue; // overshooting off is only a bear-off from home
        if (land < 0) land = OFF;
      } else if (land < to) {
        continue;
      }
      left.splice(i, 1);
      moves.push({ from: at, to: land, die });
      if (land === to) walk(seg + 1, seg + 1 < segments.length ? segments[seg + 1].from : 0);
      else walk(seg, land);
      moves.pop();
      left.splice(i, 0, die);
    }
  };
  if (segments.length > 0) walk(0, segments[0].from);
  else out.push([]);
  return out;
}

/**
 * Reads a play written in notation (the inverse of formatPlay) for `side` on `board` with `dice`.
 * Chained moves get their dice from the roll (`24/18` with 3-3 is two moves of 3; `13/7` with 6-1 is
 * one move of 6). When several readings fit, a legal one wins, then one whose hits match the `*`s.
 * The moves come back highest source first, or with `order` 'written' in the order written when they can
 * be played in it (the .mat importer: a file keeps the order of play). Errors:
 * INVALID_NOTATION for text that is not notation, DIE_NOT_AVAILABLE when the roll cannot make a move.
 * Legality of the whole play is for validatePlay.
 */
export function parsePlay(
  text: string,
  board: Board,
  side: Side,
  dice: Dice,
  order: 'highestFirst' | 'written' = 'highestFirst',
): Result<CheckerMove[]> {
  if (typeof text !== 'string') return err('INVALID_NOTATION', 'Notation must be text');
  const parsed = parseSegments(text);
  if (!parsed.ok) return parsed;
  const { segments, stars } = parsed.value;
  const candidates = dieAssignments(segments, diceToPlay(dice));
  if (candidates.length === 0) {
    return err('DIE_NOT_AVAILABLE', `'${text.trim()}' cannot be played with ${dice[0]}-${dice[1]}`);
  }
  const legal = new Set(legalPlays(board, side, dice).map((p) => boardKey(p.board)));
  let best: CheckerMove[] | null = null;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const sorted = candidate
      .map((m, i) => ({ m, i }))
      .sort((a, b) => b.m.from - a.m.from || a.i - b.i)
      .map((x) => x.m);
    // order 'written': as written when it can be played so (a .mat keeps the order of play).
    const asWritten = order === 'written' ? replayMoves(board, side, dice, candidate) : null;
    const ordered = asWritten?.ok ? candidate : sorted;
    const replayed = asWritten?.ok ? asWritten : replayMoves(board, side, dice, sorted);
    // Legal plays first, then readings whose every single move is legal (the play is only
    // incomplete, so validatePlay reports the useful error), then the rest; among equals, the
    // fewest differences between the hits and the stars written.
    let score = 200;
    let moves = ordered;
    if (replayed.ok) {
      moves = replayed.value.moves;
      const complete = legal.has(boardKey(replayed.value.board)) || (legal.size === 0 && moves.length === 0);
      const hits = new Set(moves.filter((m) => m.hit).map((m) => m.to));
      let mismatch = 0;
      for (const p of hits) if (!stars.has(p)) mismatch++;
      for (const p of stars) if (!hits.has(p)) mismatch++;
      score = (complete ? 0 : 100) + mismatch;
    }
    if (score < bestScore) {
      bestScore = score;
      best = moves;
    }
  }
  return ok(best as CheckerMove[]);
}
