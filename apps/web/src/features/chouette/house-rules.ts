/**
 * A chouette table's house rules as the table page lists them (issue 42), pure: each rule as a message key
 * and its values, in the order groups discuss them, and whether the table plays the seed's defaults.
 */
import type { ChouetteView } from './view';

export type HouseRulesView = ChouetteView['options']['house'];
export type HouseLine = readonly [key: string, values?: Record<string, string | number>];

export const DEFAULT_HOUSE: HouseRulesView = {
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

/** Every rule, one line each (messages chouette.house.*). */
export function houseLines(h: HouseRulesView): HouseLine[] {
  return [
    h.partnerMandatoryFrom > 0
      ? ['partnerMandatory', { count: h.partnerMandatoryFrom }]
      : ['partnerOptional'],
    h.maxPlayers > 0 ? ['maxPlayers', { count: h.maxPlayers }] : ['noMaxPlayers'],
    [`initialCubes.${h.initialCubes}`],
    ...(h.threeHandedBoth ? [['threeHandedBoth'] as HouseLine] : []),
    [`answerOrder.${h.answerOrder}`],
    [`boxKeeping.${h.boxKeeping}`],
    [`absentMember.${h.absentMember}`],
    [`extras.${h.extras}`],
    [h.deals ? 'deals' : 'noDeals'],
  ];
}

/** Whether the table plays by the defaults (the seed's rules): the page says so in one line. */
export const isDefaultHouse = (h: HouseRulesView): boolean =>
  (Object.keys(DEFAULT_HOUSE) as (keyof HouseRulesView)[]).every((k) => h[k] === DEFAULT_HOUSE[k]);

/**
 * The published sets the open-table form offers (the house part of libs/chouette's HOUSE_RULE_PRESETS; the
 * API checks them like any other rules): FIBS (Kit Woolsey's regulations) and Los Angeles.
 */
export const HOUSE_PRESETS = {
  none: null,
  fibs: { partnerMandatoryFrom: 6, maxPlayers: 10 },
  la: {
    partnerMandatoryFrom: 7,
    maxPlayers: 7,
    initialCubes: 'halfAndCaptain',
    threeHandedBoth: true,
    boxKeeping: 'doubleStandUp',
    extras: 'mandatory',
    deals: true,
  },
} as const satisfies Record<string, Partial<HouseRulesView> | null>;
export type HousePreset = keyof typeof HOUSE_PRESETS;
export const isHousePreset = (p: string): p is HousePreset => Object.hasOwn(HOUSE_PRESETS, p);
