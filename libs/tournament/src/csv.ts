/**
 * CSV export (RFC 4180): fields separated by commas, records by CRLF; a field containing a comma, a double
 * quote, CR or LF is enclosed in double quotes, and a double quote inside it is doubled. The first record is
 * a header. Players are written by name when a name is given, else by id.
 */
import { type Bracket, type Slot, resolveBracket } from './bracket';
import { type Placing, placeLabel } from './placings';
import type { RoundRobinStanding } from './round-robin-standings';
import type { SwissStanding } from './swiss-standings';
import type { PlayerId } from './types';

export type PlayerNames = Readonly<Record<PlayerId, string>>;

/**
 * One field, quoted when needed. Text that a spreadsheet would run as a formula (starting with =, +, -, @,
 * a tab or CR: a display name like "=HYPERLINK(...)") gets a leading apostrophe, so it opens as text.
 * Numbers are written as they are (a negative point difference stays a number).
 */
export function csvField(value: string | number): string {
  const s = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Records to CSV text, every record ended by CRLF. */
export const toCsv = (records: readonly (readonly (string | number)[])[]): string =>
  records.map((r) => r.map(csvField).join(',') + '\r\n').join('');

const nameOf = (names: PlayerNames | undefined, id: PlayerId): string =>
  names && Object.prototype.hasOwnProperty.call(names, id) ? names[id] : id;

/**
 * Every match of a bracket, in play order: flight, round, match, length, both lines, winner, outcome
 * (played, walkover, retirement, bye, or empty while undecided) and score.
 */
export function bracketCsv(bracket: Bracket, names?: PlayerNames): string {
  const line = (s: Slot): string =>
    s.state === 'player' ? nameOf(names, s.player) : s.state === 'empty' ? 'bye' : '';
  const records: (string | number)[][] = [
    ['Flight', 'Round', 'Match', 'Length', 'Player 1', 'Player 2', 'Winner', 'Outcome', 'Score'],
  ];
  for (const v of resolveBracket(bracket)) {
    const r = v.status === 'finished' ? v.match.result : null;
    const outcome = v.status === 'bye' ? 'bye' : (r?.kind ?? '');
    const winner = v.status === 'finished' || v.status === 'bye' ? line(v.winner) : '';
    const score = r !== null && r.score !== null ? `${r.score[0]}-${r.score[1]}` : '';
    records.push([
      v.match.flight,
      v.match.round,
      v.match.number,
      v.match.length,
      line(v.slots[0]),
      line(v.slots[1]),
      winner,
      outcome,
      score,
    ]);
  }
  return toCsv(records);
}

/** Placings of a flight: place (e.g. "3-4") and player. */
export function placingsCsv(placings: readonly Placing[], names?: PlayerNames): string {
  return toCsv([['Place', 'Player'], ...placings.map((p) => [placeLabel(p), nameOf(names, p.player)])]);
}

export function swissStandingsCsv(standings: readonly SwissStanding[], names?: PlayerNames): string {
  return toCsv([
    ['Rank', 'Player', 'Seed', 'Score', 'Wins', 'Losses', 'Byes', 'Buchholz', 'Median Buchholz'],
    ...standings.map((s) => [
      s.rank,
      nameOf(names, s.player),
      s.seed,
      s.score,
      s.wins,
      s.losses,
      s.byes,
      s.buchholz,
      s.medianBuchholz,
    ]),
  ]);
}

export function roundRobinStandingsCsv(
  standings: readonly RoundRobinStanding[],
  names?: PlayerNames,
): string {
  return toCsv([
    [
      'Rank',
      'Player',
      'Seed',
      'Played',
      'Wins',
      'Losses',
      'Points for',
      'Points against',
      'Point difference',
    ],
    ...standings.map((s) => [
      s.rank,
      nameOf(names, s.player),
      s.seed,
      s.played,
      s.wins,
      s.losses,
      s.pointsFor,
      s.pointsAgainst,
      s.pointDifference,
    ]),
  ]);
}
