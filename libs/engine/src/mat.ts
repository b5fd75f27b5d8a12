/**
 * Export of a match (finished or in progress) as a `.mat` file: the Jellyfish match format that GNU
 * Backgammon writes with `export match mat` and reads with `import mat`.
 *
 * Layout (as gnubg 1.07 writes it):
 *
 *   ; [EventDate "2026.11.30"]
 *
 *    7 point match
 *
 *    Game 1
 *    Ana : 0                        Bia : 0
 *     1)                             31: 8/5 6/5
 *     2) 64: 24/18 13/9              Doubles => 2
 *     3)  Takes                      52: 13/8 13/11
 *     ...
 *                                    Wins 2 points
 *
 * - One numbered line per exchange: player 0 (our side 0, named first) on the left, player 1 on the right.
 * - A roll is `DD:` (higher die first) and its moves, each in the mover's own numbering (25 = bar,
 *   0 = off, `*` = hit), exactly the numbering of CheckerMove, in the order played. A roll with no legal
 *   move is `DD:` alone, and so is a roll after which the game ended before the play (a resignation, a
 *   timeout or a forfeit: gnubg writes a roll followed by a resignation the same way).
 * - Cube: ` Doubles => v`, ` Takes`, ` Drops`. A beaver (and a raccoon) is written as gnubg writes it,
 *   ` Beavers => v`, with the acceptance implied by the next roll, when a roll follows in that game;
 *   otherwise (refused beaver, game resigned before the next roll, log ending) as the plain redouble
 *   ` Doubles => v` with an explicit ` Takes` or ` Drops`. gnubg 1.07 imports both with the right cube and
 *   owner, while a ` Beavers` line not closed by a roll breaks its import of the following games, and a
 *   ` Doubles` beaver of an owned cube followed by rolls gives the roll to the wrong player.
 * - A game ends with `Wins N point(s)` in the winner's column; a resignation is written only when accepted,
 *   as that `Wins` line (gnubg reads single/gammon/backgammon from N against the cube).
 * - A match lost on time or by forfeit ends the same way: the `Wins N points` line of the points awarded (an
 *   annulled timeout leaves no trace, as the game goes on).
 * - Header: `; [CubeLimit "v"]` when the cube stops below 64, `; Scoring profile: p` (with `(triplo N)`)
 *   for a profile other than international (gnubg keeps such comments as the match's comment).
 * - Ties of the opening roll, rejected resignations and automatic doubles have no place in the format.
 *   gnubg recomputes the result of a played-out game with international rules (and assumes the Crawford
 *   rule in matches): under the simple or traditional profile its final score may differ from ours, the
 *   per-game score lines stay ours.
 *
 * The stored match log (the JSON the API keeps and `matFromLogJson` reads):
 *   { "options": Partial<GameOptions>, "actions": Action[], "players"?: [name0, name1],
 *     "date"?: "YYYY-MM-DD", "event"?: string, "site"?: string, "round"?: string }
 */
import {
  type Action,
  DEFAULT_OPTIONS,
  type GameOptions,
  type GameState,
  type MatchState,
  replay,
} from './game';
import { otherSide } from './position';
import type { CheckerMove, Dice, Result, Side } from './types';
import { err, ok } from './types';

export interface MatExportOptions {
  readonly player0Name?: string;
  readonly player1Name?: string;
  /** `YYYY-MM-DD` or `YYYY.MM.DD` (the engine never reads the clock). */
  readonly date?: string;
  readonly event?: string;
  readonly site?: string;
  readonly round?: string;
}

export interface MatchLog {
  readonly options: Partial<GameOptions>;
  readonly actions: readonly Action[];
  readonly players?: readonly [string, string];
  readonly date?: string;
  readonly event?: string;
  readonly site?: string;
  readonly round?: string;
}

/** A name the format can carry: no colon (it ends the name), no line breaks, at most 31 characters. */
function cleanName(name: string | undefined, fallback: string): string {
  const s = (name ?? '')
    .replace(/[:\r\n\t]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31)
    .trim();
  return s === '' ? fallback : s;
}

