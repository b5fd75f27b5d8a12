/**
 * Import of a `.mat` file (the Jellyfish match format that GNU Backgammon, Backgammon Galaxy and Jellyfish
 * write; the layout is described in mat.ts, which writes it). Every roll, play and cube action is replayed
 * through the engine: the result is a stored match log (MatchLog) that replays to the same match, or the
 * first problem with its game and line number. Nothing is guessed: a play that the engine refuses, a score
 * line that disagrees with the games before it, or a result that is not what the game gave is an error.
 *
 * Reading, line by line:
 * - `; [Key "Value"]` comments: Site, Event, Round, EventDate, Crawford "Off", Jacoby "On", CubeLimit; our
 *   own `; Scoring profile: <name>` (`traditional (triplo N)`). Other comments (Galaxy's and XG's Player,
 *   Elo, EventTime, Variation...) are ignored.
 * - ` N point match` (0 for money play), then games: ` Game K`, the score line ` Ana : 0   Bia : 1`, and
 *   numbered lines ` 3) 52: 13/8 13/11*     Doubles => 2`, player 0 (named first) on the left. A Crawford
 *   marker (` Game K (Crawford)`, `(Crawford)` after a score or on its own line) must fall on the engine's
 *   Crawford game.
 * - An entry's column is its player: a line with two entries has both; a lone entry is the right-hand
 *   player's when it starts well after the line number (RIGHT_COLUMN), as every writer aligns them. A
 *   result may end a line after a roll (gnubg): its column, or the roll's right-hand column, says whose.
 * - `DD:` with its moves (in gnubg notation, parsed by notation-read.ts against the board and the roll,
 *   in the order written), or alone (XG: `Cannot Move`) when the roll has no legal move. Alone (XG: `???`)
 *   when it has one: the game ended before the play, so only its result may follow. The first roll of a
 *   game is the opening roll: its higher die is the starter's.
 * - ` Doubles => v`, ` Takes`, ` Drops`; ` Beavers => v` (a beaver, or a raccoon when the doubler answers
 *   a beaver with it), its acceptance implied by the next roll. A ` Doubles` written by the side that must
 *   answer a double is a beaver (as mat.ts writes one that is not followed by a roll); a ` Takes` after a
 *   raccoon, which is final, is its record.
 * - `Wins N point(s)`: after a bear-off or a drop, it must be the result the engine scored. Otherwise the
 *   game ended by resignation (N = what one is worth under the profile: cube × 1, 2 or 3 internationally),
 *   or the match by a forfeit or timeout (N = the points the winner lacked; money play: the cube), which is
 *   imported as a forfeit (the format cannot tell them apart).
 */
import {
  type Action,
  type GameOptions,
  type MatchState,
  currentGame,
  newMatch,
  applyAction,
  sideToAct,
} from './game';
import { type MatchLog } from './mat';
import { parsePlay } from './notation-read';
import { otherSide } from './position';
import { WIN_KINDS } from './resign';
import { scoreResignation } from './scoring';
import { type Dice, type Die, type Result, type Side, ok } from './types';

export type MatImportErrorCode =
  'MAT_UNREADABLE' | 'MAT_ILLEGAL_MOVE' | 'MAT_TRUNCATED' | 'MAT_SCORE_MISMATCH';

/** A problem in the file: the game (1-based, null before the first) and line (1-based) where it is. */
export interface MatImportError {
  readonly code: MatImportErrorCode;
  readonly message: string;
  readonly game: number | null;
  readonly line: number | null;
}

export interface ImportedMat {
  /** The match as a stored log: replaying it gives the match of the file. */
  readonly log: MatchLog;
  /** The score at the end of the file. */
  readonly score: readonly [number, number];
  /** Who won the match, or null when the file ends before the match does (or in money play). */
  readonly winner: Side | null;
  /** Games in the file. */
  readonly games: number;
  /**
   * The match is over (money play: the last game has a result). Without the `unfinished` option a file
   * that stops earlier is refused as MAT_TRUNCATED.
   */
  readonly finished: boolean;
}

