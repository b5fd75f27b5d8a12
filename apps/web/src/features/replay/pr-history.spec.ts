import { prAxisTop, prChartGeometry } from './pr-history';

describe('PR chart geometry', () => {
  it('rounds the axis up to a multiple of 5, at least 10', () => {
    expect(prAxisTop([3.2, 7.9])).toBe(10);
    expect(prAxisTop([12.1])).toBe(15);
    expect(prAxisTop([])).toBe(10);
  });

  it('puts a perfect PR at the top and the axis top at the bottom, in match order', () => {
    const g = prChartGeometry([0, 10, 5], 228, 116);
    expect(g.points).toEqual([
      { x: 36, y: 8 },
      { x: 128, y: 108 },
      { x: 220, y: 58 },
    ]);
    expect(g.path).toBe('M36.0,8.0 L128.0,108.0 L220.0,58.0');
    expect(g.ticks.map((t) => t.value)).toEqual([0, 2, 4, 6, 8, 10]);
  });

  it('centres a single match', () => {
    expect(prChartGeometry([4], 228, 116).points).toEqual([{ x: 128, y: 48 }]);
  });
});
