import type { LoadedTournament } from './load';
import { entryStatus, mayConfirm, mayDispute, swissProgress, tournamentOverview } from './overview';

type Data = Parameters<typeof tournamentOverview>[0];
type Match = LoadedTournament['tournamentMatches'][number];
type Entry = LoadedTournament['tournamentEntries'][number];
type Report = LoadedTournament['tournamentResultReports'][number];

const user = (id: string) => ({ id, displayName: id.toUpperCase() });
const entry = (id: string, over: Partial<Entry> = {}): Entry =>
  ({
    seed: null,
    registeredAt: '2026-01-01T00:00:00Z',
    checkedInAt: null,
    withdrawnAt: null,
    player: user(id),
    ...over,
  }) as Entry;
const match = (slot: string, a: string | null, b: string | null, over: Partial<Match> = {}): Match =>
  ({
    slot,
    matchId: null,
    flight: null,
    round: 1,
    length: 5,
    state: 'READY',
    matchStatus: null,
    player1: a ? user(a) : null,
    player2: b ? user(b) : null,
    winner: null,
    ...over,
  }) as Match;
const report = (id: string, slot: string, by: string, status: Report['status'] = 'PENDING'): Report =>
  ({ id, slot, matchId: `m-${slot}`, reportedById: by, status, outcome: 'PLAYED', winnerId: by }) as Report;

const data = (over: Partial<Data> = {}, tournament: Partial<Data['tournament']> = {}): Data =>
  ({
    tournament: {
      id: 't',
      status: 'IN_PROGRESS',
      format: 'SWISS',
      rounds: 3,
      roundsPaired: 1,
      maxPlayers: null,
      registrationOpensAt: null,
      registrationClosesAt: null,
      ...tournament,
    },
    tournamentEntries: [
      entry('me', { checkedInAt: '2026-01-02T00:00:00Z', seed: 2 }),
      entry('ana', { checkedInAt: '2026-01-02T00:00:00Z', seed: 1 }),
      entry('bea'),
      entry('gone', { withdrawnAt: '2026-01-03T00:00:00Z' }),
    ],
    tournamentMatches: [
      match('R1-1', 'ana', 'me'),
      match('R1-2', 'bea', 'cid'),
      match('R1-3', 'dan', 'eva', { state: 'FINISHED' }),
    ],
    tournamentResultReports: [],
    director: false,
    meId: 'me',
    ...over,
  }) as Data;

const now = new Date('2026-06-01T12:00:00Z');

describe('tournamentOverview', () => {
  it("lists the viewer's ready matches with the opponent", () => {
    const o = tournamentOverview(data(), now);
    expect(o.myMatches.map((m) => [m.match.slot, m.opponent?.id])).toEqual([['R1-1', 'ana']]);
    expect(o.ready?.map((m) => m.slot)).toEqual(['R1-1', 'R1-2']);
  });

  it('counts the entries still in and the checked-in players to seed', () => {
    const o = tournamentOverview(data(), now);
    expect(o.active.map((e) => e.player.id)).toEqual(['me', 'ana', 'bea']);
    expect(o.checkedIn).toBe(2);
    expect(o.toSeed).toEqual([
      { id: 'me', name: 'ME', seed: 2 },
      { id: 'ana', name: 'ANA', seed: 1 },
    ]);
    expect(o.mine?.player.id).toBe('me');
    expect(tournamentOverview(data({ meId: 'gone' }), now).mine).toBeUndefined();
  });

  it("offers a player the opponent's open report of their match; a director every other open one", () => {
    const reports = [
      report('r1', 'R1-1', 'ana'),
      report('r2', 'R1-1', 'me'),
      report('r3', 'R1-2', 'bea'),
      report('r4', 'R1-2', 'cid', 'DISPUTED'),
      report('r5', 'R1-1', 'ana', 'CONFIRMED'),
    ];
    const player = tournamentOverview(data({ tournamentResultReports: reports }), now);
    expect(player.reports.map((r) => [r.report.id, r.mayDispute])).toEqual([['r1', true]]);
    // The director plays R1-1: his own report r2 waits for Ana (or another director), not for him.
    const director = tournamentOverview(data({ tournamentResultReports: reports, director: true }), now);
    expect(director.reports.map((r) => [r.report.id, r.mayDispute])).toEqual([
      ['r1', true],
      ['r3', false],
      ['r4', false],
    ]);
  });

  it('says why registration is refused, as the API would', () => {
    const open = data({}, { status: 'REGISTRATION' });
    expect(tournamentOverview(open, now)).toMatchObject({ registration: true, refusal: null, ready: null });
    const later = data({}, { status: 'REGISTRATION', registrationOpensAt: '2026-07-01T00:00:00Z' });
    expect(tournamentOverview(later, now).refusal).toBe('NOT_OPEN');
    const over = data({}, { status: 'REGISTRATION', registrationClosesAt: '2026-05-01T00:00:00Z' });
    expect(tournamentOverview(over, now).refusal).toBe('CLOSED');
    const full = data({}, { status: 'REGISTRATION', maxPlayers: 3 });
    expect(tournamentOverview(full, now).refusal).toBe('FULL');
  });

  it('shows no ready matches before the draw', () => {
    expect(tournamentOverview(data({ tournamentMatches: [] }), now).ready).toBeNull();
    expect(tournamentOverview(data({}, { status: 'REGISTRATION' }), now).ready).toBeNull();
  });
});