const cleanText = (s: string): string => s.replace(/["\r\n]/g, ' ').trim();

const diceText = (d: Dice): string => `${Math.max(d[0], d[1])}${Math.min(d[0], d[1])}:`;

const movesText = (moves: readonly CheckerMove[]): string =>
  moves.map((m) => `${m.from}/${m.to}${m.hit ? '*' : ''}`).join(' ');

const winsText = (points: number): string => `Wins ${points} point${points === 1 ? '' : 's'}`;

/** Writes the numbered two-column lines of one game. */
class GameLines {
  private readonly lines: string[] = [];
  private number = 0;
  private left: string | null = null;
  private right: string | null = null;
  private open = false;

  put(side: Side, text: string): void {
    if (side === 0) {
      if (!this.open || this.left !== null || this.right !== null) this.newLine();
      this.left = text;
    } else {
      if (!this.open || this.right !== null) this.newLine();
      this.right = text;
    }
  }

  /** The result line: in the winner's column of the current line when it is free, else on its own line. */
  wins(side: Side, points: number): void {
    if (side === 1 && this.open && this.right === null) {
      this.right = ` ${winsText(points)}`;
      this.flush();
      return;
    }
    this.flush();
    this.lines.push(side === 0 ? `      ${winsText(points)}` : `${' '.repeat(34)}${winsText(points)}`);
  }

  private newLine(): void {
    this.flush();
    this.number++;
    this.open = true;
  }

  private flush(): void {
    if (!this.open) return;
    const left = this.left ?? '';
    // At least two spaces between the columns: gnubg splits a line with one roll at a double space.
    const leftField = left.length >= 27 ? `${left}  ` : `${left.padEnd(27)} `;
    const line = `${String(this.number).padStart(3)}) ${leftField}${this.right ?? ''}`;
    this.lines.push(line.trimEnd());
    this.left = this.right = null;
    this.open = false;
  }

  done(): string[] {
    this.flush();
    return this.lines;
  }
}

function gameLines(game: GameState, beaverStandsAtOnce: boolean): string[] {
  const out = new GameLines();
  const events = game.events;
  let pending: { side: Side; dice: Dice } | null = null;
  // How the current beaver is written: gnubg's ` Beavers => v` (its importer then takes the next roll
  // as the acceptance) or a plain redouble ` Doubles => v` followed by an explicit answer.
  let nativeBeaver = false;
  const flushRoll = (): void => {
    if (pending) out.put(pending.side, diceText(pending.dice));
    pending = null;
  };
  events.forEach((e, i) => {
    switch (e.type) {
      case 'openingRoll':
        if (e.starter !== null) pending = { side: e.starter, dice: e.dice };
        break;
      case 'roll':
        flushRoll();
        if (e.pass) out.put(e.side, diceText(e.dice));
        else pending = { side: e.side, dice: e.dice };
        break;
      case 'play': {
        const dice = pending?.dice ?? game.dice ?? ([1, 1] as Dice);
        out.put(e.side, `${diceText(dice)} ${movesText(e.moves)}`);
        pending = null;
        break;
      }
      case 'double':
        out.put(e.side, ` Doubles => ${e.value}`);
        break;
      case 'take':
        if (!nativeBeaver) out.put(e.side, ' Takes');
        nativeBeaver = false;
        break;
      case 'beaver': {
        const answer = beaverStandsAtOnce
          ? 'take'
          : events.slice(i + 1).find((x) => 'side' in x && x.side !== e.side)?.type;
        const rollFollows = events.slice(i + 1).some((x) => x.type === 'roll' || x.type === 'play');
        // gnubg's own notation only when a roll follows in this game: its importer needs that roll to
        // close the beaver, and a dangling one corrupts the next games (gnubg 1.07). A refused beaver is
        // always a plain redouble, then ` Drops`.
        nativeBeaver = rollFollows && (answer === 'take' || answer === 'raccoon');
        out.put(e.side, ` ${nativeBeaver ? 'Beavers' : 'Doubles'} => ${e.value}`);
        if (beaverStandsAtOnce) {
          // No take event follows a beaver that stands at once.
          if (!nativeBeaver) out.put(otherSide(e.side), ' Takes');
          nativeBeaver = false;
        }
        break;
      }
      case 'raccoon':
        // A raccoon is final here: the beaverer's acceptance is implied by gnubg's notation or written.
        out.put(e.side, ` ${nativeBeaver ? 'Beavers' : 'Doubles'} => ${e.value}`);
        if (!nativeBeaver) out.put(otherSide(e.side), ' Takes');
        nativeBeaver = false;
        break;
      case 'drop':
      case 'refuseBeaver':
        out.put(e.side, ' Drops');
        break;
      case 'acceptResignation':
        flushRoll();
        break;
      default:
        break; // resign offers and rejections are not part of the format
    }
  });
  flushRoll();
  if (game.result) out.wins(game.result.winner, game.result.points);
  return out.done();
}

function dateText(date: string | undefined): string | null {
  if (!date) return null;
  const m = /^(\d{4})[-.](\d{2})[-.](\d{2})/.exec(date);
  return m ? `${m[1]}.${m[2]}.${m[3]}` : null;
}

/** The .mat text of a match state (games with nothing to write yet are left out). */
export function exportMat(state: MatchState, options: MatExportOptions = {}): string {
  const names = [cleanName(options.player0Name, 'Player 1'), cleanName(options.player1Name, 'Player 2')];
  const out: string[] = [];
  if (options.site) out.push(`; [Site "${cleanText(options.site)}"]`);
  if (options.event) out.push(`; [Event "${cleanText(options.event)}"]`);
  if (options.round) out.push(`; [Round "${cleanText(options.round)}"]`);
  const date = dateText(options.date);
  if (date) out.push(`; [EventDate "${date}"]`);
  const o = state.options;
  if (o.length > 0 && !o.crawford) out.push('; [Crawford "Off"]');
  if (o.length === 0) out.push(`; [Jacoby "${o.jacoby ? 'On' : 'Off'}"]`);
  if (o.cube && o.maxCube !== DEFAULT_OPTIONS.maxCube) out.push(`; [CubeLimit "${o.maxCube}"]`);
  if (o.profile !== 'international') {
    out.push(`; Scoring profile: ${o.profile}${o.triploPoints > 0 ? ` (triplo ${o.triploPoints})` : ''}`);
  }
  if (out.length > 0) out.push('');
  out.push(` ${o.length} point match`, '');
  for (const game of state.games) {
    const lines = gameLines(game, !o.raccoon && !o.beaverRefusal);
    // A game in progress with nothing the format carries yet (a tied opening roll, an offer pending).
    if (lines.length === 0) continue;
    out.push(` Game ${game.index + 1}`);
    out.push(` ${`${names[0]} : ${game.score[0]}`.padEnd(31)}${names[1]} : ${game.score[1]}`);
    out.push(...lines, '');
  }
  return `${out.join('\n')}\n`;
}

/** Reads a stored match log (JSON, format above), replays it and exports it as .mat. */
export function matFromLogJson(json: string): Result<string> {
  let log: MatchLog;
  try {
    log = JSON.parse(json) as MatchLog;
  } catch {
    return err('INVALID_ACTION', 'The match log is not valid JSON');
  }
  if (typeof log !== 'object' || log === null || !Array.isArray(log.actions)) {
    return err(
      'INVALID_ACTION',
      'A match log is {"options": {...}, "actions": [...], "players"?: [name0, name1]}',
    );
  }
  const state = replay(log.options ?? {}, log.actions);
  if (!state.ok) return state;
  const players = Array.isArray(log.players) ? log.players : [];
  return ok(
    exportMat(state.value, {
      player0Name: typeof players[0] === 'string' ? players[0] : undefined,
      player1Name: typeof players[1] === 'string' ? players[1] : undefined,
      date: typeof log.date === 'string' ? log.date : undefined,
      event: typeof log.event === 'string' ? log.event : undefined,
      site: typeof log.site === 'string' ? log.site : undefined,
      round: typeof log.round === 'string' ? log.round : undefined,
    }),
  );
}
