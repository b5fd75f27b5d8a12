import fc from 'fast-check';
import {
  DEFAULT_CUBE_OPTIONS,
  applyCubeAction,
  beaverDouble,
  canDouble,
  centredCube,
  cubeDecider,
  dropDouble,
  isCubeTurned,
  offerDouble,
  raccoonDouble,
  refuseBeaver,
  takeDouble,
  type CubeActionType,
  type CubeOptions,
  type CubeState,
} from './cube';
import type { Result, Side } from './types';

const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};
const code = <T>(r: Result<T>): string => (r.ok ? 'ok' : r.error.code);

const money: CubeOptions = { ...DEFAULT_CUBE_OPTIONS, beaver: true, raccoon: true, beaverRefusal: true };

describe('double, take, drop', () => {
  it('either party may double a centred cube; the taker owns it at 2', () => {
    for (const side of [0, 1] as const) {
      const offered = value(offerDouble(centredCube(), side, DEFAULT_CUBE_OPTIONS));
      expect(offered.offer).toEqual({ stage: 'double', doubler: side, value: 2 });
      expect(cubeDecider(offered)).toBe(side === 0 ? 1 : 0);
      const taken = value(takeDouble(offered, side === 0 ? 1 : 0));
      expect(taken).toEqual({ value: 2, owner: side === 0 ? 1 : 0, offer: null });
      expect(isCubeTurned(taken)).toBe(true);
    }
  });

  it('nobody doubles twice in a row: only the owner may redouble', () => {
    const owned: CubeState = { value: 2, owner: 1, offer: null };
    expect(code(canDouble(owned, 0, DEFAULT_CUBE_OPTIONS))).toBe('CANNOT_DOUBLE');
    const re = value(offerDouble(owned, 1, DEFAULT_CUBE_OPTIONS));
    expect(value(takeDouble(re, 0))).toEqual({ value: 4, owner: 0, offer: null });
  });

  it('a drop concedes the value before the double', () => {
    const owned: CubeState = { value: 4, owner: 0, offer: null };
    const offered = value(offerDouble(owned, 0, DEFAULT_CUBE_OPTIONS));
    expect(value(dropDouble(offered, 1, DEFAULT_CUBE_OPTIONS))).toEqual({
      winner: 0,
      points: 4,
      reason: 'drop',
    });
  });

  it('the doubler cannot answer his own double, and answers need an offer', () => {
    const offered = value(offerDouble(centredCube(), 0, DEFAULT_CUBE_OPTIONS));
    expect(code(takeDouble(offered, 0))).toBe('NOT_YOUR_TURN');
    expect(code(dropDouble(offered, 0, DEFAULT_CUBE_OPTIONS))).toBe('NOT_YOUR_TURN');
    expect(code(takeDouble(centredCube(), 1))).toBe('NO_DOUBLE_OFFERED');
    expect(code(offerDouble(offered, 1, DEFAULT_CUBE_OPTIONS))).toBe('DOUBLE_PENDING');
  });

  it('options: no cube, Crawford game, maximum value', () => {
    expect(code(canDouble(centredCube(), 0, { ...DEFAULT_CUBE_OPTIONS, enabled: false }))).toBe(
      'CUBE_NOT_ALLOWED',
    );
    expect(code(canDouble(centredCube(), 0, { ...DEFAULT_CUBE_OPTIONS, crawford: true }))).toBe(
      'CRAWFORD_NO_DOUBLE',
    );
    expect(code(canDouble({ value: 64, owner: 0, offer: null }, 0, DEFAULT_CUBE_OPTIONS))).toBe(
      'CUBE_AT_MAXIMUM',
    );
    expect(code(canDouble({ value: 32, owner: 0, offer: null }, 0, DEFAULT_CUBE_OPTIONS))).toBe('ok');
    expect(
      code(canDouble({ value: 4, owner: 0, offer: null }, 0, { ...DEFAULT_CUBE_OPTIONS, maxValue: 4 })),
    ).toBe('CUBE_AT_MAXIMUM');
  });
});

