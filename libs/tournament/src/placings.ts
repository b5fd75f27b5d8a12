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

/** A place during play: final once the player is out (or has won), else the range still open to him. */
export interface LivePlacing extends Placing {
  /** The place cannot change any more: the player lost in this flight, or won it. */
  readonly decided: boolean;
}

/**
 * The placings known so far in a flight, while it is played: a player who lost in round r has the place of
 * round r's losers at once (the two semi-final losers of a four-player knockout are "3-4" before the final
 * is played), and a player still in has the range from 1 to the place of the round he plays now ("1-2" for
 * both finalists). The number of losers of each round is known from the draw: every match of the round that
 * is not a bye (a line that can never hold a player is known when the bracket is built). Players not yet in
 * the flight (a feeder flight's future entrants) are not listed. When the flight is over this equals
 * bracketPlacings. Best first: by place, then by the end of the range, then by seed.
 */
export function liveBracketPlacings(bracket: Bracket, flight: FlightName): Result<LivePlacing[]> {
  if (!bracket.flights.some((f) => f.name === flight)) return err('UNKNOWN_FLIGHT', `no ${flight} flight`);
  const views = resolveBracket(bracket).filter((v) => v.match.flight === flight);
  const last = views.reduce((max, v) => Math.max(max, v.match.round), 0);
  // Losers per round: a match with an empty line (a bye, now or once its other line is known) has none.
  const losers = new Map<number, number>();
  for (const v of views) {
    const hasLoser = !v.slots.some((s) => s.state === 'empty');
    if (hasLoser) losers.set(v.match.round, (losers.get(v.match.round) ?? 0) + 1);
  }
  /** The place range of round r's losers: after the winner and everyone who loses later. */
  const rangeOf = (round: number): [number, number] => {
    let better = 1;
    for (let r = round + 1; r <= last; r++) better += losers.get(r) ?? 0;
    return [better + 1, better + (losers.get(round) ?? 0)];
  };
  const lostIn = new Map<PlayerId, number>();
  const current = new Map<PlayerId, number>();
  let champion: PlayerId | null = null;
  for (const v of views) {
    for (const s of v.slots) if (s.state === 'player') current.set(s.player, v.match.round);
    if (v.status === 'finished' && v.loser.state === 'player') lostIn.set(v.loser.player, v.match.round);
    if (v.match.round === last && v.winner.state === 'player') champion = v.winner.player;
  }
  const seed = new Map(bracket.seeds.map((p, i) => [p, i]));
  const placings: LivePlacing[] = [...current.keys()].map((p) => {
    const round = lostIn.get(p);
    if (round !== undefined) {
      const [place, placeTo] = rangeOf(round);
      return { player: p, place, placeTo, lostInRound: round, decided: true };
    }
    if (p === champion) return { player: p, place: 1, placeTo: 1, lostInRound: null, decided: true };
    return {
      player: p,
      place: 1,
      placeTo: rangeOf(current.get(p) as number)[1],
      lostInRound: null,
      decided: false,
    };
  });
  return ok(
    placings.sort(
      (a, b) =>
        a.place - b.place ||
        a.placeTo - b.placeTo ||
        (seed.get(a.player) as number) - (seed.get(b.player) as number),
    ),
  );
}
