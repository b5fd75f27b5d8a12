import {
  BOARD_W,
  BOTTOM_Y,
  CHECKER_R,
  MID_Y,
  POINT_W,
  RIGHT_X,
  TOP_Y,
  TRAY_X,
  checkerCenter,
  cubeCenter,
  diceOrigin,
  homeView,
  mirrorX,
  nearestSpot,
  pointBoxes,
  pointX,
  spotAt,
  spotBox,
  stackStep,
  viewerPoint,
} from './geometry';

describe('board geometry from the viewer side', () => {
  it('lays the viewer home board bottom right, point 1 at the far right, 24 top right', () => {
    expect(pointX(1)).toBe(RIGHT_X + 5 * POINT_W);
    expect(pointX(6)).toBe(RIGHT_X);
    expect(pointX(12)).toBeLessThan(pointX(7));
    expect(pointX(13)).toBe(pointX(12));
    expect(pointX(24)).toBe(pointX(1));
    const boxes = pointBoxes();
    expect(boxes).toHaveLength(24);
    expect(boxes.filter((b) => b.top).map((b) => b.point)).toEqual([
      13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
    ]);
    for (const b of boxes) expect(b.x + POINT_W).toBeLessThanOrEqual(TRAY_X);
  });

  it("numbers the opponent's points 25 - p", () => {
    expect(viewerPoint(0, 0, 6)).toBe(6);
    expect(viewerPoint(0, 1, 6)).toBe(19);
    expect(viewerPoint(1, 0, 24)).toBe(1);
    expect(viewerPoint(1, 1, 13)).toBe(13);
  });

  it('puts the same checker in mirrored places for the two viewers', () => {
    // Side 0's 6-point: bottom right for side 0, top right for side 1.
    const a = checkerCenter(0, 0, 6, 0, 5);
    const b = checkerCenter(1, 0, 6, 0, 5);
    expect(a.x).toBe(b.x);
    expect(a.y).toBe(BOTTOM_Y - CHECKER_R);
    expect(b.y).toBe(TOP_Y + CHECKER_R);
  });

  it('stacks checkers from the edge and squeezes stacks above five', () => {
    expect(stackStep(5)).toBe(2 * CHECKER_R);
    expect(stackStep(10)).toBeLessThan(2 * CHECKER_R);
    const top = checkerCenter(0, 0, 13, 9, 10);
    expect(top.y - CHECKER_R).toBeLessThan(MID_Y);
    expect(checkerCenter(0, 0, 1, 1, 2).y).toBeLessThan(checkerCenter(0, 0, 1, 0, 2).y);
  });

  it('keeps the trays apart: the viewer fills from the bottom, the opponent from the top', () => {
    const mine = checkerCenter(0, 0, 0, 0, 1);
    const theirs = checkerCenter(0, 1, 0, 0, 1);
    expect(mine.x).toBeGreaterThan(TRAY_X);
    expect(mine.y).toBeGreaterThan(MID_Y);
    expect(theirs.y).toBeLessThan(MID_Y);
    expect(checkerCenter(0, 0, 0, 14, 15).y).toBeGreaterThan(cubeCenter(0, 0).y);
  });

  it('finds the spot under a coordinate, for taps and drops', () => {
    for (const box of pointBoxes()) {
      const y = box.top ? TOP_Y + 5 : BOTTOM_Y - 5;
      expect(spotAt(box.x + POINT_W / 2, y)).toEqual({ kind: 'point', point: box.point });
    }
    expect(spotAt(TRAY_X + 5, BOTTOM_Y - 5)).toEqual({ kind: 'off' });
    expect(spotAt(RIGHT_X - 5, MID_Y)).toEqual({ kind: 'bar' });
    expect(spotAt(pointX(3) + 5, MID_Y)).toBeNull();
    expect(spotAt(BOARD_W + 10, MID_Y)).toBeNull();
  });

  it('draws the dice on the roller half and the cube toward its owner', () => {
    expect(diceOrigin(0, 0).x).toBeGreaterThan(diceOrigin(0, 1).x);
    expect(cubeCenter(0, 'centred').y).toBe(MID_Y);
    expect(cubeCenter(0, 0).y).toBeGreaterThan(MID_Y);
    expect(cubeCenter(0, 1).y).toBeLessThan(MID_Y);
  });
});

describe('zoom and finger reach', () => {
  it('zooms on the home board: points 1..6 and the tray, on the right or mirrored on the left', () => {
    const home = homeView(false);
    expect(home.x).toBeLessThan(RIGHT_X);
    expect(home.x + home.w).toBe(BOARD_W);
    expect(home.w).toBeLessThan(BOARD_W / 1.8);
    const left = homeView(true);
    expect(left.x).toBe(0);
    expect(left.w).toBe(home.w);
    expect(mirrorX(10, true)).toBe(BOARD_W - 10);
    expect(mirrorX(10, false)).toBe(10);
  });

  it('gives a tap that lands near an actionable spot to that spot, and nothing beyond the reach', () => {
    const p6 = spotBox({ kind: 'point', point: 6 });
    const p8 = spotBox({ kind: 'point', point: 8 });
    const candidates = [
      { kind: 'point', point: 6 },
      { kind: 'point', point: 8 },
    ] as const;
    // 10 units right of point 6's box: point 6.
    expect(nearestSpot(p6.x + p6.w + 10, p6.y + 50, candidates, 20)).toEqual({ kind: 'point', point: 6 });
    // In the middle band above point 8: point 8.
    expect(nearestSpot(p8.x + 5, p8.y - 15, candidates, 20)).toEqual({ kind: 'point', point: 8 });
    expect(nearestSpot(p8.x + 5, p8.y - 25, candidates, 20)).toBeNull();
    expect(nearestSpot(0, 0, [], 100)).toBeNull();
  });
});
