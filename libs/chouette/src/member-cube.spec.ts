import { type CubeOptions, DEFAULT_CUBE_OPTIONS } from '@gamao/engine';
import {
  type MemberState,
  autoDoubleMember,
  isInGame,
  memberCubeAction,
  memberCubeOptions,
  newMember,
} from './member-cube';
import { DEFAULT_CHOUETTE_OPTIONS } from './options';
import { errorCode, value } from './testing';
import type { TableSide } from './types';

const all: CubeOptions = { ...DEFAULT_CUBE_OPTIONS, beaver: true, raccoon: true, beaverRefusal: true };

const steps = (m: MemberState, ...s: [TableSide, Parameters<typeof memberCubeAction>[2]][]): MemberState =>
  s.reduce((acc, [by, action]) => value(memberCubeAction(acc, by, action, all)), m);

describe("a member's own cube (engine cube module, box = side 0, member = side 1)", () => {
  it('drop: the member doubled at 1, the box drops and pays 1', () => {
    const m = steps(newMember('c'), ['team', 'double'], ['box', 'drop']);
    expect(m.outcome).toEqual({ points: 1, reason: 'drop', conceded: 'box', kind: 'single' });
    expect(isInGame(m)).toBe(false);
    expect(m.log).toEqual([
      { action: 'double', by: 'team', value: 2 },
      { action: 'drop', by: 'box', value: 1 },
    ]);
  });

  it('drop: the box doubled at 1, the member drops and pays 1', () => {
    const m = steps(newMember('c'), ['box', 'double'], ['team', 'drop']);
    expect(m.outcome?.points).toBe(-1);
    expect(m.outcome?.conceded).toBe('team');
  });

  it('take: x2, the taker owns the cube', () => {
    const m = steps(newMember('c'), ['team', 'double'], ['box', 'take']);
    expect(m.cube).toEqual({ value: 2, owner: 0, offer: null });
    expect(m.outcome).toBeNull();
  });

  it('beaver: x4, the beaverer keeps the cube', () => {
    const m = steps(newMember('c'), ['team', 'double'], ['box', 'beaver'], ['team', 'take']);
    expect(m.cube).toEqual({ value: 4, owner: 0, offer: null });
    expect(m.log.map((e) => [e.action, e.value])).toEqual([
      ['double', 2],
      ['beaver', 4],
      ['take', 4],
    ]);
  });

  it('raccoon: x8, the beaverer keeps the cube', () => {
    const m = steps(newMember('c'), ['team', 'double'], ['box', 'beaver'], ['team', 'raccoon']);
    expect(m.cube).toEqual({ value: 8, owner: 0, offer: null });
  });

  it('a refused beaver concedes the doubled value (2 at cube 1)', () => {
    const m = steps(newMember('c'), ['team', 'double'], ['box', 'beaver'], ['team', 'refuseBeaver']);
    expect(m.outcome).toEqual({ points: -2, reason: 'beaverRefused', conceded: 'team', kind: 'single' });
    const boxSide = steps(newMember('c'), ['box', 'double'], ['team', 'beaver'], ['box', 'refuseBeaver']);
    expect(boxSide.outcome?.points).toBe(2);
  });

  it('a member out of the game has no more cube actions', () => {
    const m = steps(newMember('c'), ['team', 'double'], ['box', 'drop']);
    expect(errorCode(memberCubeAction(m, 'team', 'double', all))).toBe('MEMBER_OUT');
  });

  it('passes the engine refusals through', () => {
    const m = steps(newMember('c'), ['team', 'double'], ['box', 'take']);
    expect(errorCode(memberCubeAction(m, 'team', 'double', all))).toBe('CANNOT_DOUBLE');
    expect(errorCode(memberCubeAction(newMember('c', 64), 'box', 'double', all))).toBe('CUBE_AT_MAXIMUM');
    const plain = memberCubeOptions(DEFAULT_CHOUETTE_OPTIONS);
    const doubled = value(memberCubeAction(newMember('c'), 'team', 'double', plain));
    expect(errorCode(memberCubeAction(doubled, 'box', 'beaver', plain))).toBe('BEAVER_NOT_ALLOWED');
  });

  it('automatic doubles double the centred cube up to the cap and log it', () => {
    let m = newMember('c');
    m = autoDoubleMember(autoDoubleMember(autoDoubleMember(m, 4), 4), 4);
    expect(m.cube).toEqual({ value: 4, owner: 'centred', offer: null });
    expect(m.log).toEqual([
      { action: 'autoDouble', by: 'box', value: 2 },
      { action: 'autoDouble', by: 'box', value: 4 },
    ]);
  });
});
