/**
 * `gamao-engine`: the rules engine on the command line. Thin on purpose: parse the arguments,
 * call the library, print. `runCli` does the work and is what the tests call.
 */
import { readFileSync } from 'fs';
import { matFromLogJson } from '../src/mat';
import { legalPlays } from '../src/moves';
import { formatPlay } from '../src/notation';
import { decodePositionId, encodePositionId } from '../src/position-id';
import type { Dice, Die, RuleError } from '../src/types';

export interface CliOutput {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

export interface CliIo {
  /** Reads a file given on the command line (the `mat` command). */
  readonly readFile: (path: string) => string;
}

export const USAGE = `Usage:
  gamao-engine legal <positionId> <dice>   every legal play, one per line: <play> TAB <resulting Position ID>
                                           dice as 31, 3-1 or 3 1; the result is seen from the mover's side
  gamao-engine legal --jsonl               reads {"id": "<positionId>", "dice": [d1, d2]} lines on stdin and
                                           writes {"id", "dice", "plays": [{"move", "resultId"}]} lines
                                           (or {"id", "error": {"code", "message"}} for a bad line)
  gamao-engine mat <log.json>              prints a match log as a .mat file (Jellyfish/gnubg)
  gamao-engine --help                      this text
Position IDs are gnubg's, with the player on roll as the mover.`;

/** Reads dice written as `31`, `3-1`, `3 1` or `3,1`. */
export function parseDiceText(text: string): Dice | null {
  const m = /^\s*([1-6])\s*[-,/]?\s*([1-6])\s*$/.exec(text);
  return m ? [Number(m[1]) as Die, Number(m[2]) as Die] : null;
}

const isDie = (n: unknown): n is Die => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 6;

interface PlayLine {
  readonly move: string;
  readonly resultId: string;
}

/** Legal plays of the player on roll in a Position ID, with the resulting IDs (mover still on roll). */
function legalFromId(
  id: string,
  dice: Dice,
): { ok: true; plays: PlayLine[] } | { ok: false; error: RuleError } {
  const decoded = decodePositionId(id);
  if (!decoded.ok) return decoded;
  const plays = legalPlays(decoded.value, 0, dice).map((p) => ({
    move: formatPlay(p.moves),
    resultId: encodePositionId(p.board, 0),
  }));
  return { ok: true, plays };
}

function jsonlLine(line: string): string {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return JSON.stringify({ id: null, error: { code: 'INVALID_ACTION', message: 'Line is not JSON' } });
  }
  const record = (input ?? {}) as { id?: unknown; dice?: unknown };
  const id = typeof record.id === 'string' ? record.id : null;
  if (id === null) {
    return JSON.stringify({
      id: record.id ?? null,
      error: { code: 'INVALID_POSITION_ID', message: 'Missing "id"' },
    });
  }
  const d = record.dice;
  let dice: Dice | null = null;
  if (Array.isArray(d) && d.length === 2 && isDie(d[0]) && isDie(d[1])) dice = [d[0], d[1]];
  else if (typeof d === 'string' || typeof d === 'number') dice = parseDiceText(String(d));
  if (dice === null) {
    return JSON.stringify({
      id,
      error: { code: 'INVALID_ACTION', message: '"dice" must be two numbers 1..6' },
    });
  }
  const result = legalFromId(id, dice);
  if (!result.ok) return JSON.stringify({ id, error: result.error });
  return JSON.stringify({ id, dice, plays: result.plays });
}

const defaultIo: CliIo = { readFile: (path) => readFileSync(path, 'utf8') };

/**
 * Runs the command with `argv` (arguments after the program name) and the text of stdin, either given
 * or read on demand. Never exits the process.
 */
export function runCli(
  argv: readonly string[],
  stdin: string | (() => string) = '',
  io: CliIo = defaultIo,
): CliOutput {
  const readStdin = (): string => (typeof stdin === 'function' ? stdin() : stdin);
  const [command, ...args] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    return { stdout: `${USAGE}\n`, stderr: '', exitCode: command === undefined ? 2 : 0 };
  }
  if (command === 'legal') {
    if (args.includes('--jsonl')) {
      const out = readStdin()
        .split(/\r?\n/)
        .filter((l) => l.trim().length > 0)
        .map(jsonlLine);
      return { stdout: out.map((l) => `${l}\n`).join(''), stderr: '', exitCode: 0 };
    }
    const [id, ...diceArgs] = args;
    const dice = parseDiceText(diceArgs.join(' '));
    if (id === undefined || dice === null) {
      return { stdout: '', stderr: `${USAGE}\n`, exitCode: 2 };
    }
    const result = legalFromId(id, dice);
    if (!result.ok)
      return { stdout: '', stderr: `${result.error.code}: ${result.error.message}\n`, exitCode: 1 };
    if (result.plays.length === 0) {
      return { stdout: `no legal play\t${id.trim()}\n`, stderr: '', exitCode: 0 };
    }
    return {
      stdout: result.plays.map((p) => `${p.move}\t${p.resultId}\n`).join(''),
      stderr: '',
      exitCode: 0,
    };
  }
  if (command === 'mat') {
    const [path] = args;
    if (path === undefined) return { stdout: '', stderr: `${USAGE}\n`, exitCode: 2 };
    let json: string;
    try {
      json = io.readFile(path);
    } catch (e) {
      return { stdout: '', stderr: `Cannot read ${path}: ${(e as Error).message}\n`, exitCode: 1 };
    }
    const mat = matFromLogJson(json);
    if (!mat.ok) return { stdout: '', stderr: `${mat.error.code}: ${mat.error.message}\n`, exitCode: 1 };
    return { stdout: mat.value.endsWith('\n') ? mat.value : `${mat.value}\n`, stderr: '', exitCode: 0 };
  }
  return { stdout: '', stderr: `Unknown command '${command}'\n${USAGE}\n`, exitCode: 2 };
}

/** Runs the command on the process's arguments and standard streams: what bin/gamao-engine.cjs calls. */
export function main(): void {
  const result = runCli(process.argv.slice(2), () => readFileSync(0, 'utf8'));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.exitCode;
}

if (require.main === module) main();
