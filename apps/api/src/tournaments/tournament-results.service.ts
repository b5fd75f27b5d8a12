import { Injectable } from '@nestjs/common';
import {
  type DocMatch,
  type MatchResult,
  type ResultReport,
  type TournamentDoc,
  clearResult,
  correctResult,
  docFinished,
  docMatches,
  isRatedEnd,
  matchResult,
  needsMatchRows,
  planMatchRows,
  reconcileMatchRows,
  recordResult,
  standingsPolicy,
  walkOverDue,
} from '@gamao/tournament';
import { requiredReason } from '../core/validation/text-rules';
import { DomainError, forbidden } from '../core/errors/domain-error';
import { EventsService } from '../core/events/events.service';
import { ClubsService } from '../clubs/clubs.service';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import { RatingsService } from '../ratings/ratings.service';
import type { TournamentMatch, TournamentResultInput, TournamentResultReport } from './tournament.model';
import { TournamentReadsService } from './tournament-reads.service';
import { TournamentReportStore } from './tournament-report.store';
import { TournamentDayStore } from './tournament-day.store';
import { type LiveMatchRow, type StoredTournament, type Tx, TournamentStore } from './tournament.store';
import { newMatchRows } from './tournament-matches';
import { drawnDoc, readySlot, unwrap } from './tournament-refusals';
import { RESULT_SOURCE, toReport } from './result-report';
import { mayConfirm, recordedAtOnce } from './result-authority';

type ResultAction = 'result.recorded' | 'result.confirmed' | 'result.corrected';

interface ResultOptions {
  actorId: string | null;
  action: ResultAction;
  reason?: string;
  source?: string;
  /** false: the event's standings policy does not rate how this match ended (e.g. stopped by the time limit). */
  rated?: boolean;
}

/** The live Match row of the decided slot, with its players. */
type SlotRow = NonNullable<Awaited<ReturnType<TournamentStore['slotMatch']>>>;

/**
 * Results of tournament matches: reported by a player and confirmed or disputed, recorded by a director,
 * corrected, or played on the site. Each runs in one transaction that first locks the tournament row. A
 * result change is announced to the pages that follow the tournament by the durable
 * `tournament.resultChanged` event it writes (tournaments.consumers.ts), so that the announcement survives a
 * crash right after the commit.
 */
@Injectable()
export class TournamentResultsService {
  constructor(
    private readonly store: TournamentStore,
    private readonly reportStore: TournamentReportStore,
    private readonly dayStore: TournamentDayStore,
    private readonly reads: TournamentReadsService,
    private readonly clubs: ClubsService,
    private readonly audit: AuditService,
    private readonly ratings: RatingsService,
    private readonly events: EventsService,
  ) {}

  /**
   * A result for a match not played on the site. From a director who does not play in it, it is recorded at
   * once; from a player (a director who plays included) it waits for the opponent, or another director, to
   * confirm it (result-authority.ts).
   */
  async report(viewerId: string, input: TournamentResultInput): Promise<TournamentResultReport> {
    const match = await this.store.tournamentMatch(input.matchId);
    const director = await this.isDirector(match.clubId, viewerId);
    const player = match.participants.some((p) => p.userId === viewerId);
    const atOnce = recordedAtOnce({ viewerId, players: playersOf(match), director });
    if (!director && !player) {
      await this.clubs.requireRole(match.clubId, viewerId, 'MEMBER');
      throw forbidden('Only the players or a director report a result');
    }
    const report = toReport(input);
    const id = await this.store.transaction(async (tx) => {
      const t = await this.store.lock(tx, match.tournamentId);
      if (t.status !== 'IN_PROGRESS') throw new DomainError('WRONG_TOURNAMENT_STATUS');
      const row = await this.store.match(tx, match.id);
      if (row.status === 'FINISHED') throw new DomainError('RESULT_ALREADY_RECORDED');
      if (row.status !== 'CHALLENGED' && row.status !== 'ACTIVE') throw new DomainError('MATCH_NOT_READY');
      if (row.status === 'ACTIVE' && !atOnce) throw new DomainError('MATCH_PLAYED_ONLINE');
      const slot = readySlot(drawnDoc(t), row.tournamentSlot);
      unwrap(matchResult(slot.players as [string, string], slot.length, report));
      await this.reportStore.supersedeOpenReports(tx, row.id, viewerId, new Date());
      const created = await this.reportStore.createReport(tx, {
        tournamentId: t.id,
        matchId: row.id,
        slot: slot.slot,
        report,
        reportedById: viewerId,
        confirmedAt: atOnce ? new Date() : null,
      });
      if (atOnce) {
        await this.applyResult(tx, t, slot.slot, report, { actorId: viewerId, action: 'result.recorded' });
      } else {
        await this.events.emit(
          tx,
          'tournament.resultChanged',
          {
            tournamentId: t.id,
            clubId: t.clubId,
            slot: slot.slot,
            change: 'result.reported',
            kind: report.kind,
            reportId: created,
          },
          t.clubId,
        );
        await this.audit.append(tx, AuditScopeType.TOURNAMENT, t.id, {
          actorId: viewerId,
          action: 'result.reported',
          subject: `match:${slot.slot}`,
          after: report,
        });
      }
      return created;
    });
    return this.reads.reportView(id);
  }