/** A Crawford marker in a score line, and one on a line of its own. */
const CRAWFORD_IN_SCORE = /[(*]\s*Crawford(?:\s+game)?\s*[)*]/i;
const CRAWFORD_LINE = /^[(*]?\s*Crawford(?:\s+game)?\s*[)*]?$/i;

/** A lone entry starting this many characters or more after the line number's `)` is the right player's. */
const RIGHT_COLUMN = 15;

const ENTRY =
  /(\d\d:|Doubles\s*=>\s*\d+|Beavers\s*=>\s*\d+|Raccoons\s*=>\s*\d+|Takes|Drops|Wins\s+\d+\s+points?)/gi;

type Entry =
  | { readonly kind: 'roll'; readonly dice: Dice; readonly moves: string }
  | { readonly kind: 'double' | 'beaver'; readonly value: number }
  | { readonly kind: 'take' | 'drop' }
  | { readonly kind: 'wins'; readonly points: number };

interface Located {
  readonly side: Side;
  readonly entry: Entry;
}

class ImportFailure extends Error {
  constructor(readonly error: MatImportError) {
    super(error.message);
  }
}

/** The moves of a roll that was rolled and not played (eXtreme Gammon writes `???` when the player resigned). */
const UNPLAYED = '???';
/** A roll without a legal move, as eXtreme Gammon may write it. */
const CANNOT_MOVE = 'Cannot Move';

function readEntry(text: string): Entry | null {
  const t = text.trim();
  const roll = /^(\d)(\d):(.*)$/.exec(t);
  if (roll) {
    const a = Number(roll[1]);
    const b = Number(roll[2]);
    if (a < 1 || a > 6 || b < 1 || b > 6) return null;
    const moves = roll[3].trim();
    // eXtreme Gammon writes a roll without a legal move as `Cannot Move`.
    if (/^cannot\s+move$/i.test(moves))
      return { kind: 'roll', dice: [a as Die, b as Die], moves: CANNOT_MOVE };
    if (/^\?{3,4}$/.test(moves)) return { kind: 'roll', dice: [a as Die, b as Die], moves: UNPLAYED };
    return { kind: 'roll', dice: [a as Die, b as Die], moves };
  }
  const cube = /^(Doubles|Beavers|Raccoons)\s*=>\s*(\d+)$/i.exec(t);
  if (cube)
    return { kind: cube[1].toLowerCase() === 'doubles' ? 'double' : 'beaver', value: Number(cube[2]) };
  if (/^Takes$/i.test(t)) return { kind: 'take' };
  if (/^Drops$/i.test(t)) return { kind: 'drop' };
  const wins = /^Wins\s+(\d+)\s+points?(\s+and\s+the\s+match)?$/i.exec(t);
  if (wins) return { kind: 'wins', points: Number(wins[1]) };
  return null;
}

/** The entries of a line's body (what follows `N)`, or a whole `Wins` line), each with its player. */
function lineEntries(body: string, fail: (message: string) => never): Located[] {
  const starts: number[] = [];
  for (const m of body.matchAll(ENTRY)) starts.push(m.index ?? 0);
  const before = body.slice(0, starts[0] ?? body.length).trim();
  if (before !== '') fail(`Cannot read '${before}'`);
  const texts = starts.map((s, i) => body.slice(s, starts[i + 1] ?? body.length));
  const entries = texts.map((text) => {
    const e = readEntry(text);
    if (!e) fail(`Cannot read '${text.trim()}'`);
    return e;
  });
  // The first entry's column says whose it is; a second one is the right player's. A result may end the
  // line: gnubg writes the one that follows a roll without its play right after that roll, in the
  // roll's player's column, or in the left one (` 2) 33:       Wins 1 point` is the left player's).
  const out: Located[] = [];
  entries.forEach((entry, k) => {
    const prev = out[out.length - 1];
    let side: Side = starts[k] >= RIGHT_COLUMN ? 1 : 0;
    if (prev?.entry.kind === 'wins') fail(`Nothing follows a result on its line: '${body.trim()}'`);
    else if (prev && entry.kind === 'wins') side = prev.side === 1 ? 1 : side;
    else if (prev && prev.side === 0) side = 1;
    else if (prev) fail(`A line has at most one entry per player: '${body.trim()}'`);
    out.push({ side, entry });
  });
  return out;
}

