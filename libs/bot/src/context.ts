/**
 * What the bot needs to know about the match around a position: the score, the cube and the scoring
 * rules. Plain data, built from an engine MatchState or a gnubg Match ID.
 */
import {
  type MatchIdInfo,
  type MatchState,
  type ScoringProfile,
  type Side,
  currentGame,
  isPostCrawford,
} from '@gamao/engine';

export interface MatchContext {
  /** Match length in points; 0 = money play. */
  readonly length: number;
  /** Points each side has, indexed by Side (ignored in money play). */
  readonly score: readonly [number, number];
  /** The cube value of the game. */
  readonly cube: number;
  readonly cubeOwner: Side | 'centred';
  /** The Crawford game: nobody may double. */
  readonly crawford: boolean;
  /** A game after the Crawford game (doubling allowed again). */
  readonly postCrawford: boolean;
  /** The match uses the Crawford rule (when off, games at 1-away are played like post-Crawford ones). */
  readonly crawfordRule: boolean;
  /** The doubling cube is used in this game. */
  readonly cubeEnabled: boolean;
  /** Money play: gammons count only once the cube has been turned. */
  readonly jacoby: boolean;
  readonly beaver: boolean;
  readonly raccoon: boolean;
  readonly beaverRefusal: boolean;
  /** Highest cube value. */
  readonly maxCube: number;
  readonly profile: ScoringProfile;
}

/** Money play, centred cube at 1, international scoring, no beavers: the default of choosePlay. */
export const MONEY_CONTEXT: MatchContext = {
  length: 0,
  score: [0, 0],
  cube: 1,
  cubeOwner: 'centred',
  crawford: false,
  postCrawford: false,
  crawfordRule: true,
  cubeEnabled: true,
  jacoby: false,
  beaver: false,
  raccoon: false,
  beaverRefusal: false,
  maxCube: 64,
  profile: 'international',
};

/** The context of the current game of an engine state. */
export function contextOf(state: MatchState): MatchContext {
  const g = currentGame(state);
  const o = state.options;
  return {
    length: o.length,
    score: [state.match.score[0], state.match.score[1]],
    cube: g.cube.value,
    cubeOwner: g.cube.owner,
    crawford: g.crawford,
    postCrawford: o.length > 0 && isPostCrawford(state.match),
    crawfordRule: o.length > 0 ? state.match.crawford : true,
    cubeEnabled: o.cube,
    jacoby: o.jacoby,
    beaver: o.beaver,
    raccoon: o.raccoon,
    beaverRefusal: o.beaverRefusal,
    maxCube: o.maxCube,
    profile: o.profile,
  };
}

/**
 * The context of a gnubg Match ID. gnubg does not say whether the Crawford game has been played, so a
 * score where a side is at length - 1 outside the Crawford game is taken as post-Crawford (and the
 * Crawford rule as played).
 */
export function contextOfMatchId(info: MatchIdInfo): MatchContext {
  const n = info.matchLength;
  const atMatchPoint = n > 0 && (info.score[0] === n - 1 || info.score[1] === n - 1);
  return {
    ...MONEY_CONTEXT,
    length: n,
    score: [info.score[0], info.score[1]],
    cube: info.cubeValue,
    cubeOwner: info.cubeOwner,
    crawford: info.crawford,
    postCrawford: atMatchPoint && !info.crawford,
    jacoby: info.jacoby,
  };
}
