import { createBracket, createRoundRobin, createSwiss, pairNextSwissRound } from '@gamao/tournament';
import type {
  Tournament as TournamentRow,
  TournamentResultReport as ReportRow,
} from '../generated/prisma/client';
import { decodeReport } from './tournament-report.store';
import { decodeTournament } from './tournament.store';

/** The value of a library result (the test fails on a refusal). */
function value<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const row = (state: unknown) => ({ id: 't1', state }) as unknown as TournamentRow;
const reportRow = (report: unknown) => ({ id: 'r1', report }) as unknown as ReportRow;

describe('the stored draw document, checked at the boundary', () => {
  const seeds = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  const docs = {
    bracket: value(createBracket(seeds, { matchLengths: [3], consolation: {} })),
    swiss: value(pairNextSwissRound(value(createSwiss(seeds, { rounds: 3, matchLengths: [3] })))),
    roundRobin: value(createRoundRobin(seeds, { groups: 1, matchLengths: [3] })),
  };

  it.each(Object.entries(docs))('a %s document is returned as stored', (_format, doc) => {
    const stored = JSON.parse(JSON.stringify(doc));
    expect(decodeTournament(row(stored)).state).toBe(stored);
  });

  it('no document before the draw', () => {
    expect(decodeTournament(row(null)).state).toBeNull();
  });

  it('refuses what is not a tournament document', () => {
    expect(() => decodeTournament(row({ format: 'knockout', seeds: [] }))).toThrow(
      /not a tournament document/,
    );
    const { seeds: _seeds, ...noSeeds } = docs.swiss;
    expect(() => decodeTournament(row(noSeeds))).toThrow(/t1/);
    expect(() => decodeTournament(row({ ...docs.roundRobin, matches: 'none' }))).toThrow();
    expect(() => decodeTournament(row([1, 2]))).toThrow();
  });
});

describe('a stored result report, checked at the boundary', () => {
  it('the three kinds of report, as stored', () => {
    for (const report of [
      { kind: 'played', winner: 'a', score: [5, 2] },
      { kind: 'played', winner: 'a' },
      { kind: 'walkover', absent: 'b' },
      { kind: 'retirement', retired: 'b', score: [1, 3] },
    ]) {
      expect(decodeReport(reportRow(report)).report).toBe(report);
    }
  });

  it('refuses anything else', () => {
    expect(() => decodeReport(reportRow({ kind: 'played' }))).toThrow(/r1/);
    expect(() => decodeReport(reportRow({ kind: 'played', winner: 'a', score: [5] }))).toThrow();
    expect(() => decodeReport(reportRow({ kind: 'forfeit', absent: 'b' }))).toThrow();
    expect(() => decodeReport(reportRow(null))).toThrow();
  });
});
