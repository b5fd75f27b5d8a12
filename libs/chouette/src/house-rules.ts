/**
 * Chouette house rules (issue 42): the settings weekly groups set per table, beside the session options.
 * Each rule is a table setting with a default that reproduces the seed's play (docs/domain.md "Chouette",
 * "House rules"); the rules themselves live in their own pure modules (box-partner.ts, initial-cubes.ts,
 * answer-order.ts, consulting.ts, box-keeping.ts, proxy.ts, extras.ts, deals.ts, score-edits.ts).
 *
 * | rule                 | default          | values                                                           |
 * |----------------------|------------------|------------------------------------------------------------------|
 * | partnerMandatoryFrom | 0 (never)        | players from which the box must play with a partner (FIBS 6, LA 7) |
 * | maxPlayers           | 0 (no limit)     | past this many players the table splits in two (FIBS 10, LA 7)    |
 * | initialCubes         | 'free'           | 'half': the box takes at least half when every member doubles; 'halfAndCaptain' (LA): and always the captain's |
 * | threeHandedBoth      | false            | with 3 players the box takes both initial cubes or passes both    |
 * | answerOrder          | 'any'            | 'team': declarations and answers in team order; 'fromEnd': from the end of the line up to the captain |
 * | boxKeeping           | 'boxVsCaptain'   | 'breakEven': the box keeps it while its game breaks even; 'doubleStandUp' (LA) |
 * | absentMember         | 'proxy'          | 'proxy': a named member decides for the absent one; 'followCaptain': their cube follows the captain's |
 * | extras               | 'none'           | 'optional' / 'mandatory': droppers may give a lone taker an extra |
 * | deals                | false            | the box and members may settle cubes by agreement mid-game        |
 *
 * Validation returns INVALID_HOUSE_RULES naming the field; nothing is half-applied.
 */
import { ok } from '@gamao/engine';
import { type ChouetteResult, chouetteError as err } from './types';

export type InitialCubesRule = 'free' | 'half' | 'halfAndCaptain';
export type AnswerOrderRule = 'any' | 'team' | 'fromEnd';
export type BoxKeepingRule = 'boxVsCaptain' | 'breakEven' | 'doubleStandUp';
export type AbsentMemberRule = 'proxy' | 'followCaptain';
export type ExtrasRule = 'none' | 'optional' | 'mandatory';

export interface HouseRules {
  readonly partnerMandatoryFrom: number;
  readonly maxPlayers: number;
  readonly initialCubes: InitialCubesRule;
  readonly threeHandedBoth: boolean;
  readonly answerOrder: AnswerOrderRule;
  readonly boxKeeping: BoxKeepingRule;
  readonly absentMember: AbsentMemberRule;
  readonly extras: ExtrasRule;
  readonly deals: boolean;
}

export const DEFAULT_HOUSE_RULES: HouseRules = {
  partnerMandatoryFrom: 0,
  maxPlayers: 0,
  initialCubes: 'free',
  threeHandedBoth: false,
  answerOrder: 'any',
  boxKeeping: 'boxVsCaptain',
  absentMember: 'proxy',
  extras: 'none',
  deals: false,
};

/**
 * A table's house rules as they stand: a table opened before house rules existed (its options without
 * `house`, or with some rules missing) plays by the defaults.
 */
export function houseRulesOf(options: { readonly house?: Partial<HouseRules> }): HouseRules {
  return { ...DEFAULT_HOUSE_RULES, ...options.house };
}

/**
 * Two published sets, for a table to start from (with the `partnerThreshold` option they go with):
 * FIBS (Kit Woolsey's regulations): partner mandatory from 6, at most 10 players.
 * Los Angeles: partner optional from 6, mandatory from 7, a 7-handed table splits when an 8th arrives; the
 * box doubled by everyone takes at least half and the captain's (3-handed: both or neither); extras are
 * mandatory for a lone taker; the box must win and break even (double stand-up).
 */
