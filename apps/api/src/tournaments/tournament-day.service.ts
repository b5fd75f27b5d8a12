/**
 * A tournament's day as directors run it (issue 41): the day rules (lateness, round time limit, tie-breaks,
 * standings policy), a round's start time, each player's check-in at his board, lateness penalty points and
 * a director's waiver, and the director's day view of the round in play. @gamao/tournament decides (every
 * rule is validated there, a refusal changes nothing); each change runs in one transaction under the
 * tournament's row lock, is audited in the tournament's chain and announced on the tournament's live feed.
 */
import { Injectable } from '@nestjs/common';
import {
  type LatenessRule,
  type MatchEnd,
  type StandingsPolicyChanges,
  type TimeLimitRule,
  DEFAULT_LATENESS_RULE,
  MATCH_ENDS,
  ROUND_ROBIN_TIE_BREAKS,
  SWISS_TIE_BREAKS,
  assessLateness,
  docMatches,
  matchStartScore,
  minutesLate,
  standingsPolicy,
  validateLatenessRule,
  validateTieBreaks,
  validateTimeLimit,
} from '@gamao/tournament';
import { badInput, DomainError, forbidden } from '../core/errors/domain-error';
import { ClubsService } from '../clubs/clubs.service';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import {
  DayAction,
  DayBoardState,
  type DayBoard,
  type TournamentDay,
  type TournamentDayRules,
  type TournamentDayRulesInput,
} from './tournament-day.model';
import { type DayRules, TournamentDayStore } from './tournament-day.store';
import { TournamentReadsService } from './tournament-reads.service';
import { TournamentReportStore } from './tournament-report.store';
import { type StoredTournament, type Tx, TournamentStore } from './tournament.store';
import { drawnDoc, unwrap } from './tournament-refusals';
import { type BoardLateness, boardLateness } from './board-lateness';

/** A start time this far in the past is still "now" (the director's clock and ours differ a little). */
const CLOCK_SLACK_MS = 60_000;

@Injectable()
export class TournamentDayService {
  constructor(
    private readonly store: TournamentStore,
    private readonly dayStore: TournamentDayStore,
    private readonly reportStore: TournamentReportStore,
    private readonly reads: TournamentReadsService,
    private readonly clubs: ClubsService,
    private readonly audit: AuditService,
  ) {}

  // ---- the day rules ---------------------------------------------------------------------------------

  async rules(viewerId: string, tournamentId: string): Promise<TournamentDayRules> {
    const t = await this.store.find(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    return rulesView(t, await this.dayStore.rules(t.id));
  }

  /** A director sets the day rules; fields left out stay. Every rule is checked before anything is written. */
  async setRules(viewerId: string, input: TournamentDayRulesInput): Promise<TournamentDayRules> {
    const t = await this.store.find(input.tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'DIRECTOR');
    const saved = await this.commit(t.id, 'tournament.dayRules', async (tx) => {
      const locked = await this.store.lock(tx, t.id);
      const before = await this.dayStore.rules(t.id, tx);
      const after = nextRules(locked, before, input);
      await this.dayStore.saveRules(tx, t.id, after);
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, t.id, {
        actorId: viewerId,
        action: 'tournament.dayRules',
        before: auditRules(before),
        after: auditRules(after),
      });
      return after;
    });
    return rulesView(t, saved);
  }

  // ---- a round's start -------------------------------------------------------------------------------

