import { type CubeOptions, DEFAULT_CUBE_OPTIONS } from '@gamao/engine';
import {
  type CubeTable,
  beaverAnswer,
  boxAnswer,
  boxDouble,
  memberAnswer,
  teamDouble,
  teamNoDouble,
  undeclared,
  windowDone,
} from './doubling';
import { memberCubeAction, newMember } from './member-cube';
import { errorCode, value } from './testing';

const o: CubeOptions = { ...DEFAULT_CUBE_OPTIONS, beaver: true, raccoon: true, beaverRefusal: true };
const table = (...players: string[]): CubeTable => ({
  members: players.map((p) => newMember(p)),
  window: null,
});
const cube = (t: CubeTable, p: string) => t.members.find((m) => m.player === p)?.cube;
const outcome = (t: CubeTable, p: string) => t.members.find((m) => m.player === p)?.outcome;

describe('team side doubles individually (seed 000 rule 3)', () => {
  it('the box waits for every member to declare, then answers each cube alone', () => {
    let t = value(teamDouble(table('b', 'c', 'd'), 'c', o));
    expect(t.window?.by).toBe('team');
    expect(undeclared(t.window!)).toEqual(['b', 'd']);
    expect(errorCode(boxAnswer(t, 'c', 'take', o, false))).toBe('DECLARATIONS_PENDING');
    t = value(teamDouble(t, 'b', o));
    t = value(teamNoDouble(t, 'd'));
    expect(undeclared(t.window!)).toEqual([]);
    t = value(boxAnswer(t, 'c', 'take', o, false));
    expect(windowDone(t)).toBe(false);
    t = value(boxAnswer(t, 'b', 'drop', o, false));
    expect(windowDone(t)).toBe(true);
    expect(cube(t, 'c')).toEqual({ value: 2, owner: 0, offer: null });
    expect(outcome(t, 'b')?.points).toBe(1);
    expect(cube(t, 'd')?.value).toBe(1);
  });

  it('refuses double declarations and answers out of turn', () => {
    let t = value(teamDouble(table('b', 'c', 'd'), 'c', o));
    expect(errorCode(teamDouble(t, 'c', o))).toBe('ALREADY_DECLARED');
    expect(errorCode(teamNoDouble(t, 'c'))).toBe('ALREADY_DECLARED');
    expect(errorCode(teamNoDouble(table('b'), 'b'))).toBe('NOT_DECLARING');
    expect(errorCode(teamNoDouble(t, 'x'))).toBe('NOT_A_MEMBER');
    expect(errorCode(memberAnswer(t, 'b', 'take', o))).toBe('NO_DOUBLE_OFFERED');
    t = value(teamNoDouble(value(teamNoDouble(t, 'b')), 'd'));
    expect(errorCode(boxAnswer(t, 'b', 'take', o, false))).toBe('NO_DOUBLE_OFFERED');
    expect(errorCode(teamDouble(t, 'b', o))).toBe('ALREADY_DECLARED');
  });

  it('only members who may double are asked (a cube the box owns cannot double)', () => {
    let start = table('b', 'c', 'd');
    const owned = value(memberCubeAction(start.members[2], 'team', 'double', o));
    start = {
      ...start,
      members: [start.members[0], start.members[1], value(memberCubeAction(owned, 'box', 'take', o))],
    };
    const t = value(teamDouble(start, 'b', o));
    expect(t.window?.members).toEqual(['b', 'c']);
    expect(errorCode(teamDouble(t, 'd', o))).toBe('CANNOT_DOUBLE');
  });

  it('beaver: the doubler accepts (x4), refuses (concedes 2) or raccoons (x8)', () => {
    let t = value(teamDouble(table('b', 'c', 'd'), 'b', o));
    t = value(teamDouble(t, 'c', o));
    t = value(teamDouble(t, 'd', o));
    for (const p of ['b', 'c', 'd']) t = value(boxAnswer(t, p, 'beaver', o, false));
    t = value(beaverAnswer(t, 'b', 'take', o));
    t = value(beaverAnswer(t, 'c', 'refuse', o));
    t = value(beaverAnswer(t, 'd', 'raccoon', o));
    expect(cube(t, 'b')).toEqual({ value: 4, owner: 0, offer: null });
    expect(outcome(t, 'c')?.points).toBe(-2);
    expect(cube(t, 'd')).toEqual({ value: 8, owner: 0, offer: null });
    expect(windowDone(t)).toBe(true);
  });

  it('scorekeeper mode: the first answer closes the declarations', () => {
    let t = value(teamDouble(table('b', 'c', 'd'), 'c', o));
    t = value(boxAnswer(t, 'c', 'take', o, true));
    expect(t.window?.declarations).toEqual([
      { member: 'c', double: true },
      { member: 'b', double: false },
      { member: 'd', double: false },
    ]);
    expect(windowDone(t)).toBe(true);
  });
});

describe('box side doubles collectively (seed 000 rule 4)', () => {
  it('offers one double to every member whose cube is centred or the box’s', () => {
    let start = table('b', 'c', 'd');
    // d owns a cube at 2: the box cannot double d.
    const d = value(
      memberCubeAction(value(memberCubeAction(start.members[2], 'box', 'double', o)), 'team', 'take', o),
    );
    start = { ...start, members: [start.members[0], start.members[1], d] };
    let t = value(boxDouble(start, o));
    expect(t.window).toEqual({ by: 'box', members: ['b', 'c'], declarations: [], takers: [] });
    expect(cube(t, 'b')?.offer).toEqual({ stage: 'double', doubler: 0, value: 2 });
    expect(cube(t, 'd')?.offer).toBeNull();
    t = value(memberAnswer(t, 'b', 'drop', o));
    t = value(memberAnswer(t, 'c', 'take', o));
    expect(outcome(t, 'b')?.points).toBe(-1);
    expect(cube(t, 'c')).toEqual({ value: 2, owner: 1, offer: null });
    expect(t.window?.takers).toEqual(['c']);
    expect(windowDone(t)).toBe(true);
  });

  it('each member may beaver; the box then accepts, refuses or raccoons each', () => {
    let t = value(boxDouble(table('b', 'c'), o));
    t = value(memberAnswer(t, 'b', 'beaver', o));
    t = value(memberAnswer(t, 'c', 'beaver', o));
    expect(t.window?.takers).toEqual(['b', 'c']);
    t = value(beaverAnswer(t, 'b', 'raccoon', o));
    t = value(beaverAnswer(t, 'c', 'refuse', o));
    expect(cube(t, 'b')).toEqual({ value: 8, owner: 1, offer: null });
    expect(outcome(t, 'c')?.points).toBe(2);
  });

  it('has nobody to double when every cube belongs to a member', () => {
    const mine = value(
      memberCubeAction(value(memberCubeAction(newMember('b'), 'box', 'double', o)), 'team', 'take', o),
    );
    expect(errorCode(boxDouble({ members: [mine], window: null }, o))).toBe('NO_CUBE_TO_DOUBLE');
    expect(errorCode(boxDouble(table('b'), { ...o, enabled: false }))).toBe('CUBE_NOT_ALLOWED');
  });

  it('one window at a time', () => {
    const t = value(boxDouble(table('b', 'c'), o));
    expect(errorCode(boxDouble(t, o))).toBe('DOUBLE_PENDING');
    expect(errorCode(teamDouble(t, 'b', o))).toBe('DOUBLE_PENDING');
    expect(errorCode(boxAnswer(t, 'b', 'take', o, false))).toBe('NO_DOUBLE_OFFERED');
  });
});
