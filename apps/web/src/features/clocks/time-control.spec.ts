import {
  DAYS_PER_MOVE,
  NO_CLOCK,
  presetFigures,
  readTimeControl,
  timeControlFigures,
  timeControlInput,
  timeControlNames,
} from './time-control';

describe('timeControlInput', () => {
  it('sends nothing for no clock (or a round that keeps the tournament’s), a preset by name', () => {
    expect(timeControlInput(NO_CLOCK, false)).toBeNull();
    expect(timeControlInput({ ...NO_CLOCK, choice: 'same' }, false)).toBeNull();
    expect(timeControlInput({ ...NO_CLOCK, choice: 'blitz', autoRoll: true }, false)).toEqual({
      preset: 'blitz',
      autoRoll: true,
    });
  });

  it('sends custom figures in seconds: per point in a match, a fixed total in money play', () => {
    const custom = { ...NO_CLOCK, choice: 'custom' as const, delay: '1', perPoint: '0.05', total: '7,5' };
    expect(timeControlInput(custom, false)).toEqual({
      delaySeconds: 1,
      reservePerPointSeconds: 3,
      autoRoll: false,
    });
    expect(timeControlInput(custom, true)).toEqual({ delaySeconds: 1, reserveSeconds: 450, autoRoll: false });
    expect(timeControlInput({ ...custom, mode: 'total' }, false)).toEqual({
      delaySeconds: 1,
      reserveSeconds: 450,
      autoRoll: false,
    });
  });

  it('sends an impossible figure for what is not a number, for the API to refuse by name', () => {
    expect(timeControlInput({ ...NO_CLOCK, choice: 'custom', delay: 'abc', perPoint: '' }, false)).toEqual({
      delaySeconds: -1,
      reservePerPointSeconds: -1,
      autoRoll: false,
    });
  });
});

describe('correspondence', () => {
  it('sends days per move instead of a clock, and reads them back', () => {
    const names = timeControlNames('tc');
    const form = new Map<string, string>([
      [names.choice, 'correspondence'],
      [names.days, '3'],
    ]);
    const values = readTimeControl(form, 'tc');
    expect(values).toMatchObject({ choice: 'correspondence', days: '3' });
    expect(timeControlInput(values, false)).toEqual({ daysPerMove: 3 });
    // Nothing typed: an impossible figure the API refuses with INVALID_DAYS_PER_MOVE.
    expect(timeControlInput({ ...NO_CLOCK, choice: 'correspondence' }, false)).toEqual({ daysPerMove: -1 });
    expect(DAYS_PER_MOVE).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('readTimeControl', () => {
  it('reads the picker back from a submitted form, by its prefix', () => {
    const names = timeControlNames('round2');
    const form = new Map<string, string>([
      [names.choice, 'custom'],
      [names.delay, ' 8 '],
      [names.mode, 'total'],
      [names.perPoint, '1'],
      [names.total, '30'],
      [names.autoRoll, 'on'],
    ]);
    expect(readTimeControl(form, 'round2')).toEqual({
      choice: 'custom',
      delay: '8',
      mode: 'total',
      perPoint: '1',
      total: '30',
      autoRoll: true,
      days: '',
    });
    expect(readTimeControl(new Map([[names.choice, 'rapid']]), 'round2').choice).toBe('none');
  });
});

describe('figures', () => {
  it('writes a match’s time control as delay + reserve', () => {
    const tc = {
      preset: 'standard' as const,
      delaySeconds: 12,
      reserveSeconds: 600,
      reservePerPointSeconds: 120,
      autoRoll: false,
    };
    expect(timeControlFigures(tc)).toEqual({ delay: '12 s', reserve: '10 min', perPoint: false });
    expect(timeControlFigures(tc, true)).toEqual({ delay: '12 s', reserve: '2 min', perPoint: true });
    expect(timeControlFigures({ ...tc, reservePerPointSeconds: null, reserveSeconds: 5400 }, true)).toEqual({
      delay: '12 s',
      reserve: '1 h 30 min',
      perPoint: false,
    });
  });

  it('gives a preset’s exact figures for a match length, money play or per point', () => {
    expect(presetFigures('blitz', 5)).toEqual({ delay: '8 s', reserve: '5 min', perPoint: false });
    expect(presetFigures('standard', 0)).toEqual({ delay: '12 s', reserve: '10 min', perPoint: false });
    expect(presetFigures('slow', null)).toEqual({ delay: '20 s', reserve: '4 min', perPoint: true });
    expect(presetFigures('slow', 11)).toEqual({ delay: '20 s', reserve: '44 min', perPoint: false });
  });
});
