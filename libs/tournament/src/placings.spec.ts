import { createBracket, recordBracketResult, resolveBracket } from './bracket';
import { bracketPlacings, liveBracketPlacings, placeLabel } from './placings';
import { errorCode, favouritesWin, players, value } from './testing';

describe('bracketPlacings', () => {
  it('8 players: 1, 2, 3-4, 5-8', () => {
    const b = favouritesWin(value(createBracket(players(8), { matchLengths: [5] })));
    const placings = value(bracketPlacings(b, 'main'));
    expect(placings.map((p) => [placeLabel(p), p.player])).toEqual([
      ['1', 'p1'],
      ['2', 'p2'],
      ['3-4', 'p3'],
      ['3-4', 'p4'],
      ['5-8', 'p5'],
      ['5-8', 'p6'],
      ['5-8', 'p7'],
      ['5-8', 'p8'],
    ]);
    expect(placings[0].lostInRound).toBeNull();
    expect(placings[7].lostInRound).toBe(1);
  });

  it('11 players: byes take no place, the three first-round losers are 9-11', () => {
    const b = favouritesWin(value(createBracket(players(11), { matchLengths: [5] })));
    const placings = value(bracketPlacings(b, 'main'));
    expect(placings.map(placeLabel)).toEqual([
      '1',
      '2',
      '3-4',
      '3-4',
      '5-8',
      '5-8',
      '5-8',
      '5-8',
      '9-11',
      '9-11',
      '9-11',
    ]);
    expect(placings.slice(8).map((p) => p.player)).toEqual(['p9', 'p10', 'p11']);
  });

  it('placings per flight: the consolation ranks only its own entrants', () => {
    const b = favouritesWin(value(createBracket(players(8), { matchLengths: [5], consolation: {} })));
    expect(value(bracketPlacings(b, 'consolation')).map((p) => [placeLabel(p), p.player])).toEqual([
      ['1', 'p5'],
      ['2', 'p6'],
      ['3-4', 'p7'],
      ['3-4', 'p8'],
    ]);
  });

  it('an upset: the winner is whoever won the final', () => {
    let b = value(createBracket(players(4), { matchLengths: [5] }));
    b = value(recordBracketResult(b, 'main-r1-m1', { kind: 'walkover', absent: 'p1' }));
    b = value(recordBracketResult(b, 'main-r1-m2', { kind: 'played', winner: 'p3' }));
    b = value(recordBracketResult(b, 'main-r2-m1', { kind: 'retirement', retired: 'p3' }));
    expect(value(bracketPlacings(b, 'main')).map((p) => [placeLabel(p), p.player])).toEqual([
      ['1', 'p4'],
      ['2', 'p3'],
      ['3-4', 'p1'],
      ['3-4', 'p2'],
    ]);
  });

  it('refuses an unfinished or unknown flight', () => {
    const b = value(createBracket(players(8), { matchLengths: [5] }));
    expect(errorCode(bracketPlacings(b, 'main'))).toBe('FLIGHT_NOT_FINISHED');
    expect(errorCode(bracketPlacings(b, 'consolation'))).toBe('UNKNOWN_FLIGHT');
  });
});

describe('liveBracketPlacings', () => {
  const live = (b: Parameters<typeof liveBracketPlacings>[0], flight: 'main' | 'consolation' = 'main') =>
    value(liveBracketPlacings(b, flight)).map((p) => [placeLabel(p), p.player, p.decided]);

  it('four players before a match: everyone 1-4, nobody decided', () => {
    const b = value(createBracket(players(4), { matchLengths: [5] }));
    expect(live(b)).toEqual([
      ['1-4', 'p1', false],
      ['1-4', 'p2', false],
      ['1-4', 'p3', false],
      ['1-4', 'p4', false],
    ]);
  });

  it('four players after the semi-finals: the finalists 1-2, the semi-final losers 3-4', () => {
    let b = value(createBracket(players(4), { matchLengths: [5] }));
    b = value(recordBracketResult(b, 'main-r1-m1', { kind: 'played', winner: 'p4' }));
    expect(live(b)).toEqual([
      ['1-2', 'p4', false],
      ['1-4', 'p2', false],
      ['1-4', 'p3', false],
      ['3-4', 'p1', true],
    ]);
    b = value(recordBracketResult(b, 'main-r1-m2', { kind: 'played', winner: 'p2' }));
    expect(live(b)).toEqual([
      ['1-2', 'p2', false],
      ['1-2', 'p4', false],
      ['3-4', 'p1', true],
      ['3-4', 'p3', true],
    ]);
  });

  it('eight players, one quarter-final played: its loser is 5-8 already', () => {
    let b = value(createBracket(players(8), { matchLengths: [5] }));
    b = value(recordBracketResult(b, 'main-r1-m1', { kind: 'played', winner: 'p1' }));
    const rows = value(liveBracketPlacings(b, 'main'));
    expect(rows.map(placeLabel)).toEqual(['1-4', '1-8', '1-8', '1-8', '1-8', '1-8', '1-8', '5-8']);
    expect(rows[0].player).toBe('p1');
    expect(rows[7]).toEqual({ player: 'p8', place: 5, placeTo: 8, lostInRound: 1, decided: true });
  });

  it('byes are no losers: 11 players, a first-round loser is 9-11', () => {
    let b = value(createBracket(players(11), { matchLengths: [5] }));
    const first = resolveBracket(b).find((v) => v.match.round === 1 && v.status === 'ready')!;
    const [x, y] = first.slots.map((s) => (s.state === 'player' ? s.player : ''));
    b = value(recordBracketResult(b, first.match.id, { kind: 'played', winner: x }));
    const loser = value(liveBracketPlacings(b, 'main')).find((p) => p.player === y)!;
    expect(placeLabel(loser)).toBe('9-11');
    // A player with a bye waits in round 2: at worst 5-8.
    expect(placeLabel(value(liveBracketPlacings(b, 'main')).find((p) => p.player === 'p1')!)).toBe('1-8');
  });

  it('once the flight is over it equals the final placings', () => {
    for (const n of [4, 8, 11]) {
      const b = favouritesWin(value(createBracket(players(n), { matchLengths: [5], consolation: {} })));
      for (const flight of ['main', 'consolation'] as const) {
        const final = value(bracketPlacings(b, flight));
        const now = value(liveBracketPlacings(b, flight));
        expect(now.map(({ decided, ...p }) => (expect(decided).toBe(true), p))).toEqual(final);
      }
    }
  });

  it('a feeder flight lists only the players already in it', () => {
    let b = value(createBracket(players(8), { matchLengths: [5], consolation: {} }));
    b = value(recordBracketResult(b, 'main-r1-m1', { kind: 'played', winner: 'p1' }));
    expect(live(b, 'consolation')).toEqual([['1-4', 'p8', false]]);
  });

  it('refuses an unknown flight', () => {
    const b = value(createBracket(players(4), { matchLengths: [5] }));
    expect(errorCode(liveBracketPlacings(b, 'consolation'))).toBe('UNKNOWN_FLIGHT');
  });
});