describe('swissProgress', () => {
  it('waits for the last round to finish before pairing the next, until all rounds are paired', () => {
    const matches = [
      { round: 1, state: 'FINISHED' },
      { round: 2, state: 'READY' },
      { round: 2, state: 'FINISHED' },
    ] as Match[];
    expect(swissProgress({ rounds: 3, roundsPaired: 2 }, matches)).toEqual({
      lastRound: 2,
      unfinished: 1,
      toPair: true,
    });
    expect(swissProgress({ rounds: 2, roundsPaired: 2 }, matches).toPair).toBe(false);
    expect(swissProgress({ rounds: null, roundsPaired: null }, [])).toEqual({
      lastRound: 0,
      unfinished: 0,
      toPair: false,
    });
  });
});

describe('entries and reports', () => {
  it("names an entry's state", () => {
    expect(entryStatus({ withdrawnAt: 'x', checkedInAt: 'y' })).toBe('withdrawn');
    expect(entryStatus({ withdrawnAt: null, checkedInAt: 'y' })).toBe('in');
    expect(entryStatus({ withdrawnAt: null, checkedInAt: null })).toBe('registered');
  });

  it('lets the opponent, or a director who does not play, confirm a report; never its reporter', () => {
    const matches = [match('R1-1', 'ana', 'me')];
    expect(mayConfirm(report('r', 'R1-1', 'ana'), matches, 'me', false)).toBe(true);
    expect(mayConfirm(report('r', 'R1-1', 'ana', 'DISPUTED'), matches, 'me', false)).toBe(false);
    expect(mayConfirm(report('r', 'R1-1', 'ana'), matches, 'bea', false)).toBe(false);
    // A director who plays: his own report is not his to confirm, nor a disputed one of his match.
    expect(mayConfirm(report('r', 'R1-1', 'me'), matches, 'me', true)).toBe(false);
    expect(mayConfirm(report('r', 'R1-1', 'ana', 'DISPUTED'), matches, 'me', true)).toBe(false);
    expect(mayConfirm(report('r', 'R1-1', 'ana'), matches, 'me', true)).toBe(true);
    // A director who does not play confirms or decides any open report, never a settled one.
    expect(mayConfirm(report('r', 'R1-1', 'me'), matches, 'bea', true)).toBe(true);
    expect(mayConfirm(report('r', 'R1-1', 'me', 'DISPUTED'), matches, 'bea', true)).toBe(true);
    expect(mayConfirm(report('r', 'R1-1', 'me', 'CONFIRMED'), matches, 'bea', true)).toBe(false);
  });

  it('lets only the other player of the match dispute a pending report', () => {
    const matches = [match('R1-1', 'ana', 'me')];
    expect(mayDispute(report('r', 'R1-1', 'ana'), matches, 'me')).toBe(true);
    expect(mayDispute(report('r', 'R1-1', 'me'), matches, 'me')).toBe(false);
    expect(mayDispute(report('r', 'R1-1', 'ana', 'DISPUTED'), matches, 'me')).toBe(false);
    expect(mayDispute(report('r', 'R1-1', 'ana'), matches, 'bea')).toBe(false);
  });
});