/** `; [CubeLimit "1024"]` (eXtreme Gammon, Galaxy; mat.ts writes it when the cube stops below 64). */
function cubeLimit(tag: string | undefined): { maxCube?: number } {
  const n = Number(tag);
  return Number.isInteger(n) && n >= 1 && n <= 32768 && (n & (n - 1)) === 0 ? { maxCube: n } : {};
}

const dateOf = (s: string): string | undefined => {
  const m = /^(\d{4})[-.](\d{2})[-.](\d{2})$/.exec(s.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
};

export interface MatImportOptions {
  /** Accept a file whose last game has no result (a match in progress); refused as MAT_TRUNCATED otherwise. */
  readonly unfinished?: boolean;
}

/** Reads a `.mat` file (format in the header). */
export function importMat(text: string, options: MatImportOptions = {}): Result<ImportedMat, MatImportError> {
  const attempt = (beavers: boolean): Result<ImportedMat, MatImportError> => {
    try {
      return ok(read(text, options.unfinished === true, beavers));
    } catch (e) {
      if (e instanceof ImportFailure) return { ok: false, error: e.error };
      throw e;
    }
  };
  const plain = attempt(false);
  if (plain.ok || plain.error.code !== 'MAT_ILLEGAL_MOVE') return plain;
  // Money play with beavers: the file does not say which cube options were on, its moves do.
  const beavers = attempt(true);
  return beavers.ok ? beavers : plain;
}

function read(text: string, unfinished: boolean, beavers: boolean): ImportedMat {
  if (typeof text !== 'string') {
    throw new ImportFailure({
      code: 'MAT_UNREADABLE',
      message: 'A .mat file is text',
      game: null,
      line: null,
    });
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let lineNo = 0;
  let gameNo: number | null = null;
  const fail = (code: MatImportErrorCode, message: string): never => {
    throw new ImportFailure({ code, message, game: gameNo, line: lineNo === 0 ? null : lineNo });
  };
  const unreadable = (message: string): never => fail('MAT_UNREADABLE', message);

  // Header: comments, blank lines, then the match length.
  const tags: Record<string, string> = {};
  let profile: GameOptions['profile'] = 'international';
  let triploPoints = 0;
  let length: number | null = null;
  let i = 0;
  for (; i < lines.length && length === null; i++) {
    lineNo = i + 1;
    const line = lines[i].trim();
    if (line === '') continue;
    if (line.startsWith(';')) {
      const tag = /^;\s*\[(\w+)\s+"([^"]*)"\]/.exec(line);
      if (tag) tags[tag[1].toLowerCase()] = tag[2];
      const p = /^;\s*Scoring profile:\s*(\w+)(?:\s*\(\s*triplo\s+(\d+)\s*\))?/i.exec(line);
      if (p) {
        const name = p[1].toLowerCase();
        if (name !== 'international' && name !== 'simple' && name !== 'traditional') {
          unreadable(`Unknown scoring profile '${p[1]}'`);
        }
        profile = name as GameOptions['profile'];
        triploPoints = p[2] === undefined ? 0 : Number(p[2]);
      }
      continue;
    }
    const m = /^(\d+)\s+point\s+match$/i.exec(line);
    if (!m) unreadable(`Expected the match length (' 7 point match'), found '${line.slice(0, 40)}'`);
    length = Number(m?.[1]);
    if (length > 99) unreadable(`A match of ${length} points is not supported`);
  }
  if (length === null) {
    lineNo = 0;
    return unreadable('This is not a .mat file: no "N point match" line');
  }
  const started = newMatch({
    length,
    profile,
    crawford: length > 0 && (tags.crawford ?? '').toLowerCase() !== 'off',
    jacoby: length === 0 && (tags.jacoby ?? '').toLowerCase() === 'on',
    beaver: length === 0 && beavers,
    raccoon: length === 0 && beavers,
    beaverRefusal: length === 0 && beavers,
    triploPoints,
    ...cubeLimit(tags.cubelimit),
  });
  if (!started.ok) return unreadable(started.error.message);

  let state: MatchState = started.value;
  const actions: Action[] = [];
  let names: [string, string] | null = null;
  let games = 0;
  let expectScoreLine = false;
  // A beaver written in gnubg's way is accepted by the next roll.
  let beaverPending = false;
  // A roll written without its play although it had one: the game must end right after it.
  let unplayed: { readonly message: string; readonly line: number } | null = null;
  // The Crawford game marked by the file (` Game 5 (Crawford)`, `(Crawford)` after a score or on its own
  // line) must be the engine's Crawford game.
  let crawfordMark = false;
  const checkCrawford = (): void => {
    if (!thisGame().crawford) {
      fail(
        'MAT_SCORE_MISMATCH',
        `The file marks game ${gameNo} as the Crawford game, but at ${state.match.score[0]}-${state.match.score[1]} ${state.options.crawford ? 'it is not' : 'the match is played without the Crawford rule'}`,
      );
    }
  };
  const failUnplayed = (): void => {
    if (unplayed === null) return;
    lineNo = unplayed.line;
    fail('MAT_ILLEGAL_MOVE', unplayed.message);
  };

  const apply = (action: Action, code: MatImportErrorCode = 'MAT_ILLEGAL_MOVE'): void => {
    const r = applyAction(state, action);
    if (!r.ok) fail(code, r.error.message);
    else {
      state = r.value;
      actions.push(action);
    }
  };

  /** The game of the last ` Game K` header (the engine has moved on to the next once it ended). */
  const thisGame = () => state.games[(gameNo ?? 1) - 1];

  const handle = ({ side, entry }: Located): void => {
    if (gameNo === null || expectScoreLine) unreadable('A move line before its game and score line');
    if (entry.kind !== 'wins') failUnplayed();
    unplayed = null;
    const game = thisGame();
    if (game.result !== null && entry.kind !== 'wins') {
      fail('MAT_ILLEGAL_MOVE', `Game ${gameNo} is already over`);
    }
    switch (entry.kind) {
      case 'roll': {
        if (beaverPending && game.cube.offer) {
          const answerer = sideToAct(state);
          if (answerer !== null) apply({ type: 'take', side: answerer });
        }
        beaverPending = false;
        const [a, b] = entry.dice;
        if (game.phase === 'opening') {
          if (a === b) fail('MAT_ILLEGAL_MOVE', `The opening roll cannot be a double (${a}-${b})`);
          const high = Math.max(a, b) as Die;
          const low = Math.min(a, b) as Die;
          apply({ type: 'roll', dice: side === 0 ? [high, low] : [low, high] });
        } else {
          apply({ type: 'roll', side, dice: [a, b] });
        }
        const after = currentGame(state);
        if (entry.moves === '' || entry.moves === UNPLAYED || entry.moves === CANNOT_MOVE) {
          const canMove = after.phase === 'moving' && after.turn === side;
          if (canMove && entry.moves === CANNOT_MOVE) {
            fail('MAT_ILLEGAL_MOVE', `${a}-${b} has a legal play, but '${entry.moves}' is written`);
          } else if (canMove) {
            // Rolled, then the game ended before the play (a resignation, a timeout or a forfeit, as gnubg
            // writes it): only the game's result may follow.
            unplayed = { message: `${a}-${b} has a legal play, but none is written`, line: lineNo };
          } else if (entry.moves === UNPLAYED) {
            fail('MAT_ILLEGAL_MOVE', `${a}-${b} has no legal play, but '${entry.moves}' is written`);
          }
          return;
        }
        if (after.phase !== 'moving' || after.turn !== side || after.dice === null) {
          fail('MAT_ILLEGAL_MOVE', `${a}-${b} has no legal play, but '${entry.moves}' is written`);
          return;
        }
        const moves = parsePlay(entry.moves, after.board, side, after.dice, 'written');
        if (!moves.ok) {
          fail(
            moves.error.code === 'INVALID_NOTATION' ? 'MAT_UNREADABLE' : 'MAT_ILLEGAL_MOVE',
            `'${entry.moves}' with ${a}-${b}: ${moves.error.message}`,
          );
          return;
        }
        const played = applyAction(state, { type: 'play', side, moves: moves.value });
        if (!played.ok) fail('MAT_ILLEGAL_MOVE', `'${entry.moves}' with ${a}-${b}: ${played.error.message}`);
        else {
          state = played.value;
          actions.push({ type: 'play', side, moves: moves.value });
        }
        return;
      }
      case 'double':
      case 'beaver': {
        const offer = game.cube.offer;
        let type: Action['type'] = 'double';
        if (offer && offer.stage === 'double' && side !== offer.doubler) type = 'beaver';
        else if (offer && offer.stage === 'beaver' && side === offer.doubler) type = 'raccoon';
        else if (entry.kind === 'beaver') fail('MAT_ILLEGAL_MOVE', 'A beaver answers a double');
        apply({ type, side } as Action);
        const now = currentGame(state).cube;
        const value = now.offer?.value ?? now.value;
        if (value !== entry.value) {
          fail('MAT_ILLEGAL_MOVE', `The cube would be at ${value}, the file says ${entry.value}`);
        }
        beaverPending = entry.kind === 'beaver';
        return;
      }
      case 'take': {
        beaverPending = false;
        // A raccoon is final: the ` Takes` written after one (mat.ts, when no roll follows) is its record.
        const last = game.events[game.events.length - 1];
        if (!game.cube.offer && last?.type === 'raccoon' && last.side !== side) return;
        apply({ type: 'take', side });
        return;
      }
      case 'drop': {
        beaverPending = false;
        const offer = game.cube.offer;
        apply({
          type: offer && offer.stage !== 'double' && side === offer.doubler ? 'refuseBeaver' : 'drop',
          side,
        } as Action);
        return;
      }
      case 'wins':
        wins(side, entry.points);
        return;
    }
  };

  const wins = (side: Side, points: number): void => {
    const game = thisGame();
    const who = (x: Side): string => names?.[x] ?? `player ${x + 1}`;
    if (game.result !== null) {
      if (game.result.winner !== side || game.result.points !== points) {
        fail(
          'MAT_SCORE_MISMATCH',
          `The game gives ${game.result.points} point(s) to ${who(game.result.winner)}, the file says ${points} to ${who(side)}`,
        );
      }
      return;
    }
    // The game ends without a bear-off or a drop (also before its first roll): a resignation when the
    // points are what one is worth under the match's rules, else a match lost by forfeit or on time (the
    // format cannot tell them apart), which awards the points the winner lacked (money play: the cube).
    const loser = otherSide(side);
    const rules = {
      profile: state.options.profile,
      jacoby: state.options.jacoby,
      triploPoints: state.options.triploPoints,
    };
    const kind = WIN_KINDS.find((k) => {
      const s = scoreResignation(k, game.cube.value, rules);
      return s.ok && s.value.points === points;
    });
    if (kind && !game.cube.offer && !game.resignation) {
      apply({ type: 'resign', side: loser, kind }, 'MAT_SCORE_MISMATCH');
      apply({ type: 'acceptResignation', side }, 'MAT_SCORE_MISMATCH');
      return;
    }
    const forfeited = length > 0 ? Math.max(1, length - state.match.score[side]) : game.cube.value;
    if (points === forfeited) {
      apply({ type: 'forfeit', side: loser }, 'MAT_SCORE_MISMATCH');
      return;
    }
    fail('MAT_SCORE_MISMATCH', `Game ${gameNo} cannot end with ${points} point(s) to ${who(side)} here`);
  };

  for (; i < lines.length; i++) {
    lineNo = i + 1;
    const raw = lines[i];
    const line = raw.trim();
    if (line === '' || line.startsWith(';')) continue;
    const game = /^Game\s+(\d+)\s*(\(?\s*Crawford(?:\s+game)?\s*\)?)?$/i.exec(line);
    if (game) {
      const number = Number(game[1]);
      if (number !== games + 1) unreadable(`Expected game ${games + 1}, found game ${number}`);
      if (gameNo !== null) {
        failUnplayed();
        const previous = thisGame();
        if (previous.events.length === 0) fail('MAT_TRUNCATED', `Game ${gameNo} has no moves`);
        if (previous.result === null) fail('MAT_TRUNCATED', `Game ${gameNo} ends without a result`);
        if (state.games.length === gameNo) {
          unreadable(`The match is already over before game ${number}`);
        }
      }
      games = number;
      gameNo = number;
      expectScoreLine = true;
      beaverPending = false;
      crawfordMark = game[2] !== undefined;
      continue;
    }
    if (expectScoreLine) {
      const marked = line.replace(CRAWFORD_IN_SCORE, ' ');
      if (marked !== line) crawfordMark = true;
      const m = /^(.+?)\s*:\s*(\d+)\s+(.+?)\s*:\s*(\d+)$/.exec(marked.trim());
      if (!m) unreadable(`Expected the score line ('Ana : 0   Bia : 0'), found '${line.slice(0, 40)}'`);
      const score: [number, number] = [Number(m?.[2]), Number(m?.[4])];
      if (score[0] !== state.match.score[0] || score[1] !== state.match.score[1]) {
        fail(
          'MAT_SCORE_MISMATCH',
          `The score line says ${score[0]}-${score[1]}, the games before it give ${state.match.score[0]}-${state.match.score[1]}`,
        );
      }
      if (names === null) names = [String(m?.[1]).trim(), String(m?.[3]).trim()];
      expectScoreLine = false;
      if (crawfordMark) checkCrawford();
      continue;
    }
    if (CRAWFORD_LINE.test(line) && gameNo !== null && thisGame().events.length === 0) {
      checkCrawford();
      continue;
    }
    const numbered = /^\s*(\d+)\)(.*)$/.exec(raw);
    if (numbered) {
      for (const e of lineEntries(numbered[2], unreadable)) handle(e);
      continue;
    }
    const result = /^(\s*)(Wins\s+\d+\s+points?(\s+and\s+the\s+match)?)\s*$/i.exec(raw);
    if (result) {
      const e = readEntry(result[2]);
      if (e && e.kind === 'wins') handle({ side: result[1].length >= 20 ? 1 : 0, entry: e });
      continue;
    }
    unreadable(`Cannot read '${line.slice(0, 40)}'`);
  }
  lineNo = lines.length;
  if (expectScoreLine) fail('MAT_TRUNCATED', `Game ${gameNo} has no score line`);
  // With `unfinished`, a file without games is a match that has not started (mat.ts writes no game
  // before something of it can be written).
  if (games === 0 && !unfinished) unreadable('The file has no games');
  const last = thisGame();
  // A match in progress may stop at the start of a game (nothing written yet: a tied opening roll, an
  // offer not answered).
  if (last.events.length === 0 && !unfinished) fail('MAT_TRUNCATED', `Game ${gameNo} has no moves`);
  if (last.result === null && !unfinished) fail('MAT_TRUNCATED', `The file ends before game ${gameNo} does`);
  const over = state.ended !== null || (length > 0 && state.match.score.some((x) => x >= length));
  if (length > 0 && !over && !unfinished) {
    fail(
      'MAT_TRUNCATED',
      `The file ends at ${state.match.score[0]}-${state.match.score[1]}, before the ${length}-point match does`,
    );
  }
  const winner: Side | null =
    state.ended !== null
      ? otherSide(state.ended.side)
      : length > 0 && state.match.score[0] >= length
        ? 0
        : length > 0 && state.match.score[1] >= length
          ? 1
          : null;
  const log: MatchLog = {
    options: started.value.options,
    actions,
    players: names ?? ['Player 1', 'Player 2'],
    ...(tags.eventdate && dateOf(tags.eventdate) ? { date: dateOf(tags.eventdate) } : {}),
    ...(tags.event ? { event: tags.event } : {}),
    ...(tags.site ? { site: tags.site } : {}),
    ...(tags.round ? { round: tags.round } : {}),
  };
  const finished = length === 0 ? last.result !== null : over;
  return { log, score: [state.match.score[0], state.match.score[1]], winner, games, finished };
}
