import { PassThrough } from 'stream';
import {
  type Action,
  type MatchIdInfo,
  type MatchState,
  boardFrom,
  encodeMatchId,
  encodePositionId,
  exportMat,
  replay,
} from '@gamao/engine';
import { USAGE, contextForOnRoll, parseDice, readMatchFile, runCli, streamJsonl } from './cli';

const START = '4HPwATDgc/ABMA';
const mv = (from: number, to: number, die: number) => ({ from, to, die });

const info = (extra: Partial<MatchIdInfo> = {}): MatchIdInfo => ({
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
  ...extra,
});

const MONEY = encodeMatchId(info());
const WINNING_RACE = encodePositionId(
  boardFrom({ 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2 }, { 6: 5, 5: 5, 4: 5 }),
  0,
);

describe('parseDice', () => {
  it.each(['31', '3-1', '3 1', '3,1'])('reads %j', (t) => expect(parseDice(t)).toEqual([3, 1]));
  it.each(['', '3', '71', 'ab'])('refuses %j', (t) => expect(parseDice(t)).toBeNull());
});

describe('gamao-bot move', () => {
  it('plays 8/5 6/5 with 31 from the start at medium and hard', () => {
    expect(runCli(['move', START, '31', '--level', 'medium'])).toEqual({
      stdout: '8/5 6/5\n',
      stderr: '',
      exitCode: 0,
    });
    expect(runCli(['move', START, '31', '--level', 'hard']).stdout).toBe('8/5 6/5\n');
    expect(runCli(['move', START, '3-1']).stdout).toBe('8/5 6/5\n');
    expect(runCli(['move', START, '3', '1', '--level', 'médio']).stdout).toBe('8/5 6/5\n');
  });

  it('plays the opening 65 as 24/13', () => {
    expect(runCli(['move', START, '65', '--level', 'medium']).stdout).toBe('24/13\n');
  });

  it('takes the match context from a Match ID, and the dice too when none are given', () => {
    const id = encodeMatchId(info({ matchLength: 7, score: [3, 5], dice: [3, 1] }));
    expect(runCli(['move', START, '31', '--match', id]).stdout).toBe('8/5 6/5\n');
    expect(runCli(['move', START, '--match', id]).stdout).toBe('8/5 6/5\n');
  });

  it('says so when no move is possible', () => {
    const closed = encodePositionId(boardFrom({ 25: 1, 6: 14 }, { 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 5 }), 0);
    expect(runCli(['move', closed, '64']).stdout).toBe('no legal play\n');
  });

  it('reports bad input', () => {
    expect(runCli(['move', 'nonsense', '31']).stderr).toMatch(/^INVALID_POSITION_ID/);
    expect(runCli(['move', START, '31', '--match', 'bad']).stderr).toMatch(/^INVALID_MATCH_ID/);
    expect(runCli(['move', START, '71']).exitCode).toBe(2);
    expect(runCli(['move', START, '31', '--level', 'grandmaster']).exitCode).toBe(2);
  });
});

describe('gamao-bot cube', () => {
  it('double, drop in a clearly won race, with the chances', () => {
    const out = runCli(['cube', WINNING_RACE, MONEY]);
    expect(out.exitCode).toBe(0);
    const [decision, chances, values] = out.stdout.trimEnd().split('\n');
    expect(decision).toBe('double, drop');
    expect(chances).toMatch(/^win \d+\.\d% \(gammon \d+\.\d%, backgammon \d+\.\d%\), lose /);
    expect(values).toMatch(/^cubeful equity \(points\): no double [+-]\d\.\d{3}, double\/take/);
  });

  it('no double at the start', () => {
    expect(runCli(['cube', START, MONEY]).stdout.split('\n')[0]).toBe('no double');
  });

  it('never doubles in the Crawford game; the trailer doubles post-Crawford', () => {
    const crawford = encodeMatchId(info({ matchLength: 5, score: [2, 4], crawford: true }));
    expect(runCli(['cube', WINNING_RACE, crawford]).stdout.split('\n')[0]).toBe('no double (Crawford game)');
    const post = encodeMatchId(info({ matchLength: 5, score: [1, 4] }));
    expect(runCli(['cube', START, post]).stdout.split('\n')[0]).toMatch(/^double, (take|drop)$/);
    expect(runCli(['cube', START, post]).stdout).toMatch(/match winning chances/);
  });

  it('follows the player on roll of the Match ID', () => {
    const id = info({ matchLength: 7, score: [1, 6], onRoll: 1, cubeOwner: 1, cubeValue: 2 });
    const c = contextForOnRoll(id);
    expect(c.score).toEqual([6, 1]);
    expect(c.cubeOwner).toBe(0);
    expect(c.postCrawford).toBe(true);
  });

  it('needs a Match ID', () => {
    expect(runCli(['cube', START]).exitCode).toBe(2);
  });
});

