import type { CheckerMove } from '@gamao/engine';
import type { ChouetteAction } from './actions';
import { applyChouetteAction } from './chouette';
import { checkSuggestion, mayTalk, talkPartners } from './consulting';
import type { ChouetteOptions } from './options';
import { errorCode, run, scorekeeperGame, seated } from './testing';
import { waitingFor } from './waiting-for';

const BOX_OPENING_31: CheckerMove[] = [
  { from: 8, to: 5, die: 3 },
  { from: 6, to: 5, die: 1 },
];
const run24: CheckerMove[] = [
  { from: 24, to: 18, die: 6 },
  { from: 18, to: 13, die: 5 },
];

/** Board game a (box) against b (captain), c, d: c doubled and the box passed, so c is out; b has rolled. */
function cOut(consultation: ChouetteOptions['consultation']) {
  return run(
    seated(['a', 'b', 'c', 'd'], { consultation }),
    { type: 'startGame' },
    { type: 'roll', player: 'a', dice: [3, 1] },
    { type: 'play', player: 'a', moves: BOX_OPENING_31 },
    { type: 'double', player: 'c' },
    { type: 'noDouble', player: 'b' },
    { type: 'noDouble', player: 'd' },
    { type: 'boxAnswer', player: 'a', member: 'c', answer: 'drop' },
    { type: 'roll', player: 'b', dice: [6, 5] },
  );
}
const suggestC: ChouetteAction = { type: 'suggest', player: 'c', moves: run24 };

describe('house rule: consulting (who may talk to whom)', () => {
  it("free (default): none once out of the game; 'open': the out member still advises", () => {
    expect(errorCode(applyChouetteAction(cOut('free'), suggestC))).toBe('MEMBER_OUT');
    const open = cOut('open');
    expect(
      waitingFor(open)
        .filter((w) => w.decision === 'suggest')
        .map((w) => w.player),
    ).toEqual(['c', 'd']);
    expect(run(open, suggestC).game?.suggestions.map((x) => x.player)).toEqual(['c']);
  });

  it("no cube, no talk: only a member whose cube is turned talks; 'none': nobody", () => {
    const s = scorekeeperGame(['a', 'b', 'c', 'd'], { consultation: 'cubeInGame' });
    const g0 = s.game!;
    expect(mayTalk(g0, 'c', 'b', 'cubeInGame')).toBe(false);
    const g1 = run(
      s,
      { type: 'double', player: 'c' },
      { type: 'boxAnswer', player: 'a', member: 'c', answer: 'take' },
    ).game!;
    expect(mayTalk(g1, 'c', 'b', 'cubeInGame')).toBe(true);
    expect(mayTalk(g1, 'd', 'b', 'cubeInGame')).toBe(false);
    expect(talkPartners(g1, 'b', 'cubeInGame')).toEqual(['c']);
    expect(talkPartners(g1, 'b', 'free')).toEqual(['c', 'd']);
    expect(talkPartners(g1, 'b', 'none')).toEqual([]);
    expect(errorCode(checkSuggestion(g1, 'd', 'none'))).toBe('CONSULTATION_NOT_ALLOWED');
  });

  it('never across the board; the box talks only with a partner', () => {
    const s = scorekeeperGame(['a', 'b', 'c', 'd', 'e'], {});
    expect(mayTalk(s.game!, 'b', 'a', 'open')).toBe(false);
    expect(talkPartners(s.game!, 'a', 'open')).toEqual([]);
    const partnered = run(
      seated(['a', 'b', 'c', 'd', 'e'], { mode: 'scorekeeper' }),
      { type: 'callPartner', player: 'a', partner: 'e' },
      { type: 'startGame' },
    );
    expect(talkPartners(partnered.game!, 'a', 'free')).toEqual(['e']);
    expect(mayTalk(partnered.game!, 'e', 'b', 'free')).toBe(false);
    expect(mayTalk(partnered.game!, 'x', 'b', 'free')).toBe(false);
  });

  it('refuses a stranger and the captain as advisers', () => {
    const g = scorekeeperGame(['a', 'b', 'c', 'd'], {}).game!;
    expect(errorCode(checkSuggestion(g, 'x', 'open'))).toBe('NOT_A_MEMBER');
    expect(errorCode(checkSuggestion(g, 'b', 'open'))).toBe('INVALID_ACTION');
  });
});
