import { chouetteRotation, latecomerIsNextCaptain, leaveLine, seatLatecomer, tableRoles } from './rotation';

describe('rotation', () => {
  it('names the roles of the line', () => {
    expect(tableRoles(['a', 'b', 'c', 'd'])).toEqual({ box: 'a', captain: 'b', queue: ['c', 'd'] });
    expect(tableRoles([])).toEqual({ box: null, captain: null, queue: [] });
  });

  it('box wins: the captain goes to the end, the next in queue becomes captain', () => {
    expect(chouetteRotation(['a', 'b', 'c', 'd'], 'box')).toEqual(['a', 'c', 'd', 'b']);
  });

  it('captain wins: the captain becomes box, the old box goes to the end', () => {
    expect(chouetteRotation(['a', 'b', 'c', 'd'], 'captain')).toEqual(['b', 'c', 'd', 'a']);
  });

  it('follows a long sequence of games', () => {
    const results = ['box', 'box', 'captain', 'box', 'captain', 'captain', 'box'] as const;
    const lines = [['a', 'b', 'c', 'd', 'e']];
    for (const r of results) lines.push(chouetteRotation(lines[lines.length - 1], r));
    expect(lines).toEqual([
      ['a', 'b', 'c', 'd', 'e'],
      ['a', 'c', 'd', 'e', 'b'], // a beats b
      ['a', 'd', 'e', 'b', 'c'], // a beats c
      ['d', 'e', 'b', 'c', 'a'], // d beats a
      ['d', 'b', 'c', 'a', 'e'], // d beats e
      ['b', 'c', 'a', 'e', 'd'], // b beats d
      ['c', 'a', 'e', 'd', 'b'], // c beats b
      ['c', 'e', 'd', 'b', 'a'], // c beats a
    ]);
  });

  it('three players: the box keeps the box while winning, the two others alternate as captain', () => {
    let line = ['a', 'b', 'c'];
    line = chouetteRotation(line, 'box');
    expect(line).toEqual(['a', 'c', 'b']);
    line = chouetteRotation(line, 'box');
    expect(line).toEqual(['a', 'b', 'c']);
    line = chouetteRotation(line, 'captain');
    expect(line).toEqual(['b', 'c', 'a']);
  });

  describe('latecomers (rule 7)', () => {
    it('join the end of the queue while someone present has not had a turn yet', () => {
      // c and d have never been box or captain.
      expect(latecomerIsNextCaptain(['a', 'b', 'c', 'd'], ['a', 'b'])).toBe(false);
      expect(seatLatecomer(['a', 'b', 'c', 'd'], ['a', 'b'], 'e')).toEqual(['a', 'b', 'c', 'd', 'e']);
    });

    it('sit as the next captain once everyone present has been box or captain', () => {
      expect(latecomerIsNextCaptain(['c', 'd', 'a', 'b'], ['a', 'b', 'c'])).toBe(true);
      expect(seatLatecomer(['c', 'd', 'a', 'b'], ['a', 'b', 'c'], 'e')).toEqual(['c', 'd', 'e', 'a', 'b']);
    });

    it('count the current box and captain as having had their turn', () => {
      expect(seatLatecomer(['a', 'b', 'c'], ['c'], 'x')).toEqual(['a', 'b', 'x', 'c']);
    });

    it('a second latecomer waits behind the first, who has not had a turn', () => {
      const once = seatLatecomer(['a', 'b', 'c'], ['a', 'b', 'c'], 'x');
      expect(seatLatecomer(once, ['a', 'b', 'c'], 'y')).toEqual(['a', 'b', 'x', 'c', 'y']);
    });

    it('with fewer than two at the table, simply join the line', () => {
      expect(seatLatecomer([], [], 'x')).toEqual(['x']);
      expect(seatLatecomer(['a'], ['a'], 'x')).toEqual(['a', 'x']);
    });
  });

  it('leaving moves everyone behind up one place', () => {
    expect(leaveLine(['a', 'b', 'c', 'd'], 'a')).toEqual(['b', 'c', 'd']); // the captain becomes box
    expect(leaveLine(['a', 'b', 'c', 'd'], 'b')).toEqual(['a', 'c', 'd']); // the next in queue becomes captain
    expect(leaveLine(['a', 'b', 'c', 'd'], 'c')).toEqual(['a', 'b', 'd']);
  });
});
