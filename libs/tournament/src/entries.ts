/**
 * Late entries after the draw (issue 41, part 2): a player who arrives once the tournament has started is
 * placed as the lowest seed wherever the format still allows it, and nothing already played changes.
 *
 * - Swiss: he joins from the next round paired, with 0 points and no bye; the rounds he missed count as
 *   nothing (neither a loss nor a bye). Refused once every round is paired.
 * - Single elimination: he is seed n + 1, so he takes the line of seed n + 1 of the draw, which is a bye
 *   line (seeds beyond the field are byes); the top seed who had that bye now plays him instead. The
 *   bracket is rebuilt with the same options and every recorded result is kept; refused when the bracket
 *   is full (n = its size) or when a recorded result would no longer fit its players (the bye-holder has
 *   played on, or a feeder flight's lines moved and one of them has a result).
 * - Round robin: snake seeding deals him to one group as its last seed; the group's schedule is drawn again
 *   with him in it, so this is refused once that group has a result. Other groups are unchanged.
 * Bad input changes nothing: the tournament given is returned untouched inside an error.
 */
import { type Bracket, type BracketOptions, createBracket, resolveBracket } from './bracket';
import { snakeGroups } from './groups';
import { type RoundRobinTournament, createRoundRobin } from './round-robin';
import type { SwissTournament } from './swiss';
import { type PlayerId, type Result, err, ok } from './types';
import { type Withdrawals, reapplyNoShows } from './withdrawal';

const badId = (player: PlayerId): boolean => typeof player !== 'string' || player.trim() === '';

/** A late entrant in a Swiss: the lowest seed, paired from the next round on with 0 points. */
export function enterSwissLate(t: SwissTournament, player: PlayerId): Result<SwissTournament> {
  if (badId(player)) return err('INVALID_OPTIONS', 'a player id is needed');
  if (t.seeds.includes(player)) return err('DUPLICATE_PLAYER', `${player} is already entered`);
  if (t.rounds.length >= t.roundCount) {
    return err('ENTRY_CLOSED', `all ${t.roundCount} rounds are paired: no round is left to join`);
  }
  return ok({ ...t, seeds: [...t.seeds, player] });
}

/** The options a bracket was created with, read back from its flights. */
export function bracketOptions(b: Bracket): BracketOptions {
  const flight = (name: 'consolation' | 'lastChance') => {
    const f = b.flights.find((x) => x.name === name);
    return f ? { losersBeforeRound: f.losersBeforeRound ?? 2, matchLengths: f.matchLengths } : undefined;
  };
  const main = b.flights.find((f) => f.name === 'main');
  return {
    matchLengths: main?.matchLengths ?? [1],
    crawford: b.crawford,
    consolation: flight('consolation'),
    lastChance: flight('lastChance'),
  };
}

/** Finished matches as "id: winner>loser", to compare two brackets' recorded play. */
const finished = (b: Bracket): Map<string, string> =>
  new Map(
    resolveBracket(b)
      .filter((v) => v.status === 'finished')
      .map((v) => [v.match.id, `${v.match.result?.winner}>${v.match.result?.loser}`]),
  );

/** A late entrant in a single elimination: seed n + 1, on the bye line of that seed. */
export function enterBracketLate<T extends Bracket & Withdrawals>(b: T, player: PlayerId): Result<T> {
  if (badId(player)) return err('INVALID_OPTIONS', 'a player id is needed');
  if (b.seeds.includes(player)) return err('DUPLICATE_PLAYER', `${player} is already entered`);
  if (b.seeds.length >= b.size) {
    return err('BRACKET_FULL', `all ${b.size} lines are taken: no bye line is left for a late entry`);
  }
  const rebuilt = createBracket([...b.seeds, player], bracketOptions(b));
  if (!rebuilt.ok) return rebuilt;
  // A void no-show match must still stand where it stood, else the rebuilt draw would void another match.
  const lines = new Map(rebuilt.value.matches.map((m) => [m.id, JSON.stringify(m.slots)]));
  const moved = b.noShows?.find((n) => lines.get(n.match) !== JSON.stringify(n.slots));
  if (moved)
    return err('ENTRY_CLOSED', `${moved.match} was a double no-show in lines a late entry would move`);
  const results = new Map(b.matches.map((m) => [m.id, m.result]));
  const carried: T = reapplyNoShows({
    ...b,
    ...rebuilt.value,
    matches: rebuilt.value.matches.map((m) => ({ ...m, result: results.get(m.id) ?? null })),
  });
  const before = finished(b);
  const after = finished(carried);
  for (const [id, line] of before) {
    if (after.get(id) !== line) {
      return err('ENTRY_CLOSED', `${id} has a result that a late entry would change: too late to enter`);
    }
  }
  return ok(carried);
}

/** A late entrant in a round robin: the last seed, dealt to a group that has no result yet. */
export function enterRoundRobinLate(t: RoundRobinTournament, player: PlayerId): Result<RoundRobinTournament> {
  if (badId(player)) return err('INVALID_OPTIONS', 'a player id is needed');
  if (t.seeds.includes(player)) return err('DUPLICATE_PLAYER', `${player} is already entered`);
  const seeds = [...t.seeds, player];
  const count = t.groups.length;
  const group = snakeGroups(seeds, count).findIndex((g) => g.includes(player)) + 1;
  if (t.matches.some((m) => m.group === group && m.result !== null)) {
    return err('ENTRY_CLOSED', `group ${group} has results already: its schedule cannot take a new player`);
  }
  const rebuilt = createRoundRobin(seeds, {
    groups: count,
    matchLengths: t.matchLengths,
    crawford: t.crawford,
  });
  if (!rebuilt.ok) return rebuilt;
  const old = new Map(t.matches.map((m) => [m.id, m]));
  return ok({
    ...t,
    ...rebuilt.value,
    // Other groups are drawn exactly as before (same players, same schedule): their results stay.
    matches: rebuilt.value.matches.map((m) => {
      const was = old.get(m.id);
      const same = was && was.players[0] === m.players[0] && was.players[1] === m.players[1];
      return same ? { ...m, result: was.result } : m;
    }),
  });
}
