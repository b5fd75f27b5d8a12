import path from 'path';
import { USAGE, parseDiceText, runCli } from './cli';
import { matFromLogJson } from '../src/mat';
import { boardFrom } from '../src/position';
import { encodePositionId } from '../src/position-id';

const START = '4HPwATDgc/ABMA';

describe('parseDiceText', () => {
  it.each(['31', '3-1', '3 1', '3,1', ' 3 - 1 '])('reads %j', (t) => {
    expect(parseDiceText(t)).toEqual([3, 1]);
  });
  it.each(['', '3', '71', '3-1-2', 'ab', '0 1'])('refuses %j', (t) => {
    expect(parseDiceText(t)).toBeNull();
  });
});

describe('gamao-engine legal', () => {
  it('prints every legal play with its resulting Position ID (mover still on roll)', () => {
    const out = runCli(['legal', START, '31']);
    expect(out.exitCode).toBe(0);
    const lines = out.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(16);
    for (const line of lines) expect(line).toMatch(/^[^\t]+\t[A-Za-z0-9+/]{14}$/);
    // 8/5 6/5 from the start, seen from the mover: both sides' IDs in gnubg terms.
    const made = boardFrom({ 24: 2, 13: 5, 8: 2, 6: 4, 5: 2 }, { 24: 2, 13: 5, 8: 3, 6: 5 });
    expect(lines).toContain(`8/5 6/5\t${encodePositionId(made, 0)}`);
  });

  it('accepts the dice as 3-1 or as two arguments', () => {
    const a = runCli(['legal', START, '31']).stdout;
    expect(runCli(['legal', START, '3-1']).stdout).toBe(a);
    expect(runCli(['legal', START, '3', '1']).stdout).toBe(a);
  });

  it('says clearly when there is no legal play', () => {
    const closed = encodePositionId(boardFrom({ 25: 1, 6: 14 }, { 6: 2, 4: 2, 1: 11 }), 0);
    const out = runCli(['legal', closed, '64']);
    expect(out).toEqual({ stdout: `no legal play\t${closed}\n`, stderr: '', exitCode: 0 });
  });

  it('reports a bad Position ID or bad dice', () => {
    const bad = runCli(['legal', 'nonsense', '31']);
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toMatch(/^INVALID_POSITION_ID/);
    expect(runCli(['legal', START, '71']).exitCode).toBe(2);
    expect(runCli(['legal']).exitCode).toBe(2);
  });

  it('--jsonl answers one line per input line and carries on after a bad one', () => {
    const input = [
      JSON.stringify({ id: START, dice: [6, 5] }),
      '',
      'not json',
      JSON.stringify({ id: 'AAAAAAAAAAAAAA', dice: [1, 2] }),
      JSON.stringify({ id: START, dice: [7, 1] }),
      JSON.stringify({ id: START, dice: '21' }),
    ].join('\n');
    const out = runCli(['legal', '--jsonl'], input);
    expect(out.exitCode).toBe(0);
    const lines = out.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(5);
    expect(lines[0].id).toBe(START);
    expect(lines[0].dice).toEqual([6, 5]);
    expect(lines[0].plays).toHaveLength(7);
    expect(lines[0].plays).toContainEqual({
      move: '24/13',
      resultId: encodePositionId(boardFrom({ 24: 1, 13: 6, 8: 3, 6: 5 }, { 24: 2, 13: 5, 8: 3, 6: 5 }), 0),
    });
    expect(lines[1]).toMatchObject({ id: null, error: { code: 'INVALID_ACTION' } });
    // An all-zero ID is every checker borne off: a position without plays.
    expect(lines[2]).toEqual({ id: 'AAAAAAAAAAAAAA', dice: [1, 2], plays: [] });
    expect(lines[3]).toMatchObject({ id: START, error: { code: 'INVALID_ACTION' } });
    expect(lines[4].plays).toHaveLength(15);
  });

  it('reads stdin only when asked to', () => {
    let read = false;
    const out = runCli(['legal', START, '11'], () => {
      read = true;
      return '';
    });
    expect(read).toBe(false);
    expect(out.stdout.trimEnd().split('\n')).toHaveLength(42);
  });
});

describe('gamao-engine mat', () => {
  it('prints the .mat text of a log file (what matFromLogJson writes)', () => {
    const log = JSON.stringify({ players: ['Ana', 'Bia'], actions: [] });
    const expected = matFromLogJson(log);
    if (!expected.ok) throw new Error(expected.error.message);
    const out = runCli(['mat', 'log.json'], '', { readFile: (path) => (path === 'log.json' ? log : '') });
    expect(out).toEqual({ stdout: expected.value, stderr: '', exitCode: 0 });
  });

  it('reports unreadable files and bad logs', () => {
    const missing = runCli(['mat', 'missing.json'], '', {
      readFile: () => {
        throw new Error('ENOENT');
      },
    });
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain('ENOENT');
    const bad = runCli(['mat', 'bad.json'], '', { readFile: () => 'not json' });
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toMatch(/^INVALID_ACTION: /);
    expect(runCli(['mat']).exitCode).toBe(2);
  });

  it("prints the README's example log, a 3-point match the bot played against itself", () => {
    const out = runCli(['mat', path.join(__dirname, '..', 'examples', 'match-log.json')]);
    expect(out.stderr).toBe('');
    expect(out.exitCode).toBe(0);
    expect(out.stdout).toContain(' 3 point match');
    expect(out.stdout).toContain(' Doubles => 2');
  });
});

describe('usage', () => {
  it('--help prints usage', () => {
    expect(runCli(['--help'])).toEqual({ stdout: `${USAGE}\n`, stderr: '', exitCode: 0 });
    expect(runCli([]).exitCode).toBe(2);
    const unknown = runCli(['frobnicate']);
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr).toContain("Unknown command 'frobnicate'");
  });
});
