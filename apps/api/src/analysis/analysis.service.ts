import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ANALYSIS_VERSION,
  countRolls,
  currentDiceStatistics,
  type DiceCounts,
  diceStatistics,
  mergeDiceCounts,
  prBand,
} from '@gamao/bot';
import { ClubsService } from '../clubs/clubs.service';
import { PrismaService } from '../core/database/prisma.service';
import { DomainError, notFound } from '../core/errors/domain-error';
import { EVENT_BUS, EventBus } from '../core/event-bus';
import { EventQueue } from '../core/event-queue';
import { EventsService, type Tx } from '../core/events/events.service';
import type { AnalysisSubject } from '../generated/prisma/enums';
import { MatchesService } from '../play/matches.service';
import { matchLogOf } from '../play/match-log';
import { AnalysisRunner } from './analysis-runner';
import {
  analysesInFlight,
  analysesOf,
  analysisPlayers,
  analysisResult,
  clubPrRows,
  countOutdated,
  failRun,
  findAnalysis,
  finishRun,
  isOutdated,
  lockClubRedo,
  matchHasPlays,
  nextOutdated,
  prHistory,
  type PrRow,
  queueAnalysis,
  shareAClub,
  startRun,
  type StoredAnalysis,
  tournamentClub,
  tournamentPrRows,
} from './analysis.store';
import {
  type AnalysisPlayerView,
  type DiceStatsView,
  type MatchAnalysisView,
  PrBand,
  type PrHistoryPoint,
  type PrLeaderboardRow,
} from './analysis.model';
import { checkMatchAnalysis } from './match-analysis';
import { type LoadedRecord, MatchRecordsService } from './match-records.service';
import { analysisSubjectOf, parseRecordId, type RecordRef, recordIdOf, recordIdOfSubject } from './record-id';

/** The live topic of a record's analysis: every status change is announced on it (Redis only wakes). */
export const analysisTopic = (recordId: string) => `analysis:${recordId}`;

/** How long an analysis waits for a free worker before its event is looked at again. */
const BUSY_RETRY_MS = 2_000;

/** The most finished matches a player's dice statistics count (the latest ones). */
const DICE_MATCHES = 100;

export const ANALYSIS_RUNNER = Symbol('ANALYSIS_RUNNER');

/**
 * Analysis of match records (docs/domain.md, "Replay and analysis"): queued as a durable event written with the
 * QUEUED row, run by `analyseMatch` of @gamao/bot in a worker thread, stored with a row per player for the
 * leaderboards, and announced live to the record's viewers.
 */
@Injectable()
export class AnalysisService {
  private readonly logger = new Logger('analysis');

  constructor(
    private readonly prisma: PrismaService,
    private readonly events: EventsService,
    private readonly records: MatchRecordsService,
    private readonly clubs: ClubsService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(ANALYSIS_RUNNER) private readonly runner: AnalysisRunner,
    private readonly matches: MatchesService,
  ) {}

  // ---- records ------------------------------------------------------------------------------------

  record(viewerId: string, recordId: string): Promise<LoadedRecord> {
    return this.records.visible(viewerId, recordId);
  }

  async recordsOfPlayer(viewerId: string, userId: string): Promise<LoadedRecord[]> {
    if (userId !== viewerId && !(await shareAClub(this.prisma, userId, viewerId))) return [];
    const records = await this.records.ofPlayer(userId);
    return this.visibleOnly(records, viewerId);
  }

  async recordsOfClub(viewerId: string, clubId: string): Promise<LoadedRecord[]> {
    await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
    return this.records.ofClub(clubId);
  }

  /** The records of a list that the viewer may see (a player's matches in clubs the viewer is not in go). */
  private async visibleOnly(records: LoadedRecord[], viewerId: string): Promise<LoadedRecord[]> {
    const roles = new Map<string, boolean>();
    const visible: LoadedRecord[] = [];
    for (const record of records) {
      if (!roles.has(record.clubId))
        roles.set(record.clubId, (await this.clubs.roleOf(record.clubId, viewerId)) !== null);
      if (record.insiders.includes(viewerId) || roles.get(record.clubId)) visible.push(record);
    }
    return visible;
  }

  async logOf(record: LoadedRecord): Promise<string> {
    return JSON.stringify(await record.log());
  }

  /** The analysis of a record (null: never asked for). */
  async analysisOf(record: LoadedRecord): Promise<MatchAnalysisView | null> {
    const row = await findAnalysis(this.prisma, analysisSubjectOf(record.ref));
    return row ? this.view(row) : null;
  }