  /** A director sets when a round starts (not in the past): lateness is counted from it. */
  async setRoundStart(viewerId: string, tournamentId: string, round: number, startsAt: Date) {
    const t = await this.store.find(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'DIRECTOR');
    if (!(startsAt instanceof Date) || Number.isNaN(startsAt.getTime())) throw badInput('A date', 'startsAt');
    if (startsAt.getTime() < Date.now() - CLOCK_SLACK_MS) throw new DomainError('START_TIME_PAST');
    await this.commit(tournamentId, 'round.startSet', async (tx) => {
      const locked = await this.store.lock(tx, tournamentId);
      if (locked.status !== 'DRAWN' && locked.status !== 'IN_PROGRESS') {
        throw new DomainError('WRONG_TOURNAMENT_STATUS', 'A round starts once the tournament is drawn');
      }
      const before = await this.dayStore.roundStart(tournamentId, round, tx);
      await this.dayStore.setRoundStart(tx, tournamentId, round, startsAt);
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, tournamentId, {
        actorId: viewerId,
        action: 'round.startSet',
        subject: `round:${round}`,
        before: before ? { startsAt: before.toISOString() } : null,
        after: { startsAt: startsAt.toISOString() },
      });
    });
    return this.day(viewerId, tournamentId, round);
  }

  // ---- the boards ------------------------------------------------------------------------------------

  /** A player checks in at his board (a director may check any player of the match in). */
  async checkIn(viewerId: string, matchId: string, userId: string | null): Promise<DayBoard> {
    const match = await this.store.tournamentMatch(matchId);
    const target = userId ?? viewerId;
    if (!match.participants.some((p) => p.userId === target)) {
      await this.clubs.requireRole(match.clubId, viewerId, 'MEMBER');
      throw new DomainError('PLAYER_NOT_IN_MATCH');
    }
    await this.clubs.requireRole(match.clubId, viewerId, target === viewerId ? 'MEMBER' : 'DIRECTOR');
    await this.commit(match.tournamentId, 'board.checkedIn', async (tx) => {
      const t = await this.store.lock(tx, match.tournamentId);
      if (t.status !== 'IN_PROGRESS') throw new DomainError('WRONG_TOURNAMENT_STATUS');
      const row = await this.store.match(tx, matchId);
      if (row.status !== 'CHALLENGED' && row.status !== 'ACTIVE') throw new DomainError('MATCH_NOT_READY');
      if ((await this.dayStore.boardPlayer(tx, matchId, target))?.checkedInAt) return;
      const at = new Date();
      const startsAt = await this.dayStore.roundStart(t.id, row.tournamentRound ?? 0, tx);
      await this.dayStore.checkIn(tx, t.id, matchId, target, at);
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, t.id, {
        actorId: viewerId,
        action: 'board.checkedIn',
        subject: `match:${row.tournamentSlot}`,
        after: {
          userId: target,
          at: at.toISOString(),
          minutesLate: startsAt ? minutesLate(startsAt.getTime(), at.getTime()) : 0,
        },
      });
    });
    return this.board(viewerId, matchId);
  }

  /** A director waives all (points null) or part of a player's lateness penalty, with a reason. */
  async waive(
    viewerId: string,
    matchId: string,
    userId: string,
    points: number | null,
    reason: string,
  ): Promise<DayBoard> {
    const match = await this.store.tournamentMatch(matchId);
    await this.clubs.requireRole(match.clubId, viewerId, 'DIRECTOR');
    if (match.participants.some((p) => p.userId === viewerId)) {
      throw forbidden('Another director waives lateness in a match you play');
    }
    if (!match.participants.some((p) => p.userId === userId)) throw new DomainError('PLAYER_NOT_IN_MATCH');
    const waiver = { points: points ?? ('all' as const), reason: reason.trim() };
    await this.commit(match.tournamentId, 'lateness.waived', async (tx) => {
      const t = await this.store.lock(tx, match.tournamentId);
      if (t.status !== 'IN_PROGRESS') throw new DomainError('WRONG_TOURNAMENT_STATUS');
      const row = await this.store.match(tx, matchId);
      if (row.status === 'FINISHED' || row.status === 'CANCELLED') throw new DomainError('MATCH_NOT_READY');
      // The engine took the start score when the match started online: a waiver after it would not reach it.
      if (row.startedAt) throw new DomainError('ONLINE_MATCH_STARTED');
      const present = await this.dayStore.boardPlayer(tx, matchId, userId);
      if (!present?.checkedInAt) throw new DomainError('NOT_CHECKED_IN');
      const rules = await this.dayStore.rules(t.id, tx);
      const startsAt = await this.dayStore.roundStart(t.id, row.tournamentRound ?? 0, tx);
      const late = startsAt ? minutesLate(startsAt.getTime(), present.checkedInAt.getTime()) : 0;
      const length = lengthOf(t, row.tournamentSlot);
      const before = unwrap(assessLateness(rules.lateness, length, { minutesLate: late }));
      const after = unwrap(assessLateness(rules.lateness, length, { minutesLate: late, waiver }));
      await this.dayStore.setWaiver(tx, matchId, userId, waiver);
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, t.id, {
        actorId: viewerId,
        action: 'lateness.waived',
        subject: `match:${row.tournamentSlot}`,
        before: { userId, penalty: before.penalty, forfeit: before.forfeit },
        after: { userId, waived: waiver.points, penalty: after.penalty, forfeit: after.forfeit },
        reason: waiver.reason,
      });
    });
    return this.board(viewerId, matchId);
  }

  // ---- the day view ----------------------------------------------------------------------------------

  /** The director's view of a round (by default the round in play): every board, its state and next step. */
  async day(viewerId: string, tournamentId: string, round: number | null): Promise<TournamentDay> {
    const t = await this.store.find(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    const rules = await this.dayStore.rules(t.id);
    const all = t.state ? docMatches(t.state).filter((m) => m.status !== 'bye' && m.status !== 'void') : [];
    const inPlay = all.filter((m) => m.status === 'ready').map((m) => m.round);
    const current =
      round ??
      (inPlay.length ? Math.min(...inPlay) : all.length ? Math.max(...all.map((m) => m.round)) : null);
    const startsAt = current === null ? null : await this.dayStore.roundStart(t.id, current);
    const boards = current === null ? [] : await this.boards(t, current, startsAt, rules);
    return {
      tournamentId: t.id,
      round: current,
      startsAt,
      endsAt:
        startsAt && rules.timeLimitMinutes
          ? new Date(startsAt.getTime() + rules.timeLimitMinutes * 60_000)
          : null,
      rules: rulesView(t, rules),
      boards,
    };
  }

  /** One board of the day view (after a change to it). */
  async board(viewerId: string, matchId: string): Promise<DayBoard> {
    const match = await this.store.tournamentMatch(matchId);
    const day = await this.day(viewerId, match.tournamentId, match.tournamentRound);
    const board = day.boards.find((b) => b.matchId === matchId);
    if (!board) throw new DomainError('MATCH_NOT_READY');
    return board;
  }

  private async boards(
    t: StoredTournament,
    round: number,
    startsAt: Date | null,
    rules: DayRules,
  ): Promise<DayBoard[]> {
    const docs = docMatches(drawnDoc(t)).filter(
      (m) => m.round === round && (m.status === 'ready' || m.status === 'finished'),
    );
    const rows = await this.dayStore.matchRows(t.id, round);
    const bySlot = new Map(rows.map((r) => [r.tournamentSlot, r]));
    const present = await this.dayStore.boardPlayers(t.id);
    const at = new Map(present.map((p) => [`${p.matchId}:${p.userId}`, p]));
    const open = (await this.reportStore.reports(t.id, null)).filter(
      (r) => r.status === 'PENDING' || r.status === 'DISPUTED',
    );
    const names = await this.store.players(docs.flatMap((m) => [...m.players, m.winner]));
    const user = (id: string) => names.get(id) ?? { id, displayName: '' };
    const now = Date.now();
    return docs.map((m) => {
      const row = bySlot.get(m.slot) ?? null;
      const ids = m.players as [string, string];
      const matchNow = { status: row?.status ?? null, startedAt: row?.startedAt ?? null };
      const lateness = ids.map((id) =>
        boardLateness(startsAt, matchNow, row ? at.get(`${row.id}:${id}`) : undefined, now),
      ) as [BoardLateness, BoardLateness];
      const start = unwrap(matchStartScore(rules.lateness, m.length, lateness, rules.bothLate));
      const report = row ? open.find((r) => r.matchId === row.id) : undefined;
      const bothIn = lateness.every((l) => l.checkedInAt !== null);
      const state: DayBoardState =
        m.status === 'finished'
          ? DayBoardState.FINISHED
          : report?.status === 'DISPUTED'
            ? DayBoardState.DISPUTED
            : report
              ? DayBoardState.WAITING_CONFIRMATION
              : row?.status === 'ACTIVE' || bothIn
                ? DayBoardState.PLAYING
                : startsAt && startsAt.getTime() < now
                  ? DayBoardState.LATE
                  : DayBoardState.NOT_STARTED;
      return {
        slot: m.slot,
        matchId: row?.id ?? null,
        number: m.number,
        length: m.length,
        players: ids.map((id, i) => ({
          player: user(id),
          checkedInAt: lateness[i].checkedInAt,
          minutesLate: lateness[i].minutesLate,
          rulePenalty: start.lateness[i].rulePenalty,
          waived: start.lateness[i].waived,
          penalty: start.lateness[i].penalty,
          forfeit: start.lateness[i].forfeit,
          waiverReason: lateness[i].waiver?.reason ?? null,
        })),
        startScore: [...start.score],
        state,
        nextAction: nextAction(state, startsAt, start.forfeit),
        reportId: report?.id ?? null,
        disputeReason: report?.disputeReason ?? null,
        score: m.result?.score ? [...m.result.score] : null,
        winner: m.status === 'finished' && m.winner ? user(m.winner) : null,
      };
    });
  }

  /** Runs one change in a transaction, then tells the pages that follow the tournament. */
  private async commit<T>(tournamentId: string, change: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await this.store.transaction(work);
    await this.reads.announce(tournamentId, change);
    return result;
  }
}

