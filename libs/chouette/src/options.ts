/**
 * Session options (docs/domain.md "Chouette": each item marked as an option is one, never a code fork).
 *
 * | option             | default         | meaning                                                              |
 * |--------------------|-----------------|----------------------------------------------------------------------|
 * | mode               | 'board'         | 'board': the game is played on the engine's board with the caller's dice; 'scorekeeper': a physical board, the organiser records cube actions and results |
 * | profile            | 'international' | engine ScoringProfile (game values; 'simple' has no cube)            |
 * | triploPoints       | 0               | traditional profile: the triplo's value (0 = not played)             |
 * | jacoby             | false           | per member cube: gammons count only once that member's cube is turned |
 * | beaver             | false           | beavers allowed (both directions)                                     |
 * | raccoon            | false           | raccoons allowed (needs beaver)                                       |
 * | beaverRefusal      | false           | seed 000: a beaver may be refused, conceding the doubled value        |
 * | autoDoubles        | false           | each tie of the opening roll doubles every member's cube...          |
 * | autoDoublesCap     | 64              | ...up to this value                                                   |
 * | maxCube            | 64              | highest value of any cube                                             |
 * | partnerThreshold   | 5               | players at the table from which the box may call a partner (seed 000: 5); 0 = never |
 * | consultation       | 'free'          | who may suggest moves to the captain: 'open' (any member, even out of the game), 'free' (any member still in the game: none once out), 'cubeInGame' ("no cube, no talk": members whose own cube has been turned), 'none' (the captain alone); consulting.ts |
 * | stake              | 1               | money per point, for the settlement                                   |
 * | house              | DEFAULT_HOUSE_RULES | the table's house rules (house-rules.ts); the defaults play as above |
 *
 * Normalisation reuses the engine's money-play rules (`checkOptions` with length 0): no Jacoby outside the
 * international profile, no raccoon or refusal without beavers, no cube at all under the simple profile.
 */
import { type ScoringProfile, checkOptions, ok } from '@gamao/engine';
import { type HouseRules, DEFAULT_HOUSE_RULES, checkHouseRules } from './house-rules';
import { type ChouetteResult, chouetteError as err } from './types';

export type ChouetteMode = 'board' | 'scorekeeper';

/** Who may suggest moves to the (acting) captain. */
export type ConsultationRule = 'open' | 'free' | 'cubeInGame' | 'none';

export interface ChouetteOptions {
  readonly mode: ChouetteMode;
  readonly profile: ScoringProfile;
  readonly triploPoints: number;
  readonly jacoby: boolean;
  readonly beaver: boolean;
  readonly raccoon: boolean;
  readonly beaverRefusal: boolean;
  readonly autoDoubles: boolean;
  readonly autoDoublesCap: number;
  readonly maxCube: number;
  /** The cube is used (false under the simple profile). Derived: not an input. */
  readonly cube: boolean;
  readonly partnerThreshold: number;
  readonly consultation: ConsultationRule;
  readonly stake: number;
  readonly house: HouseRules;
}

export const DEFAULT_CHOUETTE_OPTIONS: ChouetteOptions = {
  mode: 'board',
  profile: 'international',
  triploPoints: 0,
  jacoby: false,
  beaver: false,
  raccoon: false,
  beaverRefusal: false,
  autoDoubles: false,
  autoDoublesCap: 64,
  maxCube: 64,
  cube: true,
  partnerThreshold: 5,
  consultation: 'free',
  stake: 1,
  house: DEFAULT_HOUSE_RULES,
};

/** The fewest players a chouette game needs: a box, a captain and one more. */
export const MIN_PLAYERS = 3;

const MODES: readonly ChouetteMode[] = ['board', 'scorekeeper'];
const CONSULTATION: readonly ConsultationRule[] = ['open', 'free', 'cubeInGame', 'none'];

/** Validates and normalises options (defaults for what is missing). */
export function checkChouetteOptions(
  partial: Partial<ChouetteOptions> = {},
): ChouetteResult<ChouetteOptions> {
  if (typeof partial !== 'object' || partial === null)
    return err('INVALID_OPTIONS', 'Options must be an object');
  const o = { ...DEFAULT_CHOUETTE_OPTIONS, ...partial };
  if (!MODES.includes(o.mode)) return err('INVALID_OPTIONS', `Unknown mode ${String(o.mode)}`);
  if (!CONSULTATION.includes(o.consultation)) {
    return err('INVALID_OPTIONS', `Unknown consultation rule ${String(o.consultation)}`);
  }
  if (
    !Number.isInteger(o.partnerThreshold) ||
    o.partnerThreshold < 0 ||
    (o.partnerThreshold > 0 && o.partnerThreshold < MIN_PLAYERS)
  ) {
    return err('INVALID_OPTIONS', `partnerThreshold is 0 (never) or a number of players from ${MIN_PLAYERS}`);
  }
  if (typeof o.stake !== 'number' || !Number.isFinite(o.stake) || o.stake < 0) {
    return err('INVALID_OPTIONS', 'The stake per point is a number of at least 0');
  }
  const house = checkHouseRules(partial.house, o.partnerThreshold);
  if (!house.ok) return house;
  const engine = checkOptions({
    length: 0,
    profile: o.profile,
    jacoby: o.jacoby,
    beaver: o.beaver,
    raccoon: o.raccoon,
    beaverRefusal: o.beaverRefusal,
    maxCube: o.maxCube,
    autoDoubles: o.autoDoubles,
    autoDoublesCap: o.autoDoublesCap,
    triploPoints: o.triploPoints,
    cube: true,
  });
  if (!engine.ok) return engine;
  const e = engine.value;
  return ok({
    mode: o.mode,
    profile: e.profile,
    triploPoints: e.triploPoints,
    jacoby: e.jacoby,
    beaver: e.beaver,
    raccoon: e.raccoon,
    beaverRefusal: e.beaverRefusal,
    autoDoubles: e.autoDoubles,
    autoDoublesCap: e.autoDoublesCap,
    maxCube: e.maxCube,
    cube: e.cube,
    partnerThreshold: o.partnerThreshold,
    consultation: o.consultation,
    stake: o.stake,
    house: house.value,
  });
}