export const HOUSE_RULE_PRESETS = {
  fibs: {
    partnerThreshold: 6,
    house: { ...DEFAULT_HOUSE_RULES, partnerMandatoryFrom: 6, maxPlayers: 10 },
  },
  la: {
    partnerThreshold: 6,
    consultation: 'none',
    house: {
      ...DEFAULT_HOUSE_RULES,
      partnerMandatoryFrom: 7,
      maxPlayers: 7,
      initialCubes: 'halfAndCaptain',
      threeHandedBoth: true,
      boxKeeping: 'doubleStandUp',
      extras: 'mandatory',
      deals: true,
    },
  },
} as const;

/** The largest table the library seats (a box, a partner and a team of 18). */
export const MAX_TABLE_SIZE = 20;

const INITIAL: readonly InitialCubesRule[] = ['free', 'half', 'halfAndCaptain'];
const ORDER: readonly AnswerOrderRule[] = ['any', 'team', 'fromEnd'];
const KEEPING: readonly BoxKeepingRule[] = ['boxVsCaptain', 'breakEven', 'doubleStandUp'];
const ABSENT: readonly AbsentMemberRule[] = ['proxy', 'followCaptain'];
const EXTRAS: readonly ExtrasRule[] = ['none', 'optional', 'mandatory'];

const bad = (field: string, why: string): ChouetteResult<never> =>
  err('INVALID_HOUSE_RULES', `${field}: ${why}`);

/** 0 (off) or a whole number of players from 3 to MAX_TABLE_SIZE. */
const isTableCount = (n: unknown): boolean =>
  n === 0 || (typeof n === 'number' && Number.isInteger(n) && n >= 3 && n <= MAX_TABLE_SIZE);

/**
 * Validates and normalises house rules (defaults for what is missing). `partnerThreshold` is the session's
 * option (players from which a partner may be called): a mandatory partner needs it at or below.
 */
export function checkHouseRules(partial: unknown, partnerThreshold: number): ChouetteResult<HouseRules> {
  if (partial === undefined) return ok(DEFAULT_HOUSE_RULES);
  if (typeof partial !== 'object' || partial === null || Array.isArray(partial)) {
    return bad('house', 'house rules are an object');
  }
  const h = { ...DEFAULT_HOUSE_RULES, ...(partial as Partial<HouseRules>) };
  if (!isTableCount(h.partnerMandatoryFrom)) {
    return bad('partnerMandatoryFrom', `0 (never) or a number of players from 3 to ${MAX_TABLE_SIZE}`);
  }
  if (h.partnerMandatoryFrom > 0 && (partnerThreshold === 0 || partnerThreshold > h.partnerMandatoryFrom)) {
    return bad(
      'partnerMandatoryFrom',
      'a mandatory partner must be allowed (partnerThreshold at or below it)',
    );
  }
  if (!isTableCount(h.maxPlayers)) {
    return bad('maxPlayers', `0 (no limit) or a number of players from 3 to ${MAX_TABLE_SIZE}`);
  }
  if (h.maxPlayers > 0 && h.partnerMandatoryFrom > h.maxPlayers) {
    return bad('partnerMandatoryFrom', 'at most the table maximum');
  }
  if (!INITIAL.includes(h.initialCubes)) return bad('initialCubes', `one of ${INITIAL.join(', ')}`);
  if (typeof h.threeHandedBoth !== 'boolean') return bad('threeHandedBoth', 'true or false');
  if (!ORDER.includes(h.answerOrder)) return bad('answerOrder', `one of ${ORDER.join(', ')}`);
  if (!KEEPING.includes(h.boxKeeping)) return bad('boxKeeping', `one of ${KEEPING.join(', ')}`);
  if (!ABSENT.includes(h.absentMember)) return bad('absentMember', `one of ${ABSENT.join(', ')}`);
  if (!EXTRAS.includes(h.extras)) return bad('extras', `one of ${EXTRAS.join(', ')}`);
  if (typeof h.deals !== 'boolean') return bad('deals', 'true or false');
  return ok({
    partnerMandatoryFrom: h.partnerMandatoryFrom,
    maxPlayers: h.maxPlayers,
    initialCubes: h.initialCubes,
    threeHandedBoth: h.threeHandedBoth,
    answerOrder: h.answerOrder,
    boxKeeping: h.boxKeeping,
    absentMember: h.absentMember,
    extras: h.extras,
    deals: h.deals,
  });
}
