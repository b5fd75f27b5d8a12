import { awaitsViewer, challengeToViewer, latestResults, type MatchFacts } from './dashboard';

const match = (over: Partial<MatchFacts> = {}): MatchFacts => ({
  status: 'ACTIVE',
  viewerSide: 0,
  sideToAct: 0,
  tournamentId: null,
  finishedAt: null,
  correspondence: false,
  ...over,
});

describe("a member's home", () => {
  it('lists a match in progress when it waits for the viewer, not for the opponent', () => {
    expect(awaitsViewer(match())).toBe(true);
    expect(awaitsViewer(match({ viewerSide: 1, sideToAct: 1 }))).toBe(true);
    expect(awaitsViewer(match({ sideToAct: 1 }))).toBe(false);
    // Nobody to act (between two server rolls), a spectator, or a match not in progress.
    expect(awaitsViewer(match({ sideToAct: null }))).toBe(false);
    expect(awaitsViewer(match({ viewerSide: null, sideToAct: null }))).toBe(false);
    expect(awaitsViewer(match({ status: 'FINISHED' }))).toBe(false);
  });

  it('lists a challenge to the viewer, not one the viewer sent nor a tournament match', () => {
    expect(challengeToViewer(match({ status: 'CHALLENGED', viewerSide: 1 }))).toBe(true);
    expect(challengeToViewer(match({ status: 'CHALLENGED', viewerSide: 0 }))).toBe(false);
    expect(challengeToViewer(match({ status: 'CHALLENGED', viewerSide: 1, tournamentId: 't' }))).toBe(false);
    expect(challengeToViewer(match({ status: 'DECLINED', viewerSide: 1 }))).toBe(false);
  });

  it('leaves a correspondence match to the correspondence list: not "your turn", not a challenge to answer', () => {
    expect(awaitsViewer(match({ correspondence: true }))).toBe(false);
    expect(challengeToViewer(match({ status: 'CHALLENGED', viewerSide: 1, correspondence: true }))).toBe(
      false,
    );
    // Finished, it is a result like any other.
    const done = match({ status: 'FINISHED', finishedAt: new Date('2026-12-01'), correspondence: true });
    expect(latestResults([done], 5)).toEqual([done]);
  });

  it('keeps the latest finished matches, newest first', () => {
    const at = (day: number) => new Date(`2026-12-0${day}T12:00:00Z`);
    const results = [
      match({ status: 'FINISHED', finishedAt: at(1), sideToAct: 1 }),
      match({ status: 'FINISHED', finishedAt: at(3), sideToAct: 2 }),
      match(),
      match({ status: 'FINISHED', finishedAt: at(2), sideToAct: 3 }),
    ];
    expect(latestResults(results, 2).map((m) => m.finishedAt)).toEqual([at(3), at(2)]);
    expect(latestResults(results, 10)).toHaveLength(3);
  });
});