  /** The analyses of a list of records, by record id, in one query per kind. */
  async analysesOfRecords(records: readonly LoadedRecord[]): Promise<Map<string, MatchAnalysisView>> {
    const byKind = new Map<AnalysisSubject, string[]>();
    for (const record of records) {
      const subject = analysisSubjectOf(record.ref);
      byKind.set(subject.subjectKind, [...(byKind.get(subject.subjectKind) ?? []), subject.subjectId]);
    }
    const views = new Map<string, MatchAnalysisView>();
    for (const [kind, ids] of byKind) {
      for (const row of (await analysesOf(this.prisma, kind, ids)).values()) {
        const view = this.view(row);
        views.set(view.recordId, view);
      }
    }
    return views;
  }

  view(row: StoredAnalysis): MatchAnalysisView {
    return {
      id: row.id,
      recordId: recordIdOfSubject(row.subjectKind, row.subjectId),
      status: row.status,
      version: row.version,
      outdated: isOutdated(row, ANALYSIS_VERSION),
      depth: row.depth,
      requestedAt: row.requestedAt,
      startedAt: row.startedAt,
      finishedAt: row.finishedAt,
      error: row.error,
    };
  }

  /**
   * The result JSON of a finished analysis (null until DONE), its dice statistics recomputed from the stored
   * counts by the current tests: they change without every analysis being redone (ANALYSIS_VERSION is about
   * the bot's figures).
   */
  async resultOf(view: MatchAnalysisView): Promise<string | null> {
    if (view.status !== 'DONE') return null;
    const result = await analysisResult(this.prisma, view.id);
    return result ? JSON.stringify(withCurrentDice(result)) : null;
  }

  async playersOf(view: MatchAnalysisView): Promise<AnalysisPlayerView[]> {
    if (view.status !== 'DONE') return [];
    const rows = await analysisPlayers(this.prisma, view.id);
    return rows.map((row) => ({ ...row, band: prBand(row.pr) as PrBand }));
  }

  // ---- the job ------------------------------------------------------------------------------------

  /**
   * Asks for the analysis of a finished record: a player of it or a director of its club. A record already
   * queued, running or analysed by the current version is answered as it is (never analysed twice); a failed
   * one, or one analysed by an earlier version (outdated), is queued again, and its new result replaces the
   * old one when it is done.
   */
  async request(viewerId: string, recordId: string): Promise<MatchAnalysisView> {
    const record = await this.records.visible(viewerId, recordId);
    await this.records.assertCanRequestAnalysis(record, viewerId);
    if (!record.finished) throw new DomainError('MATCH_NOT_FINISHED');
    if (!record.hasMoves) throw new DomainError('NOTHING_TO_ANALYSE');
    const subject = analysisSubjectOf(record.ref);
    const queued = await this.prisma.$transaction(async (tx) => {
      const row = await queueAnalysis(
        tx,
        { ...subject, clubId: record.clubId, tournamentId: record.tournamentId, requestedById: viewerId },
        ANALYSIS_VERSION,
      );
      if (row)
        await this.events.emit(
          tx,
          'analysis.requested',
          { analysisId: row.id, recordId: record.id },
          record.clubId,
        );
      return row;
    });
    if (queued) await this.announce(record.id);
    const row = queued ?? (await findAnalysis(this.prisma, subject));
    if (!row) throw notFound('Analysis');
    return this.view(row);
  }

  /**
   * A finished tournament match is analysed without being asked (in the transaction of its `match.finished`
   * delivery, which writes the QUEUED row and the `analysis.requested` event together).
   */
  async queueFinishedTournamentMatch(
    tx: Tx,
    matchId: string,
    clubId: string,
    tournamentId: string,
  ): Promise<void> {
    if (!(await matchHasPlays(tx, matchId))) return;
    await this.queueTournamentRecord(tx, { kind: 'match', matchId }, clubId, tournamentId);
  }

  /**
   * Queues, in the caller's transaction, the analysis of a tournament's record that nobody asked for: a
   * finished match, or the .mat file a director attached to a result played on a physical board.
   */
  async queueTournamentRecord(tx: Tx, ref: RecordRef, clubId: string, tournamentId: string): Promise<void> {
    const row = await queueAnalysis(
      tx,
      { ...analysisSubjectOf(ref), clubId, tournamentId, requestedById: null },
      ANALYSIS_VERSION,
    );
    if (row) {
      await this.events.emit(
        tx,
        'analysis.requested',
        { analysisId: row.id, recordId: recordIdOf(ref) },
        clubId,
      );
    }
  }

