/**
 * GNU Backgammon as an oracle for the benches and the training: starts gnubg headless with its embedded
 * Python running gnubg-driver.py, and talks to it one line per request (see that file for the protocol).
 * gnubg only answers; the game itself is held here by the engine, so every play is checked.
 *
 * gnubg is found at env GNUBG or /usr/games/gnubg (Debian: `apt-get install gnubg`); `gnubgAvailable`
 * says whether it is there, so callers can skip with a clear message.
 */
import { type ChildProcess, spawn } from 'child_process';
import { existsSync, mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { createInterface } from 'readline';
import { type Board, type CheckerMove, type Dice, type Side, legalPlays } from '@gamao/engine';

export const GNUBG_PATH = process.env.GNUBG ?? '/usr/games/gnubg';

/** The driver script, next to this file in the sources (this file runs from dist/bin). */
const DRIVER = [resolve(__dirname, 'gnubg-driver.py'), resolve(__dirname, '../../bin/gnubg-driver.py')].find(
  (p) => existsSync(p),
);

export const gnubgAvailable = (): boolean => existsSync(GNUBG_PATH) && DRIVER !== undefined;

/** The 50 numbers of a board for gnubg: the side not on roll (points 1..24, bar), then `onRoll`. */
export function gnubgBoard(board: Board, onRoll: Side): string {
  const out: number[] = [];
  for (const s of [onRoll === 0 ? 1 : 0, onRoll]) for (let p = 1; p <= 25; p++) out.push(board[s][p]);
  return out.join(' ');
}

/** The cube of a match for gnubg, from the view of `onRoll` (gnubg's player 1; the other is 0). */
export interface GnubgCube {
  readonly value: number;
  /** 'centred', or the side that owns it. */
  readonly owner: 'centred' | Side;
  readonly length: number;
  readonly score: readonly [number, number];
  readonly crawford: boolean;
}

function cubeArgs(cube: GnubgCube, onRoll: Side): string {
  const other = onRoll === 0 ? 1 : 0;
  const owner = cube.owner === 'centred' ? -1 : cube.owner === onRoll ? 1 : 0;
  return [cube.value, owner, cube.length, cube.score[other], cube.score[onRoll], cube.crawford ? 1 : 0].join(
    ' ',
  );
}

/** gnubg's moves of one play: [from, to] in the mover's numbering (25 the bar, 0 off). */
export type GnubgMoves = readonly (readonly [number, number])[];

/** A board as text, for comparing boards. */
export const boardText = (b: Board): string => `${b[0].join(',')}|${b[1].join(',')}`;

/** The board gnubg's moves of `side` lead to. */
export function boardAfterGnubgMoves(board: Board, side: Side, moves: GnubgMoves): Board {
  const mine = board[side].slice();
  const theirs = board[side === 0 ? 1 : 0].slice();
  for (const [from, to] of moves) {
    mine[from]--;
    mine[to]++;
    // A blot of the other side on `to` (its point 25 - to) goes to its bar.
    if (to > 0 && theirs[25 - to] === 1) {
      theirs[25 - to] = 0;
      theirs[25]++;
    }
  }
  return (side === 0 ? [mine, theirs] : [theirs, mine]) as unknown as Board;
}

/**
 * gnubg's play as a legal play of the engine: the one whose board is the board gnubg's moves lead to.
 * Throws when there is none (gnubg and the engine disagree: a bug to look at, never a silent pass).
 */
export function playFromGnubg(board: Board, side: Side, dice: Dice, reply: string): CheckerMove[] {
  const plays = legalPlays(board, side, dice);
  if (reply === '-') {
    if (plays.length === 0 || plays[0].moves.length === 0) return [];
    throw new Error(`gnubg found no move but the engine has ${plays.length}`);
  }
  const ns = reply.split(' ').map(Number);
  const moves: [number, number][] = [];
  for (let i = 0; i + 1 < ns.length; i += 2) moves.push([ns[i], ns[i + 1]]);
  const target = boardText(boardAfterGnubgMoves(board, side, moves));
  const found = plays.find((p) => boardText(p.board) === target);
  if (!found) throw new Error(`gnubg's play "${reply}" is not a legal play of the engine`);
  return found.moves.slice();
}

/** A running gnubg: `ask` sends one request line and resolves with its answer line. */
export class Gnubg {
  private readonly child: ChildProcess;
  private readonly home: string;
  private readonly waiting: ((line: string) => void)[] = [];
  private ready: Promise<void>;

  constructor() {
    if (!gnubgAvailable()) throw new Error(`gnubg not found at ${GNUBG_PATH}`);
    this.home = mkdtempSync(join(tmpdir(), 'gamao-gnubg-'));
    this.child = spawn(GNUBG_PATH, ['-q', '-t', '-r', '-p', DRIVER as string], {
      env: { ...process.env, HOME: this.home },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: this.child.stdout as NodeJS.ReadableStream });
    let started = false;
    let markReady: () => void = () => undefined;
    this.ready = new Promise((r) => (markReady = r));
    lines.on('line', (line) => {
      if (!started) {
        // gnubg prints its banner first; the driver says "ready" when it listens.
        if (line.trim() === 'ready') {
          started = true;
          markReady();
        }
        return;
      }
      const next = this.waiting.shift();
      if (next) next(line.trim());
    });
  }

  async ask(request: string): Promise<string> {
    await this.ready;
    return new Promise((resolveLine, reject) => {
      this.waiting.push((line) =>
        line.startsWith('error')
          ? reject(new Error(`gnubg: ${line} (request ${request})`))
          : resolveLine(line),
      );
      (this.child.stdin as NodeJS.WritableStream).write(`${request}\n`);
    });
  }

  /**
   * gnubg's cubeless chances for `onRoll` at `plies` (default 0):
   * [win, winGammon, winBackgammon, loseGammon, loseBackgammon].
   */
  async evaluate(board: Board, onRoll: Side, plies = 0): Promise<number[]> {
    return (await this.ask(`E ${plies} ${gnubgBoard(board, onRoll)}`)).split(' ').map(Number);
  }

  /** gnubg's play at `plies` (0: its 0-ply), cubeless money play, or in a match when `cube` is given. */
  async play(board: Board, side: Side, dice: Dice, plies: number, cube?: GnubgCube): Promise<CheckerMove[]> {
    const request = cube
      ? `P ${plies} ${dice[0]} ${dice[1]} ${cubeArgs(cube, side)} ${gnubgBoard(board, side)}`
      : `M ${plies} ${dice[0]} ${dice[1]} ${gnubgBoard(board, side)}`;
    return playFromGnubg(board, side, dice, await this.ask(request));
  }

  /** gnubg's cube view with `onRoll` to double: whether to double, and whether the other side should take. */
  async cube(
    board: Board,
    onRoll: Side,
    plies: number,
    cube: GnubgCube,
  ): Promise<{ double: boolean; take: boolean }> {
    const [d, t] = (await this.ask(`C ${plies} ${cubeArgs(cube, onRoll)} ${gnubgBoard(board, onRoll)}`))
      .split(' ')
      .map(Number);
    return { double: d === 1, take: t === 1 };
  }

  /**
   * gnubg's cubeful values with `onRoll` to double, from its view (normalised: EMG in a match): no double,
   * double/take and double/pass.
   */
  async cubeValues(
    board: Board,
    onRoll: Side,
    plies: number,
    cube: GnubgCube,
  ): Promise<{ noDouble: number; doubleTake: number; doublePass: number }> {
    const [noDouble, doubleTake, doublePass] = (
      await this.ask(`V ${plies} ${cubeArgs(cube, onRoll)} ${gnubgBoard(board, onRoll)}`)
    )
      .split(' ')
      .map(Number);
    return { noDouble, doubleTake, doublePass };
  }

  close(): void {
    (this.child.stdin as NodeJS.WritableStream).end();
    this.child.kill();
    rmSync(this.home, { recursive: true, force: true });
  }
}
