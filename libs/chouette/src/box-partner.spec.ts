import { HOUSE_RULE_PRESETS } from './house-rules';
import { applyChouetteAction } from './chouette';
import { checkPartnerForGame, partnerStatus, splitTable } from './box-partner';
import { checkChouetteOptions } from './options';
import { errorCode, run, seated, value } from './testing';

const la = value(checkChouetteOptions(HOUSE_RULE_PRESETS.la));
const fibs = value(checkChouetteOptions(HOUSE_RULE_PRESETS.fibs));
const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

describe('house rule: box partner by table size', () => {
  it('seed default: optional from 5, never mandatory', () => {
    const o = value(checkChouetteOptions());
    expect([4, 5, 9].map((n) => partnerStatus(n, o))).toEqual(['none', 'optional', 'optional']);
  });

  it('LA: optional from 6, mandatory from 7; FIBS: mandatory from 6', () => {
    expect([5, 6, 7].map((n) => partnerStatus(n, la))).toEqual(['none', 'optional', 'mandatory']);
    expect([5, 6, 10].map((n) => partnerStatus(n, fibs))).toEqual(['none', 'mandatory', 'mandatory']);
  });

  it('a 7-player table with mandatory partner: no game without one, then the 50/50 split', () => {
    const s = seated(seven, { ...HOUSE_RULE_PRESETS.la, mode: 'scorekeeper' });
    expect(errorCode(checkPartnerForGame(s.line, null, s.options))).toBe('PARTNER_REQUIRED');
    // The session refuses too.
    expect(errorCode(applyChouetteAction(s, { type: 'startGame' }))).toBe('PARTNER_REQUIRED');
    const played = run(
      s,
      { type: 'callPartner', player: 'a', partner: 'c' },
      { type: 'startGame' },
      { type: 'endGame', winner: 'team' },
    );
    // Five members (b, d, e, f, g) each win 1: the box side loses 5, box -3, partner -2.
    expect(played.games[0].points).toEqual({ a: -3, c: -2, b: 1, d: 1, e: 1, f: 1, g: 1 });
  });

  it('a caller other than the box cannot call the partner', () => {
    const s = seated(seven, { ...HOUSE_RULE_PRESETS.la, mode: 'scorekeeper' });
    expect(errorCode(applyChouetteAction(s, { type: 'callPartner', player: 'b', partner: 'c' }))).toBe(
      'NOT_BOX',
    );
  });

  it('LA: an 8th player at a 7-handed table is refused and the table splits 4 and 4', () => {
    const s = seated(seven, HOUSE_RULE_PRESETS.la);
    expect(errorCode(applyChouetteAction(s, { type: 'join', player: 'h' }))).toBe('TABLE_FULL');
    expect(value(splitTable(s.line, ['h']))).toEqual({
      stay: ['a', 'b', 'c', 'd'],
      newTable: ['e', 'f', 'g', 'h'],
    });
  });

  it('FIBS: an 11th player splits 6 and 5; too small a split is refused', () => {
    const ten = 'abcdefghij'.split('');
    expect(value(splitTable(ten, ['k']))).toEqual({
      stay: ten.slice(0, 6),
      newTable: ['g', 'h', 'i', 'j', 'k'],
    });
    expect(errorCode(splitTable(['a', 'b', 'c'], ['d']))).toBe('TOO_FEW_PLAYERS');
    expect(errorCode(splitTable(seven, []))).toBe('INVALID_ACTION');
    expect(errorCode(splitTable(seven, ['a']))).toBe('ALREADY_PRESENT');
  });
});