  /**
   * Runs a queued analysis (the `analysis.requested` consumer). Idempotent: a DONE or FAILED analysis is left
   * as it is; a RUNNING one is run again (its instance stopped before it finished). While every worker is busy
   * the event is put back a moment later, so analyses never hold more of the event workers than the pool has.
   * A log the bot cannot analyse, or a run past its time, is FAILED with its reason; a database failure throws,
   * and the event's retry runs it again.
   */
  async run(analysisId: string, recordId: string, clubId: string | null): Promise<void> {
    if (this.runner.busy()) {
      const at = new Date(Date.now() + BUSY_RETRY_MS);
      await this.prisma.$transaction((tx) =>
        this.events.emit(tx, 'analysis.requested', { analysisId, recordId }, clubId, at),
      );
      return;
    }
    const analysis = await startRun(this.prisma, analysisId);
    if (!analysis) return;
    await this.announce(recordId);
    const ref = parseRecordId(recordId);
    const record = ref ? await this.records.find(ref) : null;
    if (!record) {
      await this.fail(analysis, recordId, 'The record no longer exists');
      return;
    }
    const log = await record.log();
    let result;
    try {
      result = checkMatchAnalysis(await this.runner.analyse(log));
    } catch (error) {
      // Stopping: the run is cut short, not failed (the event is delivered again, and the run starts over).
      if (this.runner.stopped) throw error;
      await this.fail(analysis, recordId, error instanceof Error ? error.message : String(error));
      return;
    }
    const stored = await this.prisma.$transaction((tx) =>
      finishRun(tx, analysis, result, record.players, record.playedAt),
    );
    if (stored) await this.announce(recordId);
  }

  // ---- redoing a club's outdated analyses -----------------------------------------------------------

  /** How many of the club's analyses were done by an earlier version (members: @RequireRole checks it). */
  outdatedCount(clubId: string): Promise<number> {
    return countOutdated(this.prisma, clubId, ANALYSIS_VERSION);
  }

  /**
   * Has the club's outdated analyses redone (a director: the resolver's @RequireRole checks it), one at a time
   * in the background (the `analysis.redoClub` chain). Answers how many are outdated. Asked again while the
   * club's chain is pending, nothing more is written.
   */
  async redoOutdated(viewerId: string, clubId: string): Promise<number> {
    return this.prisma.$transaction(async (tx) => {
      await lockClubRedo(tx, clubId);
      const outdated = await countOutdated(tx, clubId, ANALYSIS_VERSION);
      if (outdated > 0 && !(await this.events.isPending(tx, 'analysis.redoClub', clubId)))
        await this.events.emit(tx, 'analysis.redoClub', { clubId, requestedById: viewerId }, clubId);
      return outdated;
    });
  }

  /**
   * One step of a club's redo (the `analysis.redoClub` consumer, in its event's transaction): while no analysis
   * is queued or running, queues the club's latest outdated one; then writes the next step a moment later. The
   * chain ends when none is left.
   */
  async redoStep(tx: Tx, clubId: string, requestedById: string): Promise<void> {
    if (!(await analysesInFlight(tx))) {
      const next = await nextOutdated(tx, clubId, ANALYSIS_VERSION);
      if (!next) return;
      const { subjectKind, subjectId, tournamentId } = next;
      const row = await queueAnalysis(
        tx,
        { subjectKind, subjectId, clubId, tournamentId, requestedById },
        ANALYSIS_VERSION,
      );
      if (row) {
        const recordId = recordIdOfSubject(subjectKind, subjectId);
        await this.events.emit(tx, 'analysis.requested', { analysisId: row.id, recordId }, clubId);
      }
    }
    const later = new Date(Date.now() + BUSY_RETRY_MS);
    await this.events.emit(tx, 'analysis.redoClub', { clubId, requestedById }, clubId, later);
  }

  private async fail(analysis: StoredAnalysis, recordId: string, why: string): Promise<void> {
    this.logger.warn(`Analysis ${analysis.id} of ${recordId} failed: ${why}`);
    if (await failRun(this.prisma, analysis.id, why)) await this.announce(recordId);
  }

  // ---- live ---------------------------------------------------------------------------------------

  private async announce(recordId: string): Promise<void> {
    await this.bus.publish(analysisTopic(recordId), { recordId });
  }

