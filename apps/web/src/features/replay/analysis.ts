/**
 * The computer's analysis of a match as the replay shows it: the MatchAnalysis JSON of @gamao/bot (stored by
 * the API as it came out; only its types are imported, and the PR bands from `@gamao/bot/grading`, a file
 * without imports: the bot itself stays out of the site's bundle), read defensively, and the small view
 * functions the panels need (the decision of a step, the graph's geometry, a PR's band). Nothing here judges
 * a play: the figures are the analysis's own.
 */
import type { Decision, GraphPoint, Mark, MatchAnalysis } from '@gamao/bot';
import { PR_BANDS, type PrBand, prBand } from '@gamao/bot/grading';

export type {
  Decision,
  DecisionCandidate as Candidate,
  DiceStatistics,
  GraphPoint,
  Mark,
  MatchAnalysis,
  PlayerSummary,
} from '@gamao/bot';

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** The analysis JSON, or null when it is missing or not an analysis this site can read. */
export function parseAnalysis(json: string | null | undefined): MatchAnalysis | null {
  if (!json) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (
    !isRecord(data) ||
    !Array.isArray(data.decisions) ||
    !Array.isArray(data.players) ||
    data.players.length !== 2 ||
    !Array.isArray(data.graph)
  )
    return null;
  return data as unknown as MatchAnalysis;
}

/** The decision judged at a step (the position before action `step`), if the analysis has one. */
export function decisionAt(analysis: MatchAnalysis | null, step: number): Decision | null {
  return analysis?.decisions.find((d) => d.actionIndex === step) ?? null;
}

/** Decisions by action index, for the move list's marks. */
export function decisionsByAction(analysis: MatchAnalysis | null): Map<number, Decision> {
  return new Map((analysis?.decisions ?? []).map((d) => [d.actionIndex, d]));
}

/** The key of an analysis's state in a list (replay.leaderboard.status): one done by an earlier version says so. */
export const analysisStateKey = (a: { status: string; outdated: boolean }): string =>
  a.outdated ? 'OUTDATED' : a.status;

/** The marks worth showing, mildest first. */
export const MARKS_SHOWN: readonly Exclude<Mark, 'none'>[] = ['doubtful', 'bad', 'veryBad'];

/** The PR bands players know, as the API names them: the one table of @gamao/bot. */
export { type PrBand, prBand };

const BAND_NAMES: readonly string[] = PR_BANDS.map(([band]) => band);
/** A band name from the API, checked (a name this site does not know is worked out from the PR). */
export const bandOr = (band: string | null | undefined, pr: number): PrBand =>
  band && BAND_NAMES.includes(band) ? (band as PrBand) : prBand(pr);

/** The equity graph in an SVG box: one point per decision, x by order, y by value (scaled to the box). */
export interface GraphGeometry {
  readonly points: readonly { x: number; y: number; actionIndex: number; value: number; game: number }[];
  readonly path: string;
  /** The y of the middle line (0 equity, or 50%). */
  readonly midY: number;
  /** x where each game after the first begins. */
  readonly gameStarts: readonly { x: number; game: number }[];
  readonly min: number;
  readonly max: number;
}

/**
 * Places the graph's points. Match play: the winning chance in [0, 1]; money: the equity, in a symmetric
 * range around 0 at least ±1.
 */
export function graphGeometry(
  graph: readonly GraphPoint[],
  matchPlay: boolean,
  width: number,
  height: number,
  pad = 6,
): GraphGeometry {
  const extent = matchPlay ? 0 : Math.max(1, ...graph.map((p) => Math.abs(p.value)));
  const [min, max] = matchPlay ? [0, 1] : [-extent, extent];
  const n = graph.length;
  const x = (i: number) => (n <= 1 ? width / 2 : pad + (i * (width - 2 * pad)) / (n - 1));
  const y = (v: number) => pad + ((max - Math.min(max, Math.max(min, v))) * (height - 2 * pad)) / (max - min);
  const points = graph.map((p, i) => ({
    x: x(i),
    y: y(p.value),
    actionIndex: p.actionIndex,
    value: p.value,
    game: p.game,
  }));
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const gameStarts = points
    .filter((p, i) => i > 0 && p.game !== points[i - 1].game)
    .map((p) => ({ x: p.x, game: p.game }));
  return { points, path, midY: y((min + max) / 2), gameStarts, min, max };
}

/** The graph point nearest to a step (the last one at or before it), to mark where the replay is. */
export function graphPointAt(graph: readonly GraphPoint[], step: number): number {
  let found = -1;
  graph.forEach((p, i) => {
    if (p.actionIndex <= step) found = i;
  });
  return found;
}

/** The 21 distinct rolls in the order of @gamao/bot's DISTINCT_ROLLS: 11, 21, 22, 31, 32, 33, ... 66. */
export const DISTINCT_ROLLS: readonly string[] = (() => {
  const out: string[] = [];
  for (let hi = 1; hi <= 6; hi++) for (let lo = 1; lo <= hi; lo++) out.push(`${hi}${lo}`);
  return out;
})();

/** A share as a percentage with one decimal. */
export const percent = (x: number, locale: string): string =>
  new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(x);

/** A figure with a fixed number of decimals in the visitor's locale ("0,123"). */
export const fixed = (x: number, digits: number, locale: string): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(x);

/** An equity with its sign ("+0,123", "−0,045"). */
export const signed = (x: number, locale: string): string =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
    signDisplay: 'exceptZero',
  }).format(x);