/** What the director does next on a board. */
function nextAction(
  state: DayBoardState,
  startsAt: Date | null,
  forfeit: 'none' | 0 | 1 | 'both',
): DayAction {
  switch (state) {
    case DayBoardState.FINISHED:
      return DayAction.NONE;
    case DayBoardState.DISPUTED:
      return DayAction.SETTLE_DISPUTE;
    case DayBoardState.WAITING_CONFIRMATION:
      return DayAction.CONFIRM_RESULT;
    case DayBoardState.PLAYING:
      return forfeit === 'none' ? DayAction.WAIT : DayAction.RECORD_FORFEIT;
    case DayBoardState.LATE:
      return forfeit === 'both'
        ? DayAction.RECORD_DOUBLE_NO_SHOW
        : forfeit === 'none'
          ? DayAction.CHECK_IN
          : DayAction.RECORD_FORFEIT;
    default:
      return startsAt ? DayAction.CHECK_IN : DayAction.SET_START_TIME;
  }
}

/** The match length of a slot of the draw. */
function lengthOf(t: StoredTournament, slot: string | null): number {
  return docMatches(drawnDoc(t)).find((m) => m.slot === slot)?.length ?? 1;
}

/** The new day rules from the input over the current ones, each part checked by the lib. */
function nextRules(t: StoredTournament, before: DayRules, input: TournamentDayRulesInput): DayRules {
  let lateness: LatenessRule = before.lateness;
  if (input.lateness) {
    const { forfeitAtPoints, ...rest } = input.lateness;
    lateness = unwrap(validateLatenessRule({ ...rest, forfeitAt: forfeitAtPoints ?? 'halfLength' }));
  }
  const bothLate = input.bothLate ?? before.bothLate;
  if (bothLate !== 'each' && bothLate !== 'net') throw badInput("'each' or 'net'", 'bothLate');
  let timeLimitRule: TimeLimitRule = before.timeLimitRule;
  if (input.timeLimitRule) {
    const { kind, onTie, rounds } = input.timeLimitRule;
    timeLimitRule = {
      kind,
      onTie,
      ...(kind === 'sydney' ? { rounds: rounds ?? t.rounds ?? 0 } : {}),
    } as never;
  }
  const minutes =
    input.timeLimitMinutes === undefined || input.timeLimitMinutes === null
      ? before.timeLimitMinutes
      : input.timeLimitMinutes === 0
        ? null
        : input.timeLimitMinutes;
  // The rule is checked with a limit even when none is set, so that a bad rule is never stored.
  timeLimitRule = unwrap(validateTimeLimit(timeLimitRule, minutes ?? 1));
  if (minutes !== null) unwrap(validateTimeLimit(timeLimitRule, minutes));
  const tieBreaks = input.tieBreaks ? unwrap(validateTieBreaks(input.tieBreaks)) : before.tieBreaks;
  let policy: StandingsPolicyChanges = before.standingsPolicy;
  if (input.standingsPolicy) {
    const changes: Record<string, unknown> = {};
    for (const r of input.standingsPolicy) {
      if (r.end in changes) throw new DomainError('INVALID_STANDINGS_POLICY', `${r.end} is listed twice`);
      changes[r.end] = { opponentCounts: r.opponentCounts, gamePoints: r.gamePoints, rated: r.rated };
    }
    policy = changes as StandingsPolicyChanges;
    unwrap(standingsPolicy(policy));
  }
  return {
    lateness,
    bothLate,
    timeLimitMinutes: minutes,
    timeLimitRule,
    tieBreaks,
    standingsPolicy: policy,
    version: before.version + 1,
  };
}

