import { createBracket, recordBracketResult } from './bracket';
import { bracketPlacings, placeLabel } from './placings';
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