describe('gamao-bot --jsonl', () => {
  it('answers one line per input line and carries on after a bad one', () => {
    const input = [
      JSON.stringify({ cmd: 'move', id: START, dice: [3, 1], level: 'medium' }),
      '',
      'not json',
      JSON.stringify({ cmd: 'cube', id: WINNING_RACE, match: MONEY }),
      JSON.stringify({ cmd: 'move', id: START, dice: [7, 1] }),
      JSON.stringify({ cmd: 'fly', id: START }),
      JSON.stringify({ cmd: 'cube', id: START }),
    ].join('\n');
    const out = runCli(['--jsonl'], input);
    expect(out.exitCode).toBe(0);
    const lines = out.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(6);
    expect(lines[0]).toEqual({
      cmd: 'move',
      id: START,
      dice: [3, 1],
      move: '8/5 6/5',
      moves: [
        { from: 8, to: 5, die: 3 },
        { from: 6, to: 5, die: 1 },
      ],
    });
    expect(lines[1].error.code).toBe('INVALID_ACTION');
    expect(lines[2]).toMatchObject({ cmd: 'cube', decision: 'double, drop', double: true, response: 'drop' });
    expect(lines[2].win).toBeGreaterThan(0.9);
    expect(lines[3].error.code).toBe('INVALID_ACTION');
    expect(lines[4].error.code).toBe('INVALID_ACTION');
    expect(lines[5]).toMatchObject({ cmd: 'cube', decision: 'no double', double: false });
  });
});

/** The next line written to `out`. */
function nextLine(out: PassThrough): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer): void => {
      text += chunk.toString();
      if (text.includes('\n')) {
        out.off('data', onData);
        resolve(text.trimEnd());
      }
    };
    out.on('data', onData);
  });
}

describe('gamao-bot --jsonl on streams', () => {
  it('answers each line as soon as it is read, before the next one arrives', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const done = streamJsonl(input, output);
    const first = nextLine(output);
    input.write(`${JSON.stringify({ cmd: 'move', id: START, dice: [3, 1] })}\n`);
    expect(JSON.parse(await first)).toMatchObject({ move: '8/5 6/5' });
    // The input is still open: the answer came from the line alone.
    const second = nextLine(output);
    input.write(`${JSON.stringify({ cmd: 'eval', id: START })}\n`);
    expect(JSON.parse(await second)).toMatchObject({ cmd: 'eval', id: START });
    const third = nextLine(output);
    input.write('oops\n');
    expect(JSON.parse(await third).error.code).toBe('INVALID_ACTION');
    input.end();
    await done;
  });
});

describe('gamao-bot eval', () => {
  it('prints the chances and the equities of the player on roll', () => {
    const out = runCli(['eval', WINNING_RACE]);
    expect(out.exitCode).toBe(0);
    const [chances, equity] = out.stdout.trimEnd().split('\n');
    expect(chances).toMatch(/^win (9\d|100)\.\d% \(gammon \d+\.\d%, backgammon \d+\.\d%\), lose /);
    expect(equity).toMatch(/^equity: cubeless \+\d\.\d{3}, cubeful \+1\.000 \(.*pass\)$/);
  });

  it('in a match, gives EMG and the match winning chances', () => {
    const out = runCli(['eval', START, encodeMatchId(info({ matchLength: 5, score: [2, 1] }))]);
    expect(out.stdout).toMatch(/^equity \(EMG\): cubeless [+-]\d\.\d{3}/m);
    expect(out.stdout).toMatch(/^match winning chances: \d+\.\d%$/m);
  });

  it('reports bad IDs', () => {
    expect(runCli(['eval', 'nonsense']).stderr).toMatch(/^INVALID_POSITION_ID/);
    expect(runCli(['eval', START, 'bad']).stderr).toMatch(/^INVALID_MATCH_ID/);
    expect(runCli(['eval']).exitCode).toBe(2);
  });
});