/** The rules as the audit records them. */
const auditRules = (r: DayRules) => ({ ...r, tieBreaks: [...r.tieBreaks] });

/** The day rules as the API shows them: the tie-breaks and standings policy in force. */
export function rulesView(t: StoredTournament, r: DayRules): TournamentDayRules {
  const policy = unwrap(standingsPolicy(r.standingsPolicy));
  const defaults = t.format === 'ROUND_ROBIN' ? ROUND_ROBIN_TIE_BREAKS : SWISS_TIE_BREAKS;
  const lateness = r.lateness ?? DEFAULT_LATENESS_RULE;
  return {
    tournamentId: t.id,
    lateness: {
      graceMinutes: lateness.graceMinutes,
      pointsPerInterval: lateness.pointsPerInterval,
      intervalMinutes: lateness.intervalMinutes,
      forfeitAtPoints: lateness.forfeitAt === 'halfLength' ? null : lateness.forfeitAt,
    },
    bothLate: r.bothLate,
    timeLimitMinutes: r.timeLimitMinutes,
    timeLimitRule: {
      kind: r.timeLimitRule.kind,
      onTie: r.timeLimitRule.onTie,
      rounds: r.timeLimitRule.kind === 'sydney' ? r.timeLimitRule.rounds : null,
    },
    tieBreaks: r.tieBreaks.length ? [...r.tieBreaks] : [...defaults],
    standingsPolicy: (MATCH_ENDS as readonly MatchEnd[]).map((end) => ({ end, ...policy[end] })),
    version: r.version,
  };
}