  /**
   * The reporter's opponent, or a director who does not play in the match, confirms a reported result; it
   * is recorded. Nobody confirms his own report, a director's included.
   */
  async confirm(viewerId: string, reportId: string): Promise<TournamentResultReport> {
    const pending = await this.reportStore.findReport(reportId);
    const match = await this.store.tournamentMatch(pending.matchId);
    const parties = {
      viewerId,
      players: playersOf(match),
      director: await this.isDirector(match.clubId, viewerId),
    };
    if (viewerId === pending.reportedById) throw new DomainError('OWN_RESULT');
    if (!parties.director && !parties.players.includes(viewerId)) {
      await this.clubs.requireRole(match.clubId, viewerId, 'MEMBER');
      throw forbidden('The opponent or a director confirms a result');
    }
    await this.store.transaction(async (tx) => {
      const t = await this.store.lock(tx, match.tournamentId);
      const current = await this.reportStore.report(reportId, tx);
      if (!mayConfirm(parties, current)) throw new DomainError('REPORT_NOT_PENDING');
      if (t.status !== 'IN_PROGRESS') throw new DomainError('WRONG_TOURNAMENT_STATUS');
      await this.applyResult(tx, t, current.slot, current.report, {
        actorId: viewerId,
        action: 'result.confirmed',
      });
      await this.reportStore.confirmReport(tx, reportId, viewerId, new Date());
    });
    return this.reads.reportView(reportId);
  }

  /**
   * A director records the result the round's time limit decided (tournament-day.service.ts decides it with
   * @gamao/tournament): recorded at once with its source TIME_LIMIT, the score at the limit in the reason.
   */
  async recordAtTimeLimit(
    viewerId: string,
    matchId: string,
    report: ResultReport,
    why: string,
    rated: boolean,
    limitScore: readonly [number, number],
  ): Promise<void> {
    const match = await this.store.tournamentMatch(matchId);
    await this.store.transaction(async (tx) => {
      const t = await this.store.lock(tx, match.tournamentId);
      if (t.status !== 'IN_PROGRESS') throw new DomainError('WRONG_TOURNAMENT_STATUS');
      const row = await this.store.match(tx, match.id);
      if (row.status === 'FINISHED') throw new DomainError('RESULT_ALREADY_RECORDED');
      if (row.status !== 'CHALLENGED' && row.status !== 'ACTIVE') throw new DomainError('MATCH_NOT_READY');
      const slot = readySlot(drawnDoc(t), row.tournamentSlot);
      unwrap(matchResult(slot.players as [string, string], slot.length, report));
      await this.reportStore.supersedeOpenReports(tx, row.id, viewerId, new Date());
      await this.reportStore.createReport(tx, {
        tournamentId: t.id,
        matchId: row.id,
        slot: slot.slot,
        report,
        reportedById: viewerId,
        confirmedAt: new Date(),
      });
      await this.applyResult(tx, t, slot.slot, report, {
        actorId: viewerId,
        action: 'result.recorded',
        source: 'TIME_LIMIT',
        reason: why,
        rated,
      });
      // The score reached at the limit stays on the Match row, by side: the Sydney ranking counts it.
      const bySide = (side: number) =>
        limitScore[slot.players.indexOf(match.participants.find((p) => p.side === side)?.userId ?? null)] ??
        0;
      await this.store.setMatchScores(tx, row.id, [bySide(0), bySide(1)]);
    });
  }