function replayed(l: { options: object; actions: unknown[] }): MatchState {
  const r = replay(l.options, l.actions as Action[]);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('gamao-bot analyse', () => {
  const log = {
    options: { length: 0 },
    players: ['Ana', 'Bia'],
    actions: [
      { type: 'roll', dice: [3, 1] },
      {
        type: 'play',
        side: 0,
        moves: [
          { from: 8, to: 7, die: 1 },
          { from: 8, to: 5, die: 3 },
        ],
      },
      { type: 'double', side: 1 },
      { type: 'drop', side: 0 },
    ],
  };

  it('prints one JSON line per decision, then the players and the match', () => {
    const out = runCli(['analyse', 'game.json'], '', () => JSON.stringify(log));
    expect(out.exitCode).toBe(0);
    const lines = out.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.type)).toEqual([
      'decision',
      'decision',
      'decision',
      'player',
      'player',
      'match',
    ]);
    expect(lines[0]).toMatchObject({ kind: 'checker', played: '8/7 8/5', best: '8/5 6/5', mark: 'veryBad' });
    expect(lines[2]).toMatchObject({ kind: 'response', played: 'drop', best: 'take' });
    expect(lines[3]).toMatchObject({ type: 'player', name: 'Ana', unforced: 2 });
    expect(lines[3].pr).toBeGreaterThan(100);
    expect(lines[5]).toMatchObject({
      type: 'match',
      depth: '2-ply top 5, closest 3-ply reduced',
      matchLength: 0,
    });
    expect(lines[5].dice).toHaveLength(2);
  });

  it('reports unreadable files, bad logs and illegal actions', () => {
    const missing = runCli(['analyse', 'nowhere.json'], '', () => {
      throw new Error('ENOENT');
    });
    expect(missing).toMatchObject({ exitCode: 1, stderr: 'Cannot read nowhere.json: ENOENT\n' });
    expect(runCli(['analyse', 'x.json'], '', () => '{"nope": 1}').stderr).toMatch(
      /^INVALID_ACTION: x.json: not a match log/,
    );
    const illegal = { ...log, actions: [log.actions[0], { type: 'play', side: 1, moves: [] }] };
    expect(runCli(['analyse', 'x.json'], '', () => JSON.stringify(illegal)).stderr).toMatch(
      /^INVALID_ACTION: Action #2/,
    );
    expect(runCli(['analyse']).exitCode).toBe(2);
  });

  it('reads .mat files through the engine, and reports where a bad one goes wrong', () => {
    const mat = exportMat(replayed(log), { player0Name: 'Ana', player1Name: 'Bia' });
    const read = readMatchFile('game.mat', mat);
    expect(read.ok && read.value.actions.length).toBe(log.actions.length);
    const out = runCli(['analyse', 'game.mat'], '', () => mat);
    expect(
      out.stdout
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l).type),
    ).toEqual(['decision', 'decision', 'decision', 'player', 'player', 'match']);
    const bad = mat.replace('31: 8/7 8/5', '31: 8/1 8/5');
    expect(runCli(['analyse', 'bad.mat'], '', () => bad).stderr).toMatch(
      /^MAT_ILLEGAL_MOVE: bad\.mat \(game 1, line \d+\)/,
    );
    expect(runCli(['analyse', 'x.mat'], '', () => 'garbage').exitCode).toBe(1);
  });

  it('analyses a .mat of ours where a player rolled and then resigned before moving (issue 44)', () => {
    const resigned = {
      options: { length: 3 },
      actions: [
        { type: 'roll', dice: [3, 1] },
        { type: 'play', side: 0, moves: [mv(8, 5, 3), mv(6, 5, 1)] },
        { type: 'roll', side: 1, dice: [4, 1] },
        { type: 'resign', side: 1, kind: 'gammon' },
        { type: 'acceptResignation', side: 0 },
        { type: 'roll', dice: [1, 3] },
        { type: 'play', side: 1, moves: [mv(8, 5, 3), mv(6, 5, 1)] },
        { type: 'roll', side: 0, dice: [6, 5] },
        { type: 'play', side: 0, moves: [mv(24, 18, 6), mv(18, 13, 5)] },
        { type: 'roll', side: 1, dice: [6, 4] },
        { type: 'resign', side: 1, kind: 'single' },
        { type: 'acceptResignation', side: 0 },
      ],
    };
    const mat = exportMat(replayed(resigned), { player0Name: 'Ana', player1Name: 'Bia' });
    expect(mat).toContain('41:');
    const out = runCli(['analyse', 'resigned.mat'], '', () => mat);
    expect(out.stderr).toBe('');
    expect(out.exitCode).toBe(0);
    const match = JSON.parse(out.stdout.trimEnd().split('\n').pop() as string);
    expect(match.type).toBe('match');
  });

  it('is also a --jsonl command', () => {
    const out = runCli(['--jsonl'], JSON.stringify({ cmd: 'analyse', log }));
    const answer = JSON.parse(out.stdout);
    expect(answer.cmd).toBe('analyse');
    expect(answer.analysis.decisions).toHaveLength(3);
    expect(JSON.parse(runCli(['--jsonl'], '{"cmd":"analyse"}').stdout).error.code).toBe('INVALID_ACTION');
  });
});

describe('usage', () => {
  it('--help prints usage', () => {
    expect(runCli(['--help'])).toEqual({ stdout: `${USAGE}\n`, stderr: '', exitCode: 0 });
    expect(runCli([]).exitCode).toBe(2);
    expect(runCli(['frobnicate']).stderr).toContain("Unknown command 'frobnicate'");
  });
});
