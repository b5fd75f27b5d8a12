import type { DrawMatch } from './load';
import { latestResults, wallMatches } from './wall-matches';

const match = (slot: string, over: Partial<DrawMatch> = {}): DrawMatch =>
  ({
    slot,
    matchId: null,
    flight: null,
    group: null,
    round: 1,
    number: 1,
    length: 5,
    state: 'FINISHED',
    outcome: 'PLAYED',
    score: [5, 2],
    kind: 'ONLINE',
    matchStatus: 'FINISHED',
    finishedAt: null,
    player1: null,
    player2: null,
    winner: null,
    ...over,
  }) as DrawMatch;

describe("the wall's panels (pure)", () => {
  it('the latest results in the order they were played, newest first, not in draw order', () => {
    const draw = [
      match('main-r1-m1', { finishedAt: '2026-12-10T19:40:00.000Z' }),
      match('main-r1-m2', { finishedAt: '2026-12-10T21:05:00.000Z' }),
      match('main-r1-m3', { finishedAt: '2026-12-10T19:10:00.000Z' }),
      match('main-r1-m4', { state: 'READY', matchStatus: 'ACTIVE' }),
      match('main-r2-m1', { round: 2, finishedAt: '2026-12-10T20:30:00.000Z' }),
    ];
    expect(latestResults(draw).map((m) => m.slot)).toEqual([
      'main-r1-m2',
      'main-r2-m1',
      'main-r1-m1',
      'main-r1-m3',
    ]);
  });

  it('keeps the newest six; one without a time comes last, later in the draw first', () => {
    const hour = (h: number) => `2026-12-10T${String(h).padStart(2, '0')}:00:00.000Z`;
    const draw = [
      match('a'),
      match('b'),
      ...[10, 11, 12, 13, 14, 15, 16].map((h) => match(`at-${h}`, { finishedAt: hour(h) })),
    ];
    expect(latestResults(draw).map((m) => m.slot)).toEqual([
      'at-16',
      'at-15',
      'at-14',
      'at-13',
      'at-12',
      'at-11',
    ]);
    expect(
      latestResults([match('a'), match('b'), match('c', { finishedAt: hour(9) })]).map((m) => m.slot),
    ).toEqual(['c', 'b', 'a']);
  });

  it('pairings to play and matches live now stay in draw order', () => {
    const draw = [
      match('m1', { state: 'READY', matchStatus: 'CHALLENGED' }),
      match('m2', { state: 'READY', matchStatus: 'ACTIVE' }),
      match('m3', { state: 'WAITING', matchStatus: null }),
      match('m4', { state: 'READY', matchStatus: null }),
      match('m5', { finishedAt: '2026-12-10T19:10:00.000Z' }),
    ];
    const panels = wallMatches(draw);
    expect(panels.toPlay.map((m) => m.slot)).toEqual(['m1', 'm4']);
    expect(panels.live.map((m) => m.slot)).toEqual(['m2']);
    expect(panels.results.map((m) => m.slot)).toEqual(['m5']);
  });
});
