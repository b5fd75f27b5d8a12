/**
 * A tournament match begun on the site (issue 41, lateness): either player starts it, and the online board
 * starts from the score the event's lateness rule gives at that moment (docs/domain.md "Tournament day").
 *
 * - The player who starts it checks in at his board then (audited `board.checkedIn`, as `checkInAtBoard`,
 *   with `online: true`), unless he had checked in already. His opponent's lateness counts until his own
 *   check-in, or until the start when he has none: the online match counts both as present from its start.
 * - The start score (`matchStartScore` of both players' lateness, any waiver given before included) becomes
 *   the engine's `startScore`, so the first game is played at it (the Crawford game when it puts a player at
 *   length - 1), and the audit records it (`match.startedOnline`, player 1's points first, as the day view).
 * - A player past the forfeit threshold loses at once: the match starts without a clock and his `forfeit` is
 *   its first action, which the results record as a walkover. Both past it: refused (BOTH_PAST_LATENESS), the
 *   director records the double no-show.
 * The check-in, the start and the audit commit together under the tournament's row lock; the forfeit follows
 * in the play module's own transaction.
 */
import { Inject, Injectable } from '@nestjs/common';
import { docMatches, matchStartScore, minutesLate } from '@gamao/tournament';
import { DomainError, forbidden } from '../core/errors/domain-error';
import { EVENT_BUS, EventBus } from '../core/event-bus';
import { ClubsService } from '../clubs/clubs.service';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import { announceStart, commitStart, prepareStart } from '../play/match-start';
import { MatchesService } from '../play/matches.service';
import { type BoardLateness, boardLateness } from './board-lateness';
import { TournamentDayStore } from './tournament-day.store';
import { TournamentReadsService } from './tournament-reads.service';
import { drawnDoc, unwrap } from './tournament-refusals';
import { TournamentStore } from './tournament.store';

@Injectable()
export class TournamentOnlineStartService {
  constructor(
    private readonly store: TournamentStore,
    private readonly dayStore: TournamentDayStore,
    private readonly reads: TournamentReadsService,
    private readonly clubs: ClubsService,
    private readonly audit: AuditService,
    private readonly matches: MatchesService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  /** Either player starts a tournament match on the site (both agreed to play it online). */
  async start(viewerId: string, matchId: string): Promise<boolean> {
    const match = await this.store.tournamentMatch(matchId);
    if (!match.participants.some((p) => p.userId === viewerId)) {
      await this.clubs.requireRole(match.clubId, viewerId, 'MEMBER');
      throw forbidden('Only the players start their match');
    }
    const t = await this.store.head(match.tournamentId);
    if (t.status !== 'IN_PROGRESS') throw new DomainError('WRONG_TOURNAMENT_STATUS');
    if (match.status !== 'CHALLENGED') throw new DomainError('CHALLENGE_NOT_PENDING');
    if (match.kind === 'PHYSICAL') throw new DomainError('PHYSICAL_MATCH');
    const at = new Date();
    const forfeiting = await this.store.transaction(async (tx) => {
      const locked = await this.store.lock(tx, match.tournamentId);
      if (locked.status !== 'IN_PROGRESS') throw new DomainError('WRONG_TOURNAMENT_STATUS');
      const slot = docMatches(drawnDoc(locked)).find((m) => m.slot === match.tournamentSlot);
      if (!slot || slot.status !== 'ready') throw new DomainError('CHALLENGE_NOT_PENDING');
      const subject = `match:${match.tournamentSlot}`;
      const rules = await this.dayStore.rules(locked.id, tx);
      const startsAt = await this.dayStore.roundStart(locked.id, match.tournamentRound ?? 0, tx);

      // Opening the online match is the starter's check-in at his board.
      if (!(await this.dayStore.boardPlayer(tx, matchId, viewerId))?.checkedInAt) {
        await this.dayStore.checkIn(tx, locked.id, matchId, viewerId, at);
        await this.audit.append(tx, AuditScopeType.TOURNAMENT, locked.id, {
          actorId: viewerId,
          action: 'board.checkedIn',
          subject,
          after: {
            userId: viewerId,
            at: at.toISOString(),
            minutesLate: startsAt ? minutesLate(startsAt.getTime(), at.getTime()) : 0,
            online: true,
          },
        });
      }

      // Both players' lateness as the day view reads it once the match has started at `at`.
      const ids = slot.players as [string, string];
      const started = { status: 'ACTIVE', startedAt: at };
      const lateness = (await Promise.all(
        ids.map(async (id) =>
          boardLateness(
            startsAt,
            started,
            (await this.dayStore.boardPlayer(tx, matchId, id)) ?? undefined,
            +at,
          ),
        ),
      )) as [BoardLateness, BoardLateness];
      const start = unwrap(matchStartScore(rules.lateness, slot.length, lateness, rules.bothLate));
      if (start.forfeit === 'both') throw new DomainError('BOTH_PAST_LATENESS');

      // The draw names the players in its order; the engine counts by the Match row's sides.
      const sideOf = (id: string) => {
        const side = match.participants.find((p) => p.userId === id)?.side;
        if (side !== 0 && side !== 1) throw new Error(`Match ${matchId}: ${id} has no side`);
        return side;
      };
      const score: [number, number] = [0, 0];
      ids.forEach((id, i) => (score[sideOf(id)] = start.score[i]));
      const forfeit = start.forfeit === 'none' ? null : sideOf(ids[start.forfeit]);
      // A match decided at its start needs no clock (its opening roll would race the forfeit).
      const prepared = prepareStart(forfeit === null ? match : { ...match, timeControl: null }, {
        startScore: score,
        startedAt: at,
      });
      if (!(await commitStart(tx, match, prepared, { kind: 'ONLINE' }))) {
        throw new DomainError('CHALLENGE_NOT_PENDING');
      }
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, locked.id, {
        actorId: viewerId,
        action: 'match.startedOnline',
        subject,
        after: {
          startScore: [...start.score],
          penalties: start.lateness.map((l, i) => ({
            userId: ids[i],
            minutesLate: l.minutesLate,
            penalty: l.penalty,
            waived: l.waived,
            forfeit: l.forfeit,
          })),
        },
      });
      return forfeit;
    });
    await announceStart(this.bus, matchId);
    if (forfeiting !== null) await this.matches.forfeitAtStart(matchId, forfeiting, viewerId);
    await this.reads.announce(match.tournamentId, 'match.started');
    return true;
  }
}