  /** The opponent disputes a reported result: a director decides (confirms it or records his own). */
  async dispute(viewerId: string, reportId: string, reason: string): Promise<TournamentResultReport> {
    const pending = await this.reportStore.findReport(reportId);
    const match = await this.store.tournamentMatch(pending.matchId);
    const opponent =
      viewerId !== pending.reportedById && match.participants.some((p) => p.userId === viewerId);
    if (!opponent) {
      await this.clubs.requireRole(match.clubId, viewerId, 'MEMBER');
      throw forbidden('Only the opponent disputes a result');
    }
    const why = requiredReason(reason);
    await this.store.transaction(async (tx) => {
      await this.store.lock(tx, match.tournamentId);
      if (!(await this.reportStore.disputeReport(tx, reportId, why)))
        throw new DomainError('REPORT_NOT_PENDING');
      await this.events.emit(
        tx,
        'tournament.resultDisputed',
        {
          tournamentId: match.tournamentId,
          clubId: match.clubId,
          matchId: match.id,
          reportId,
          disputedById: viewerId,
        },
        match.clubId,
      );
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, match.tournamentId, {
        actorId: viewerId,
        action: 'result.disputed',
        subject: `match:${pending.slot}`,
        before: pending.report,
        reason: why,
      });
    });
    // A dispute changes no result: the pages that follow the tournament are told after its commit (its event
    // tells the reporter).
    await this.reads.announce(match.tournamentId, 'result.disputed');
    return this.reads.reportView(reportId);
  }

  /**
   * A director replaces a recorded result, with a written reason; advancement is derived again. Not in a
   * match he plays: another director corrects it.
   */
  async correct(viewerId: string, input: TournamentResultInput, reason: string): Promise<TournamentMatch> {
    const match = await this.store.tournamentMatch(input.matchId);
    await this.clubs.requireRole(match.clubId, viewerId, 'DIRECTOR');
    if (playersOf(match).includes(viewerId)) throw new DomainError('OWN_RESULT');
    const why = requiredReason(reason);
    const report = toReport(input);
    let slot = '';
    await this.store.transaction(async (tx) => {
      const t = await this.store.lock(tx, match.tournamentId);
      if (t.status !== 'IN_PROGRESS' && t.status !== 'FINISHED')
        throw new DomainError('WRONG_TOURNAMENT_STATUS');
      const row = await this.store.match(tx, match.id);
      if (row.status !== 'FINISHED' || !row.tournamentSlot) throw new DomainError('NO_RESULT');
      slot = row.tournamentSlot;
      await this.applyResult(tx, t, slot, report, {
        actorId: viewerId,
        action: 'result.corrected',
        reason: why,
      });
    });
    const matches = await this.reads.matches(viewerId, match.tournamentId);
    return matches.find((m) => m.slot === slot) as TournamentMatch;
  }

  /**
   * A tournament match finished on the site records its result, in the transaction of the tournaments'
   * consumer of `match.finished` (tournaments.consumers.ts). Nothing happens when the slot is no longer
   * waiting for it (already recorded, or corrected by a director).
   */
  async recordPlayed(tx: Tx, matchId: string): Promise<void> {
    const first = await this.store.matchWithPlayers(tx, matchId);
    if (!first?.tournamentId || !first.tournamentSlot) return;
    const t = await this.store.lock(tx, first.tournamentId);
    // Read again under the tournament's lock: a director may have annulled the match's timeout meanwhile.
    const row = await this.store.matchWithPlayers(tx, matchId);
    if (!row?.tournamentSlot || row.status !== 'FINISHED' || row.winnerSide === null) return;
    const slot = docMatches(drawnDoc(t)).find((m) => m.slot === row.tournamentSlot);
    if (!slot || slot.status !== 'ready') return;
    const winner = row.participants.find((p) => p.side === row.winnerSide)?.userId;
    const loser = row.participants.find((p) => p.side !== row.winnerSide)?.userId;
    if (!winner || !loser) return;
    const scores = [row.score0, row.score1];
    const score: [number, number] = [scores[row.winnerSide] ?? 0, scores[1 - row.winnerSide] ?? 0];
    // A forfeit before anything was played (a claimed no-show) is a walkover; after, a retirement. A timeout
    // is a played result: the clock decided it.
    const report: ResultReport =
      row.resultSource !== 'FORFEIT'
        ? { kind: 'played', winner, score }
        : row.lastSeq <= 1
          ? { kind: 'walkover', absent: loser }
          : { kind: 'retirement', retired: loser, score };
    // Rated as the event's policy says of the way it ended (lost on time, a resigned last game, ...).
    const policy = unwrap(standingsPolicy((await this.dayStore.rules(t.id, tx)).standingsPolicy));
    const end = (await this.dayStore.resultEnds(t.id, tx, row.id)).get(slot.slot)?.end;
    const result = unwrap(matchResult(slot.players as [string, string], slot.length, report));
    await this.applyResult(tx, t, slot.slot, report, {
      actorId: null,
      action: 'result.recorded',
      source: row.resultSource ?? 'PLAYED',
      rated: isRatedEnd(policy, result, end),
    });
  }

  /**
   * A director annulled the timeout or forfeit that decided a tournament match (match.reopened): the slot's
   * result is removed, so it is ready again and the match is played on; later matches that depended on it
   * follow (they had not begun: play refuses the annulment otherwise), and the ratings are recomputed.
   */
  async reopen(tx: Tx, matchId: string, actorId: string, reason: string): Promise<void> {
    const row = await this.store.matchWithPlayers(tx, matchId);
    if (!row?.tournamentId || !row.tournamentSlot) return;
    const t = await this.store.lock(tx, row.tournamentId);
    const before = drawnDoc(t);
    const slot = docMatches(before).find((m) => m.slot === row.tournamentSlot);
    if (!slot || slot.status !== 'finished') return;
    const { doc, changed } = unwrap(clearResult(before, slot.slot));
    await this.saveProgress(tx, t, doc);
    // The reopened match keeps its row (it plays on); later matches whose players changed are replaced.
    const rows = (await this.store.liveMatchRows(t.id, tx)).map(asMatchRow);
    const plan = reconcileMatchRows(doc, rows);
    await this.store.cancelMatches(tx, plan.cancel, new Date());
    await this.store.createMatches(tx, newMatchRows(t, plan.create, actorId));
    await this.events.emit(
      tx,
      'tournament.resultChanged',
      { tournamentId: t.id, clubId: t.clubId, slot: slot.slot, change: 'result.annulled', kind: 'annulled' },
      t.clubId,
    );
    await this.audit.append(tx, AuditScopeType.TOURNAMENT, t.id, {
      actorId,
      action: 'result.annulled',
      subject: `match:${slot.slot}`,
      before: slot.result ?? null,
      after: changed.length ? { changed } : null,
      reason,
    });
    await this.ratings.recomputeAfterCorrection(tx, t.clubId, matchId, actorId, reason);
  }

  // ---- applying a result, step by step ---------------------------------------------------------------

  /**
   * Records (or corrects) one result: the library decides the new document, which is stored with the
   * status it leads to; the slot's Match row is finished; Match rows are opened (and, after a correction,
   * cancelled) to follow the draw; the change is announced by its durable event, audited, and the match is
   * rated once (rated again from the correction on, for a correction).
   */
  private async applyResult(
    tx: Tx,
    t: StoredTournament,
    slot: string,
    report: ResultReport,
    options: ResultOptions,
  ): Promise<void> {
    const before = drawnDoc(t);
    const correcting = options.action === 'result.corrected';
    const decided = decide(before, slot, report, correcting);
    // A withdrawn player's matches that this result made ready (a knockout) are walked over at once.
    const due = walkOverDue(decided.doc);
    const { doc } = due;
    const { changed } = decided;
    const result = (matchOf(doc, slot) as DocMatch).result;
    const source = options.source ?? RESULT_SOURCE[report.kind];
    await this.saveProgress(tx, t, doc);
    const row = await this.store.slotMatch(tx, t.id, slot);
    if (row && result) await this.finishMatchRow(tx, row, result, source);
    await this.keepMatchRowsInStep(tx, t, before, doc, changed, options.actorId);
    await this.events.emit(
      tx,
      'tournament.resultChanged',
      { tournamentId: t.id, clubId: t.clubId, slot, change: options.action, kind: report.kind },
      t.clubId,
    );
    await this.audit.append(tx, AuditScopeType.TOURNAMENT, t.id, {
      actorId: options.actorId,
      action: options.action,
      subject: `match:${slot}`,
      before: matchOf(before, slot)?.result ?? null,
      after: {
        ...result,
        source,
        ...(changed.length ? { changed } : {}),
        ...(due.walkedOver.length ? { walkedOver: due.walkedOver } : {}),
      },
      reason: options.reason ?? null,
    });
    await this.rate(tx, t, row, result, options);
  }

  /** The new document, and whether the tournament is now finished. */
  private async saveProgress(tx: Tx, t: StoredTournament, doc: TournamentDoc): Promise<void> {
    const finished = docFinished(doc);
    await this.store.saveProgress(
      tx,
      t.id,
      doc,
      finished ? 'FINISHED' : 'IN_PROGRESS',
      finished ? (t.finishedAt ?? new Date()) : null,
    );
  }

  /** The slot's Match row records the result: winner's side, scores by side, where it came from. */
  private async finishMatchRow(tx: Tx, row: SlotRow, result: MatchResult, source: string): Promise<void> {
    const winnerSide = row.participants.find((p) => p.userId === result.winner)?.side ?? null;
    const score = result.score ?? (result.kind === 'walkover' ? [0, 0] : null);
    await this.store.finishMatch(tx, row.id, {
      // A match that never started on the site was played on a physical board.
      kind: row.status === 'CHALLENGED' ? 'PHYSICAL' : row.kind,
      finishedAt: row.finishedAt ?? new Date(),
      winnerSide,
      resultSource: source,
      scores:
        score && winnerSide !== null
          ? winnerSide === 0
            ? [score[0], score[1]]
            : [score[1], score[0]]
          : null,
    });
  }

  /** Opens the Match rows of matches the result made playable; after a correction, cancels stale ones. */
  private async keepMatchRowsInStep(
    tx: Tx,
    t: StoredTournament,
    before: TournamentDoc,
    after: TournamentDoc,
    changed: readonly string[],
    actorId: string | null,
  ): Promise<void> {
    const rows = needsMatchRows(after, changed)
      ? (await this.store.liveMatchRows(t.id, tx)).map(asMatchRow)
      : [];
    const plan = planMatchRows(before, after, changed, rows);
    await this.store.cancelMatches(tx, plan.cancel, new Date());
    await this.store.createMatches(tx, newMatchRows(t, plan.create, actorId));
  }

  /** A recorded result rates the match once (not a walkover); a correction replays the ratings from it. */
  private async rate(
    tx: Tx,
    t: StoredTournament,
    row: SlotRow | null,
    result: MatchResult | null,
    options: ResultOptions,
  ): Promise<void> {
    if (row && options.action === 'result.corrected') {
      await this.ratings.recomputeAfterCorrection(
        tx,
        t.clubId,
        row.id,
        options.actorId,
        options.reason ?? '',
      );
    } else if (row && result && result.kind !== 'walkover' && options.rated !== false) {
      await this.ratings.rateFinishedMatch(tx, row.id, options.actorId);
    }
  }

  private async isDirector(clubId: string, userId: string): Promise<boolean> {
    const role = await this.clubs.roleOf(clubId, userId);
    return role === 'OWNER' || role === 'DIRECTOR';
  }
}

/** The ids of a match's players. */
const playersOf = (match: { participants: readonly { userId: string }[] }): string[] =>
  match.participants.map((p) => p.userId);

/** The library records the result, or corrects it (with the later matches whose players changed). */
function decide(
  before: TournamentDoc,
  slot: string,
  report: ResultReport,
  correcting: boolean,
): { doc: TournamentDoc; changed: string[] } {
  if (correcting) return unwrap(correctResult(before, slot, report));
  return { doc: unwrap(recordResult(before, slot, report)), changed: [] };
}

const matchOf = (doc: TournamentDoc, slot: string): DocMatch | undefined =>
  docMatches(doc).find((m) => m.slot === slot);

const asMatchRow = (row: LiveMatchRow) => ({
  id: row.id,
  slot: row.tournamentSlot,
  players: row.participants.map((p) => p.userId),
  finished: row.status === 'FINISHED',
});
