/**
 * Final placings of a single-elimination flight: 1, 2, 3-4, 5-8, ...
 *
 * A player's place depends only on the round in which he lost in that flight: the winner is 1st, the loser
 * of the last round 2nd, and players who lost in the same round share the range after everyone who went
 * further (the two semi-final losers are both "3-4"). Ranges use the real number of players, so in an
 * 11-player bracket the three first-round losers are "9-11". Byes are not players and take no place.
 * Within a shared place players are listed by seed.
 */
import { type Bracket, type FlightName, resolveBracket } from './bracket';
import { type PlayerId, type Result, err, ok } from './types';

export interface Placing {
  readonly player: PlayerId;
  /** First place of the shared range (3 for "3-4"). */
  readonly place: number;
  /** Last place of the shared range (4 for "3-4"; equal to place when not shared). */
  readonly placeTo: number;
  /** The flight round the player lost in; null for the winner. */
  readonly lostInRound: number | null;
}

/** "1", "2", "3-4", "9-11". */
export const placeLabel = (p: Placing): string =>
  p.place === p.placeTo ? `${p.place}` : `${p.place}-${p.placeTo}`;

/** Placings of a finished flight, best first. */
export function bracketPlacings(bracket: Bracket, flight: FlightName): Result<Placing[]> {
  if (!bracket.flights.some((f) => f.name === flight)) return err('UNKNOWN_FLIGHT', `no ${flight} flight`);
  const views = resolveBracket(bracket).filter((v) => v.match.flight === flight);
  if (views.some((v) => v.status === 'waiting' || v.status === 'ready')) {
    return err('FLIGHT_NOT_FINISHED', `the ${flight} flight still has matches to play`);
  }
  const lostIn = new Map<PlayerId, number | null>();
  for (const v of views) {
    for (const s of v.slots) if (s.state === 'player' && !lostIn.has(s.player)) lostIn.set(s.player, null);
    if (v.loser.state === 'player') lostIn.set(v.loser.player, v.match.round);
  }
  const seed = new Map(bracket.seeds.map((p, i) => [p, i]));
  // The winner sorts above every round; later rounds above earlier ones.
  const top = views.reduce((max, v) => Math.max(max, v.match.round), 0) + 1;
  const depth = (p: PlayerId): number => lostIn.get(p) ?? top;
  const players = [...lostIn.keys()].sort(
    (a, b) => depth(b) - depth(a) || (seed.get(a) as number) - (seed.get(b) as number),
  );
  return ok(
    players.map((p) => {
      const better = players.filter((q) => depth(q) > depth(p)).length;
      const same = players.filter((q) => depth(q) === depth(p)).length;
      return { player: p, place: better + 1, placeTo: better + same, lostInRound: lostIn.get(p) ?? null };
    }),
  );
}