describe('beaver and raccoon', () => {
  const doubled = (cube: CubeState = centredCube()): CubeState => value(offerDouble(cube, 0, money));

  it('beaver: 4x, the beaverer keeps the cube once the doubler accepts', () => {
    const beavered = value(beaverDouble(doubled(), 1, money));
    expect(beavered.offer).toEqual({ stage: 'beaver', doubler: 0, value: 4 });
    expect(cubeDecider(beavered)).toBe(0);
    expect(code(takeDouble(beavered, 1))).toBe('NOT_YOUR_TURN');
    expect(value(takeDouble(beavered, 0))).toEqual({ value: 4, owner: 1, offer: null });
  });

  it('raccoon: 8x, the beaverer still owns the cube', () => {
    const beavered = value(beaverDouble(doubled(), 1, money));
    expect(value(raccoonDouble(beavered, 0, money))).toEqual({ value: 8, owner: 1, offer: null });
  });

  it('refusing a beaver concedes the doubled value (seed 000), only when the option is on', () => {
    const beavered = value(beaverDouble(doubled({ value: 2, owner: 0, offer: null }), 1, money));
    expect(value(refuseBeaver(beavered, 0, money))).toEqual({
      winner: 1,
      points: 4,
      reason: 'beaverRefused',
    });
    expect(value(dropDouble(beavered, 0, money))).toEqual({ winner: 1, points: 4, reason: 'beaverRefused' });
    const strict = { ...money, beaverRefusal: false };
    expect(code(refuseBeaver(beavered, 0, strict))).toBe('BEAVER_REFUSAL_NOT_ALLOWED');
  });

  it('without raccoon or refusal the beaver stands at once', () => {
    const plain = { ...DEFAULT_CUBE_OPTIONS, beaver: true };
    expect(value(beaverDouble(value(offerDouble(centredCube(), 0, plain)), 1, plain))).toEqual({
      value: 4,
      owner: 1,
      offer: null,
    });
  });

  it('options and order are enforced', () => {
    expect(code(beaverDouble(doubled(), 1, DEFAULT_CUBE_OPTIONS))).toBe('BEAVER_NOT_ALLOWED');
    expect(code(beaverDouble(doubled(), 0, money))).toBe('NOT_YOUR_TURN');
    expect(code(raccoonDouble(doubled(), 1, money))).toBe('INVALID_ACTION');
    expect(code(raccoonDouble(doubled(), 0, money))).toBe('INVALID_ACTION');
    const beavered = value(beaverDouble(doubled(), 1, money));
    expect(code(raccoonDouble(beavered, 0, { ...money, raccoon: false }))).toBe('RACCOON_NOT_ALLOWED');
    expect(code(beaverDouble(beavered, 1, money))).toBe('INVALID_ACTION');
    expect(
      code(beaverDouble(doubled({ value: 16, owner: 0, offer: null }), 1, { ...money, maxValue: 32 })),
    ).toBe('CUBE_AT_MAXIMUM');
    expect(
      code(
        raccoonDouble(value(beaverDouble(doubled({ value: 16, owner: 0, offer: null }), 1, money)), 0, money),
      ),
    ).toBe('CUBE_AT_MAXIMUM');
  });
});

describe('applyCubeAction', () => {
  it('dispatches and reports concessions', () => {
    const s1 = value(applyCubeAction(centredCube(), 0, 'double', DEFAULT_CUBE_OPTIONS));
    expect(s1.concession).toBeNull();
    const s2 = value(applyCubeAction(s1.cube, 1, 'drop', DEFAULT_CUBE_OPTIONS));
    expect(s2.concession).toEqual({ winner: 0, points: 1, reason: 'drop' });
    expect(s2.cube.offer).toBeNull();
  });

  it('property: the value only ever doubles, stays a power of two within the cap, and owners follow the rules', () => {
    const actions: CubeActionType[] = ['double', 'take', 'drop', 'beaver', 'raccoon', 'refuseBeaver'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ side: fc.constantFrom<Side>(0, 1), action: fc.constantFrom(...actions) }), {
          maxLength: 60,
        }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (steps, beaver, raccoon, beaverRefusal) => {
          const options = { ...DEFAULT_CUBE_OPTIONS, beaver, raccoon, beaverRefusal };
          let cube = centredCube();
          for (const { side, action } of steps) {
            const r = applyCubeAction(cube, side, action, options);
            if (!r.ok) continue;
            const next = r.value.cube;
            expect([cube.value, cube.value * 2, cube.value * 4, cube.value * 8]).toContain(next.value);
            expect(Math.log2(next.value) % 1).toBe(0);
            expect(next.value).toBeLessThanOrEqual(options.maxValue);
            if (r.value.concession) {
              expect([cube.value, cube.value * 2]).toContain(r.value.concession.points);
              cube = centredCube(); // a new game
              continue;
            }
            if (action === 'take' && cube.offer?.stage === 'double') expect(next.owner).toBe(side);
            if (action === 'raccoon') expect(next.owner).toBe(side === 0 ? 1 : 0);
            cube = next;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
