/**
 * What each panel of the club's big screen shows (wall.tsx): the pairings to play and the matches live now,
 * in play order, and the latest results in the order they were played, newest first. Pure, so the order is
 * tested without a page.
 */
import type { DrawMatch } from './load';

/** How many results the live panel has room for. */
const LATEST = 6;

type Finished = Pick<DrawMatch, 'state' | 'finishedAt'>;

/**
 * The last finished matches, newest first by when each finished (a later round's match may finish before an
 * earlier round's other match). One without a time comes after those with one, later in the draw first.
 */
export function latestResults<M extends Finished>(matches: readonly M[], count = LATEST): M[] {
  const at = (m: M) => (m.finishedAt ? Date.parse(m.finishedAt) : Number.NEGATIVE_INFINITY);
  return matches
    .map((match, order) => ({ match, order }))
    .filter(({ match }) => match.state === 'FINISHED')
    .sort((a, b) => at(b.match) - at(a.match) || b.order - a.order)
    .slice(0, count)
    .map(({ match }) => match);
}

/** The matches each panel shows. */
export function wallMatches(matches: readonly DrawMatch[]) {
  const ready = matches.filter((m) => m.state === 'READY');
  return {
    toPlay: ready.filter((m) => m.matchStatus !== 'ACTIVE'),
    live: ready.filter((m) => m.matchStatus === 'ACTIVE'),
    results: latestResults(matches),
  };
}
