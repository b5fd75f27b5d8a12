/**
 * `gamao-bot`: the computer opponent on the command line. Thin on purpose: parse the arguments, call
 * the library, print. `runCli` does the work and is what the tests call; `streamJsonl` answers the
 * --jsonl protocol line by line as the lines arrive (another program can drive a whole game with it).
 */
import { readFileSync } from 'fs';
import { createInterface } from 'readline';
import {
  type Board,
  type Dice,
  type Die,
  decodeMatchId,
  decodePositionId,
  encodeMatchId,
  formatPlay,
  importMat,
} from '@gamao/engine';
import { analyseMatch } from '../src/analysis';
import { type MatchLog } from '../src/analysis/dice-stats';
import { PositionError, contextForOnRoll, evaluatePosition } from '../src/analysis/position';
import { type MatchContext, MONEY_CONTEXT } from '../src/context';
import { type CubeActionReason, type CubeDecision, cubeDecision } from '../src/cube';
import { type BotLevel, parseLevel } from '../src/level';
import { seededRandom } from '../src/random';
import { choosePlay } from '../src/search';
import { useBearoffFile } from './bearoff-file';

export interface CliOutput {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

export const USAGE = `Usage:
  gamao-bot move <positionId> <dice> [--level L] [--match <matchId>]
                              the play the bot chooses for the player on roll, in gnubg notation
                              (dice as 31, 3-1 or 3 1; level easy|medium|hard, also facil|medio|dificil;
                              default hard; the Match ID gives the length, score, cube and Crawford)
  gamao-bot cube <positionId> <matchId> [--level L]
                              the cube decision of the player on roll: "double, take", "double, drop",
                              "double, beaver", "no double", "no double, too good (drop)", with the chances
  gamao-bot eval <positionId> [matchId]
                              the evaluation of the player on roll, before rolling: win, gammon and
                              backgammon chances, the cubeless and cubeful equity (EMG in a match)
  gamao-bot analyse <file>    the analysis of a whole match (a .mat file, or a stored match log .json):
                              one JSON line per graded decision, then one per player (PR, error rate,
                              luck, marks) and one for the match (depth, games, dice statistics)
  gamao-bot --jsonl           reads one JSON object per line on stdin and answers each line as it is read:
                              {"cmd":"move","id":"<positionId>","dice":[3,1],"level":"hard","match":"<matchId>"}
                                -> {"cmd":"move","id","dice","move":"8/5 6/5","moves":[{"from","to","die"}]}
                              {"cmd":"cube","id":"<positionId>","match":"<matchId>"}
                                -> {"cmd":"cube","id","decision","double","response","win","winGammon",...}
                              {"cmd":"eval","id":"<positionId>","match":"<matchId>"}
                                -> {"cmd":"eval","id","win","winGammon",...,"equity","cubefulEquity"}
                              {"cmd":"analyse","log":{"options":{...},"actions":[...]}}
                                -> {"cmd":"analyse","analysis":{...}}
                              a bad line gives {"error":{"code","message"}}
  gamao-bot --help            this text
Position IDs and Match IDs are gnubg's; the Position ID's player on roll is the bot's side.`;

/** Reads dice written as `31`, `3-1`, `3 1` or `3,1`. */
export function parseDice(text: string): Dice | null {
  const m = /^\s*([1-6])\s*[-,/]?\s*([1-6])\s*$/.exec(text);
  return m ? [Number(m[1]) as Die, Number(m[2]) as Die] : null;
}

/** A failure: an engine rule error, or a .mat import error (MAT_* codes). */
type CliError = { readonly code: string; readonly message: string };
type Parsed<T> = { ok: true; value: T } | { ok: false; error: CliError };

export { contextForOnRoll };

function readPosition(id: string): Parsed<Board> {
  const decoded = decodePositionId(id);
  return decoded.ok ? decoded : { ok: false, error: decoded.error };
}

function readMatch(id: string | undefined): Parsed<{ context: MatchContext }> {
  if (id === undefined) return { ok: true, value: { context: MONEY_CONTEXT } };
  const decoded = decodeMatchId(id.trim());
  if (!decoded.ok) return { ok: false, error: decoded.error };
  return { ok: true, value: { context: contextForOnRoll(decoded.value) } };
}

interface MoveResult {
  readonly move: string;
  readonly moves: { from: number; to: number; die: number }[];
}

function move(id: string, dice: Dice, level: BotLevel, matchId: string | undefined): Parsed<MoveResult> {
  const board = readPosition(id);
  if (!board.ok) return board;
  const match = readMatch(matchId);
  if (!match.ok) return match;
  // The same question always gets the same answer (the seed only matters at the easy level).
  const random = seededRandom(`${id}:${dice[0]}${dice[1]}`);
  const moves = choosePlay(board.value, 0, dice, level, random, match.value.context);
  return {
    ok: true,
    value: { move: formatPlay(moves), moves: moves.map((m) => ({ from: m.from, to: m.to, die: m.die })) },
  };
}

interface CubeResult {
  readonly decision: string;
  readonly cube: CubeDecision;
  readonly context: MatchContext;
}

const DECISION_TEXT: Readonly<Record<CubeActionReason, string>> = {
  crawford: 'no double (Crawford game)',
  unavailable: 'no double (the cube is not available)',
  trailer: 'double',
  double: 'double',
  tooGood: 'no double, too good (drop)',
  notYet: 'no double',
};

function cube(id: string, matchId: string, level: BotLevel): Parsed<CubeResult> {
  const board = readPosition(id);
  if (!board.ok) return board;
  const match = readMatch(matchId);
  if (!match.ok) return match;
  const context = match.value.context;
  const decision = cubeDecision(board.value, 0, context, level);
  const text = DECISION_TEXT[decision.reason];
  return {
    ok: true,
    value: { decision: decision.double ? `${text}, ${decision.response}` : text, cube: decision, context },
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

function describeCube(r: CubeResult): string {
  const a = r.cube.analysis;
  const o = a.outcome;
  const money = r.context.length === 0;
  const v = (x: number): string => (money ? `${x >= 0 ? '+' : ''}${x.toFixed(3)}` : pct(x));
  return (
    `${r.decision}\n` +
    `win ${pct(o.win)} (gammon ${pct(o.winGammon)}, backgammon ${pct(o.winBackgammon)}), ` +
    `lose ${pct(1 - o.win)} (gammon ${pct(o.loseGammon)}, backgammon ${pct(o.loseBackgammon)})\n` +
    `${money ? 'cubeful equity (points)' : 'match winning chances'}: no double ${v(a.noDouble)}, ` +
    `double/take ${v(a.doubleTake)}, double/drop ${v(a.doublePass)}\n`
  );
}

const isDie = (n: unknown): n is Die => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 6;

function diceOf(d: unknown): Dice | null {
  if (Array.isArray(d) && d.length === 2 && isDie(d[0]) && isDie(d[1])) return [d[0], d[1]];
  if (typeof d === 'string' || typeof d === 'number') return parseDice(String(d));
  return null;
}

function evaluate(id: string, matchId: string | undefined): Parsed<ReturnType<typeof evaluatePosition>> {
  try {
    return { ok: true, value: evaluatePosition(id, matchId) };
  } catch (e) {
    if (e instanceof PositionError) return { ok: false, error: e.error };
    throw e;
  }
}

function describeEvaluation(e: ReturnType<typeof evaluatePosition>, match: boolean): string {
  const sign = (x: number): string => `${x >= 0 ? '+' : ''}${x.toFixed(3)}`;
  return (
    `win ${pct(e.win)} (gammon ${pct(e.winGammon)}, backgammon ${pct(e.winBackgammon)}), ` +
    `lose ${pct(1 - e.win)} (gammon ${pct(e.loseGammon)}, backgammon ${pct(e.loseBackgammon)})\n` +
    `equity${match ? ' (EMG)' : ''}: cubeless ${sign(e.equity)}, cubeful ${sign(e.cubefulEquity)} (${e.cubeAction})\n` +
    (e.matchWinningChances !== null ? `match winning chances: ${pct(e.matchWinningChances)}\n` : '')
  );
}

/**
 * A match log from a file's text: a stored match log (JSON), or a .mat file read by the engine's importMat
 * (every move replayed; an unfinished last game is accepted).
 */
export function readMatchFile(name: string, text: string): Parsed<MatchLog> {
  if (text.trimStart().startsWith('{')) {
    try {
      const log = JSON.parse(text) as MatchLog;
      if (typeof log === 'object' && log !== null && Array.isArray(log.actions))
        return { ok: true, value: log };
    } catch {
      // reported below
    }
    return {
      ok: false,
      error: { code: 'INVALID_ACTION', message: `${name}: not a match log {"options", "actions": [...]}` },
    };
  }
  const imported = importMat(text, { unfinished: true });
  if (imported.ok) return { ok: true, value: imported.value.log };
  const e = imported.error;
  const where = [e.game !== null ? `game ${e.game}` : '', e.line !== null ? `line ${e.line}` : '']
    .filter((x) => x !== '')
    .join(', ');
  return {
    ok: false,
    error: { code: e.code, message: `${name}${where ? ` (${where})` : ''}: ${e.message}` },
  };
}

/** The analysis as JSON lines: each decision, then each player, then the match. */
export function analysisLines(log: MatchLog): Parsed<string[]> {
  let a: ReturnType<typeof analyseMatch>;
  try {
    a = analyseMatch(log);
  } catch (e) {
    return { ok: false, error: { code: 'INVALID_ACTION', message: (e as Error).message } };
  }
  const { decisions, players, ...match } = a;
  return {
    ok: true,
    value: [
      ...decisions.map((d) => JSON.stringify({ type: 'decision', ...d })),
      ...players.map((p) => JSON.stringify({ type: 'player', ...p })),
      JSON.stringify({ type: 'match', ...match }),
    ],
  };
}

/** The answer to one --jsonl line. */
export function jsonlLine(line: string): string {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return JSON.stringify({ error: { code: 'INVALID_ACTION', message: 'Line is not JSON' } });
  }
  const r = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const id = typeof r.id === 'string' ? r.id : null;
  const matchId = typeof r.match === 'string' ? r.match : undefined;
  const level = typeof r.level === 'string' ? parseLevel(r.level) : 'hard';
  const echo = { cmd: r.cmd ?? null, id: r.id ?? null };
  const error = (e: CliError): string => JSON.stringify({ ...echo, error: e });
  if (r.cmd === 'analyse') {
    const log = r.log as MatchLog | undefined;
    if (typeof log !== 'object' || log === null || !Array.isArray(log.actions)) {
      return error({ code: 'INVALID_ACTION', message: '"log" must be a match log {"options", "actions"}' });
    }
    try {
      return JSON.stringify({ cmd: 'analyse', analysis: analyseMatch(log) });
    } catch (e) {
      return error({ code: 'INVALID_ACTION', message: (e as Error).message });
    }
  }
  if (id === null) return error({ code: 'INVALID_POSITION_ID', message: 'Missing "id"' });
  if (level === null) return error({ code: 'INVALID_ACTION', message: 'Unknown "level"' });
  if (r.cmd === 'move') {
    const dice = diceOf(r.dice);
    if (dice === null) return error({ code: 'INVALID_ACTION', message: '"dice" must be two numbers 1..6' });
    const m = move(id, dice, level, matchId);
    if (!m.ok) return error(m.error);
    return JSON.stringify({ ...echo, dice, move: m.value.move, moves: m.value.moves });
  }
  if (r.cmd === 'cube') {
    const c = cube(id, matchId ?? MONEY_MATCH_ID, level);
    if (!c.ok) return error(c.error);
    const { cube: d } = c.value;
    const a = d.analysis;
    return JSON.stringify({
      ...echo,
      decision: c.value.decision,
      double: d.double,
      response: d.response,
      ...a.outcome,
      noDouble: a.noDouble,
      doubleTake: a.doubleTake,
      doublePass: a.doublePass,
    });
  }
  if (r.cmd === 'eval') {
    const e = evaluate(id, matchId);
    if (!e.ok) return error(e.error);
    return JSON.stringify({ ...echo, ...e.value });
  }
  return error({ code: 'INVALID_ACTION', message: '"cmd" must be "move", "cube", "eval" or "analyse"' });
}

/**
 * The --jsonl protocol on streams: each line is answered as soon as it is read (a program can wait for
 * the answer before it sends the next line). Resolves when the input ends.
 */
export async function streamJsonl(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
): Promise<void> {
  const lines = createInterface({ input, crlfDelay: Infinity, terminal: false });
  for await (const line of lines) {
    if (line.trim().length === 0) continue;
    output.write(`${jsonlLine(line)}\n`);
  }
}

/** A money-play Match ID (centred cube, player 0 on roll): the default of cube questions without one. */
const MONEY_MATCH_ID = encodeMatchId({
  cubeValue: 1,
  cubeOwner: 'centred',
  onRoll: 0,
  crawford: false,
  gameState: 'playing',
  turn: 0,
  doubleOffered: false,
  resignation: null,
  dice: null,
  matchLength: 0,
  score: [0, 0],
  jacoby: false,
});

function option(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** The arguments that are not options (nor option values). */
function positional(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--level' || args[i] === '--match') i++;
    else if (!args[i].startsWith('--')) out.push(args[i]);
  }
  return out;
}

const printError = (e: CliError): CliOutput => ({
  stdout: '',
  stderr: `${e.code}: ${e.message}\n`,
  exitCode: 1,
});
const usage = (): CliOutput => ({ stdout: '', stderr: `${USAGE}\n`, exitCode: 2 });

/**
 * Runs the command with `argv` (arguments after the program name) and the text of stdin, either given
 * or read on demand (--jsonl on a whole text: the tests; the program itself streams, see main). Files
 * named on the command line are read with `readFile`. Never exits the process.
 */
export function runCli(
  argv: readonly string[],
  stdin: string | (() => string) = '',
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): CliOutput {
  const readStdin = (): string => (typeof stdin === 'function' ? stdin() : stdin);
  const [command, ...args] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    return { stdout: `${USAGE}\n`, stderr: '', exitCode: command === undefined ? 2 : 0 };
  }
  if (command === '--jsonl' || (args.includes('--jsonl') && (command === 'move' || command === 'cube'))) {
    const out = readStdin()
      .split(/\r?\n/)
      .filter((l) => l.trim().length > 0)
      .map(jsonlLine);
    return { stdout: out.map((l) => `${l}\n`).join(''), stderr: '', exitCode: 0 };
  }
  const levelText = option(args, '--level');
  const level = levelText === undefined ? 'hard' : parseLevel(levelText);
  if (level === null) return { stdout: '', stderr: `Unknown level '${levelText}'\n${USAGE}\n`, exitCode: 2 };
  const [id, ...rest] = positional(args);
  if (command === 'move') {
    const matchId = option(args, '--match');
    let dice = parseDice(rest.join(' '));
    if (dice === null && rest.length === 0 && matchId !== undefined) {
      const info = decodeMatchId(matchId.trim());
      if (info.ok && info.value.dice) dice = info.value.dice;
    }
    if (id === undefined || dice === null) return usage();
    const m = move(id, dice, level, matchId);
    if (!m.ok) return printError(m.error);
    return { stdout: `${m.value.move === '' ? 'no legal play' : m.value.move}\n`, stderr: '', exitCode: 0 };
  }
  if (command === 'eval') {
    const matchId = option(args, '--match') ?? rest[0];
    if (id === undefined) return usage();
    const e = evaluate(id, matchId);
    if (!e.ok) return printError(e.error);
    return {
      stdout: describeEvaluation(e.value, e.value.matchWinningChances !== null),
      stderr: '',
      exitCode: 0,
    };
  }
  if (command === 'analyse' || command === 'analyze') {
    if (id === undefined) return usage();
    let text: string;
    try {
      text = readFile(id);
    } catch (e) {
      return { stdout: '', stderr: `Cannot read ${id}: ${(e as Error).message}\n`, exitCode: 1 };
    }
    const log = readMatchFile(id, text);
    if (!log.ok) return printError(log.error);
    const lines = analysisLines(log.value);
    if (!lines.ok) return printError(lines.error);
    return { stdout: lines.value.map((l) => `${l}\n`).join(''), stderr: '', exitCode: 0 };
  }
  if (command === 'cube') {
    const matchId = option(args, '--match') ?? rest[0];
    if (id === undefined || matchId === undefined) return usage();
    const c = cube(id, matchId, level);
    if (!c.ok) return printError(c.error);
    return { stdout: describeCube(c.value), stderr: '', exitCode: 0 };
  }
  return { stdout: '', stderr: `Unknown command '${command}'\n${USAGE}\n`, exitCode: 2 };
}

/** Runs the command on the process's arguments and standard streams: what bin/gamao-bot.cjs calls. */
export function main(): void {
  useBearoffFile();
  const argv = process.argv.slice(2);
  const [command, ...args] = argv;
  if (command === '--jsonl' || (args.includes('--jsonl') && (command === 'move' || command === 'cube'))) {
    void streamJsonl(process.stdin, process.stdout);
    return;
  }
  const result = runCli(argv, () => readFileSync(0, 'utf8'));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.exitCode;
}

if (require.main === module) main();