  /**
   * The analysis of a record as it changes (queued, running, done or failed): its current state first, then
   * each change. Redis only wakes the feed: each notice is answered with a fresh read of the row.
   */
  async subscribe(viewerId: string, recordId: string): Promise<AsyncIterableIterator<MatchAnalysisView>> {
    const record = await this.records.visible(viewerId, recordId);
    const subject = analysisSubjectOf(record.ref);
    let unsubscribe: () => void = () => undefined;
    const queue = new EventQueue<MatchAnalysisView>(() => unsubscribe());
    let chain: Promise<void> = Promise.resolve();
    let last = '';
    const read = () => {
      chain = chain
        .then(async () => {
          const row = await findAnalysis(this.prisma, subject);
          if (!row) return;
          const view = this.view(row);
          const key = `${view.status}:${view.startedAt?.getTime()}:${view.finishedAt?.getTime()}`;
          if (key === last) return;
          last = key;
          queue.push(view);
        })
        .catch(async () => {
          await queue.return();
        });
    };
    unsubscribe = await this.bus.subscribe(analysisTopic(record.id), read, read);
    read();
    return queue;
  }

  // ---- leaderboards, histories, dice ---------------------------------------------------------------

  async clubLeaderboard(viewerId: string, clubId: string, minDecisions: number): Promise<PrLeaderboardRow[]> {
    await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
    return (await clubPrRows(this.prisma, clubId, minDecisions)).map(leaderboardRow);
  }

  async tournamentLeaderboard(viewerId: string, tournamentId: string): Promise<PrLeaderboardRow[]> {
    const clubId = await tournamentClub(this.prisma, tournamentId);
    if (!clubId) throw notFound('Tournament');
    await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
    return (await tournamentPrRows(this.prisma, tournamentId)).map(leaderboardRow);
  }

  async prHistory(viewerId: string, userId: string): Promise<PrHistoryPoint[]> {
    const rows = await prHistory(this.prisma, userId, viewerId);
    return rows.map((row) => ({
      recordId: recordIdOfSubject(row.subjectKind, row.subjectId),
      date: row.playedAt,
      pr: row.pr,
      decisions: row.decisions,
      opponent: row.opponent,
    }));
  }

  /**
   * A member's dice over their latest finished matches played on the site that the viewer may see: the rolls
   * of their own side (opening ties left out), merged, against the expected distribution. Null without rolls.
   */
  async diceStats(viewerId: string, userId: string): Promise<DiceStatsView | null> {
    if (userId !== viewerId && !(await shareAClub(this.prisma, userId, viewerId))) return null;
    const matches = (await this.matches.finishedOf(userId))
      .filter((m) => m.kind === 'ONLINE' && m.lastSeq > 0)
      .slice(0, DICE_MATCHES);
    let counts: DiceCounts | null = null;
    let counted = 0;
    const member = new Map<string, boolean>();
    for (const match of matches) {
      if (userId !== viewerId) {
        if (!member.has(match.clubId))
          member.set(match.clubId, (await this.clubs.roleOf(match.clubId, viewerId)) !== null);
        if (!member.get(match.clubId)) continue;
      }
      const side = match.participants.find((p) => p.userId === userId)?.side;
      if (side !== 0 && side !== 1) continue;
      const log = matchLogOf(match, await this.matches.actionsOf(match.id));
      const own = countRolls(log)[side];
      counts = counts === null ? own : mergeDiceCounts(counts, own);
      counted++;
    }
    if (counts === null) return null;
    const stats = diceStatistics(counts);
    if (!stats.rolls) return null;
    return {
      matches: counted,
      ...stats,
      counts: [...stats.counts],
      expected: [...stats.expected],
      faces: [...stats.faces],
      tests: stats.tests.map((t) => ({ ...t })),
    };
  }
}

/** A stored analysis with each side's dice statistics recomputed from its counts (left as is when unreadable). */
function withCurrentDice(result: unknown): unknown {
  if (typeof result !== 'object' || result === null) return result;
  const dice = (result as { dice?: unknown }).dice;
  if (!Array.isArray(dice)) return result;
  const current = dice.map((d: unknown) => {
    const counts = (d as { counts?: unknown } | null)?.counts;
    if (!Array.isArray(counts) || (counts.length !== 21 && counts.length !== 36)) return d;
    if (!counts.every((c) => Number.isInteger(c) && c >= 0)) return d;
    const { jokers, antiJokers } = d as { jokers?: number; antiJokers?: number };
    return currentDiceStatistics({ counts: counts as number[], jokers, antiJokers });
  });
  return { ...result, dice: current };
}

function leaderboardRow(row: PrRow): PrLeaderboardRow {
  const pr = (500 * row.totalError) / row.decisions;
  return {
    userId: row.userId,
    name: row.name,
    matches: row.matches,
    decisions: row.decisions,
    pr,
    band: prBand(pr) as PrBand,
  };
}
