import { justFinishedGame, lastRollShown, logLines, openingOf, rollOf } from './match-log';
import { entry, matchView } from './testing';

describe('reading the server’s entries', () => {
  it('reads rolls, passes and opening rolls', () => {
    expect(rollOf(entry(3, 'roll', 'Rolls 63', 1))).toEqual({ dice: [6, 3], pass: false });
    expect(rollOf(entry(3, 'roll', 'Rolls 43: no legal play', 1))).toEqual({ dice: [4, 3], pass: true });
    expect(rollOf(entry(3, 'play', '8/5 6/5', 1))).toBeNull();
    expect(openingOf(entry(1, 'openingRoll', 'Opening roll 3-1', null))).toEqual({
      dice: [3, 1],
      starter: 0,
    });
    expect(openingOf(entry(1, 'openingRoll', 'Opening roll 2-6', null))).toEqual({
      dice: [2, 6],
      starter: 1,
    });
    expect(openingOf(entry(1, 'openingRoll', 'Opening roll 4-4 (tie: roll again)', null))).toEqual({
      dice: [4, 4],
      starter: null,
    });
  });

  it('reports the last roll when it is news: a tie, the opening, a forced pass', () => {
    expect(lastRollShown([])).toBeNull();
    expect(lastRollShown([entry(1, 'openingRoll', 'Opening roll 4-4 (tie: roll again)', null)])).toEqual({
      kind: 'openingTie',
      dice: [4, 4],
    });
    expect(lastRollShown([entry(1, 'openingRoll', 'Opening roll 3-1', null)])).toEqual({
      kind: 'opening',
      starter: 0,
      dice: [3, 1],
    });
    expect(lastRollShown([entry(5, 'roll', 'Rolls 43: no legal play', 1)])).toEqual({
      kind: 'pass',
      side: 1,
      dice: [4, 3],
    });
    expect(lastRollShown([entry(5, 'roll', 'Rolls 43', 1)])).toBeNull();
  });
});

describe('logLines', () => {
  it('joins each roll to its play, keeps passes, cube values and resignations', () => {
    const view = matchView({
      log: [
        entry(1, 'openingRoll', 'Opening roll 2-2 (tie: roll again)', null),
        entry(2, 'openingRoll', 'Opening roll 3-1', null),
        entry(3, 'play', '8/5 6/5', 0),
        entry(4, 'roll', 'Rolls 43: no legal play', 1),
        entry(5, 'double', 'Doubles => 2', 0),
        entry(6, 'take', 'Takes', 1),
        entry(7, 'roll', 'Rolls 65', 0),
        entry(8, 'play', '24/18 13/8', 0),
        entry(9, 'resign', 'Resigns (gammon)', 1),
        entry(10, 'rejectResignation', 'Rejects the resignation', 0),
        entry(11, 'roll', 'Rolls 21', 1),
        entry(12, 'mystery', 'Something new', 1),
      ],
    });
    expect(logLines(view).map(({ key: _, ...line }) => line)).toEqual([
      { kind: 'game', number: 1 },
      { kind: 'openingTie', dice: '2-2' },
      { kind: 'turn', side: 0, dice: '3-1', play: '8/5 6/5', pass: false },
      { kind: 'turn', side: 1, dice: '4-3', play: null, pass: true },
      { kind: 'cube', side: 0, action: 'double', value: 2 },
      { kind: 'cube', side: 1, action: 'take', value: 2 },
      { kind: 'turn', side: 0, dice: '6-5', play: '24/18 13/8', pass: false },
      { kind: 'resign', side: 1, winKind: 'gammon' },
      { kind: 'resignAnswer', side: 0, accepted: false },
      { kind: 'turn', side: 1, dice: '2-1', play: null, pass: false },
      { kind: 'text', side: 1, text: 'Something new' },
    ]);
  });

  it('shows the server’s words for a cube action whose value it cannot tell', () => {
    const view = matchView({ log: [entry(1, 'take', 'Takes', 1)] });
    expect(logLines(view).at(-1)).toMatchObject({ kind: 'text', side: 1, text: 'Takes' });
  });

  it('heads each game and closes finished ones with their result', () => {
    const view = matchView({
      gameNumber: 1,
      games: [
        { index: 0, winner: 1, points: 2, kind: 'single', reason: 'drop' },
        { index: 1, winner: null, points: null, kind: null, reason: null },
      ],
      log: [
        entry(1, 'openingRoll', 'Opening roll 6-5', null),
        entry(2, 'play', '24/18 18/13', 0),
        entry(3, 'double', 'Doubles => 2', 1),
        entry(4, 'drop', 'Drops', 0),
        entry(5, 'openingRoll', 'Opening roll 1-2', null, 1),
      ],
    });
    const lines = logLines(view);
    expect(lines.map((l) => l.kind)).toEqual(['game', 'turn', 'cube', 'cube', 'result', 'game', 'turn']);
    expect(lines[4]).toMatchObject({ kind: 'result', side: 1, points: 2 });
    expect(lines[3]).toMatchObject({ kind: 'cube', action: 'drop', value: null });
    expect(new Set(lines.map((l) => l.key)).size).toBe(lines.length);
  });

  it('says a loss on time or by abandonment, and a director annulling it, for the side that lost', () => {
    const view = matchView({
      options: { ...matchView().options, length: 1 },
      log: [
        entry(1, 'timeout', 'Time out (reserve 0 s)', 1),
        entry(2, 'annulTimeout', 'Timeout annulled', 1),
        entry(3, 'forfeit', 'Forfeits', 0),
        entry(4, 'timeout', 'Time out', null),
      ],
    });
    expect(logLines(view).map(({ key: _, ...line }) => line)).toEqual([
      { kind: 'clock', side: 1, event: 'timeout' },
      { kind: 'clock', side: 1, event: 'annulTimeout' },
      { kind: 'clock', side: 0, event: 'forfeit' },
      { kind: 'text', side: null, text: 'Time out' },
    ]);
  });

  it('has no headings for a single game', () => {
    const view = matchView({
      options: { ...matchView().options, length: 1 },
      log: [entry(1, 'openingRoll', 'Opening roll 6-5', null)],
    });
    expect(logLines(view).map((l) => l.kind)).toEqual(['turn']);
  });
});

describe('justFinishedGame', () => {
  const finished = { index: 0, winner: 0, points: 1, kind: 'single', reason: 'bearOff' };
  it('is the previous game while the next waits for its opening roll', () => {
    const view = matchView({
      phase: 'opening',
      turn: null,
      gameNumber: 1,
      games: [finished, { index: 1, winner: null, points: null, kind: null, reason: null }],
      log: [entry(40, 'play', '2/off 1/off', 0, 0)],
    });
    expect(justFinishedGame(view)).toEqual(finished);
    expect(
      justFinishedGame({
        ...view,
        log: [...view.log, entry(41, 'openingRoll', 'Opening roll 1-1 (tie: roll again)', null, 1)],
      }),
    ).toBeNull();
    expect(justFinishedGame(matchView())).toBeNull();
  });
});
