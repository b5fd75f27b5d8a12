/** A match view as the API sends it, for the unit tests of the online board's pure parts. */
import { START_BOARD } from '@gamao/engine';
import type { OnlineMatch } from './engine-view';

export function matchView(overrides: Partial<OnlineMatch> = {}): OnlineMatch {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    clubId: '00000000-0000-4000-8000-000000000002',
    status: 'ACTIVE',
    viewerSide: 0,
    seq: 1,
    score: [0, 0],
    gameNumber: 0,
    crawfordGame: false,
    phase: 'rolling',
    turn: 0,
    sideToAct: 0,
    dice: null,
    winner: null,
    serverSeedHash: 'ab'.repeat(32),
    serverSeed: null,
    cube: { value: 1, owner: null, offeredBy: null, offeredValue: null, offerStage: null },
    resignation: null,
    board: { side0: [...START_BOARD[0]], side1: [...START_BOARD[1]] },
    pips: [167, 167],
    options: {
      length: 5,
      profile: 'international',
      crawford: true,
      cube: true,
      jacoby: false,
      beaver: false,
      raccoon: false,
      beaverRefusal: false,
      maxCube: 64,
      autoDoubles: false,
      autoDoublesCap: 64,
    },
    players: [
      { side: 0, user: { id: 'u0', displayName: 'Olga' } },
      { side: 1, user: { id: 'u1', displayName: 'Bia' } },
    ],
    games: [{ index: 0, winner: null, points: null, kind: null, reason: null }],
    log: [],
    resultSource: null,
    timeControl: null,
    clock: null,
    presence: [],
    forfeitClaim: null,
    ...overrides,
  };
}

/** A log entry with the server's text. */
export const entry = (seq: number, type: string, text: string, side: number | null, game = 0) => ({
  seq,
  game,
  side,
  type,
  text,
});
