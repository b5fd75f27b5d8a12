/**
 * Entries and withdrawals once play has begun (issue 41, part 2), through @gamao/tournament's entries.ts and
 * withdrawal.ts: a late entry (the lowest seed where the format allows it), a withdrawal mid-event (the
 * remaining matches walked over, or the player dropped from Swiss pairing) and a double no-show (both out, a
 * bracket advances a bye). Directors only; each change runs in one transaction under the tournament's row
 * lock, keeps the Match rows in step with the draw (walked-over rows finished, stale ones cancelled, new ones
 * opened), is audited in the tournament's chain and announced on its live feed.
 */
import { Injectable } from '@nestjs/common';
import {
  type Bracket,
  type DoubleElimination,
  type RoundRobinTournament,
  type SwissTournament,
  type TournamentDoc,
  type Withdrawals,
  docFinished,
  docMatches,
  enterBracketLate,
  enterRoundRobinLate,
  enterSwissLate,
  reconcileMatchRows,
  doubleEliminationNoShow,
  recordDoubleNoShow,
  swissDoubleNoShow,
  withdrawFromBracket,
  withdrawFromDoubleElimination,
  withdrawFromRoundRobin,
  withdrawFromSwiss,
} from '@gamao/tournament';
import { DomainError } from '../core/errors/domain-error';
import { ClubsService } from '../clubs/clubs.service';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import type { Tournament } from './tournament.model';
import { TournamentReadsService } from './tournament-reads.service';
import { type StoredTournament, type Tx, TournamentStore } from './tournament.store';
import { newMatchRows } from './tournament-matches';
import { drawnDoc, unwrap } from './tournament-refusals';

type Settled = { doc: TournamentDoc; walkedOver: readonly string[] };

@Injectable()
export class TournamentRosterService {
  constructor(
    private readonly store: TournamentStore,
    private readonly reads: TournamentReadsService,
    private readonly clubs: ClubsService,
    private readonly audit: AuditService,
  ) {}

  /** A director enters a club member after the draw, as the lowest seed. */
  async enterLate(viewerId: string, tournamentId: string, userId: string): Promise<Tournament> {
    const t = await this.store.find(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'DIRECTOR');
    if (!(await this.clubs.roleOf(t.clubId, userId))) throw new DomainError('NOT_A_MEMBER');
    return this.change(tournamentId, viewerId, 'entry.late', async (tx, locked) => {
      const doc = drawnDoc(locked);
      // A double elimination's losers' bracket is built from the whole draw: no line is left to enter.
      if (doc.format === 'doubleElimination') {
        throw new DomainError('ENTRY_CLOSED', 'A double elimination takes no late entry after the draw');
      }
      const after: TournamentDoc =
        doc.format === 'swiss'
          ? unwrap(enterSwissLate(doc, userId))
          : doc.format === 'roundRobin'
            ? unwrap(enterRoundRobinLate(doc, userId))
            : unwrap(enterBracketLate(doc as Bracket & Withdrawals, userId));
      const now = new Date();
      await this.store.register(tx, tournamentId, userId, now);
      await this.store.markCheckedIn(tx, tournamentId, userId, now);
      await this.store.setSeeds(tx, tournamentId, after.seeds, false);
      return {
        settled: { doc: after, walkedOver: [] },
        subject: `user:${userId}`,
        after: { seed: after.seeds.length },
      };
    });
  }

  /** A director withdraws a player mid-event: what he has left is walked over, or he is not paired again. */
  async withdraw(viewerId: string, tournamentId: string, userId: string): Promise<Tournament> {
    const t = await this.store.find(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'DIRECTOR');
    return this.change(tournamentId, viewerId, 'entry.withdrawnMidEvent', async (tx, locked) => {
      const doc = drawnDoc(locked);
      const settled: Settled =
        doc.format === 'swiss'
          ? unwrap(withdrawFromSwiss(doc, userId))
          : doc.format === 'roundRobin'
            ? unwrap(withdrawFromRoundRobin(doc as RoundRobinTournament & Withdrawals, userId))
            : doc.format === 'doubleElimination'
              ? unwrap(withdrawFromDoubleElimination(doc as DoubleElimination & Withdrawals, userId))
              : unwrap(withdrawFromBracket(doc as Bracket & Withdrawals, userId));
      const entry = await this.store.findEntry(tx, tournamentId, userId);
      if (entry && !entry.withdrawnAt) await this.store.markWithdrawn(tx, tournamentId, userId, new Date());
      return { settled, subject: `user:${userId}`, after: { walkedOver: settled.walkedOver } };
    });
  }

  /** Neither player of a board came: both out; a bracket gives the next round's opponent a bye. */
  async doubleNoShow(viewerId: string, matchId: string): Promise<Tournament> {
    const match = await this.store.tournamentMatch(matchId);
    await this.clubs.requireRole(match.clubId, viewerId, 'DIRECTOR');
    return this.change(match.tournamentId, viewerId, 'match.doubleNoShow', async (tx, locked) => {
      const row = await this.store.match(tx, matchId);
      const slot = row.tournamentSlot ?? '';
      if (row.status !== 'CHALLENGED') throw new DomainError('MATCH_NOT_PLAYABLE');
      const doc = drawnDoc(locked);
      const players = match.participants.map((p) => p.userId);
      let settled: Settled;
      if (doc.format === 'swiss') {
        settled = {
          doc: unwrap(swissDoubleNoShow(doc as SwissTournament & Withdrawals, slot)),
          walkedOver: [],
        };
      } else if (doc.format === 'roundRobin') {
        let rr = doc as RoundRobinTournament & Withdrawals;
        const walkedOver: string[] = [];
        for (const p of players) {
          const r = unwrap(withdrawFromRoundRobin(rr, p));
          rr = r.doc;
          walkedOver.push(...r.walkedOver);
        }
        settled = { doc: rr, walkedOver };
      } else if (doc.format === 'doubleElimination') {
        settled = unwrap(doubleEliminationNoShow(doc as DoubleElimination & Withdrawals, slot));
      } else {
        settled = unwrap(recordDoubleNoShow(doc as Bracket & Withdrawals, slot));
      }
      const now = new Date();
      for (const p of players) {
        const entry = await this.store.findEntry(tx, locked.id, p);
        if (entry && !entry.withdrawnAt) await this.store.markWithdrawn(tx, locked.id, p, now);
      }
      return { settled, subject: `match:${slot}`, after: { players, walkedOver: settled.walkedOver } };
    });
  }

  /**
   * One roster change: the lib's new document is stored with the status it leads to, walked-over Match rows
   * are finished, the others brought in line with the draw, and the change audited and announced.
   */
  private async change(
    tournamentId: string,
    actorId: string,
    action: string,
    work: (
      tx: Tx,
      t: StoredTournament,
    ) => Promise<{ settled: Settled; subject: string; after: Record<string, unknown> }>,
  ): Promise<Tournament> {
    const row = await this.store.transaction(async (tx) => {
      const t = await this.store.lock(tx, tournamentId);
      if (t.status !== 'IN_PROGRESS') {
        throw new DomainError('WRONG_TOURNAMENT_STATUS', 'This is for a tournament in play');
      }
      const { settled, subject, after } = await work(tx, t);
      const { doc, walkedOver } = settled;
      const finished = docFinished(doc);
      await this.store.saveProgress(
        tx,
        t.id,
        doc,
        finished ? 'FINISHED' : 'IN_PROGRESS',
        finished ? new Date() : null,
      );
      await this.finishWalkovers(tx, t.id, doc, walkedOver);
      const rows = (await this.store.liveMatchRows(t.id, tx)).map((r) => ({
        id: r.id,
        slot: r.tournamentSlot,
        players: r.participants.map((p) => p.userId),
        finished: r.status === 'FINISHED',
      }));
      const plan = reconcileMatchRows(doc, rows);
      await this.store.cancelMatches(tx, plan.cancel, new Date());
      await this.store.createMatches(tx, newMatchRows(t, plan.create, actorId));
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, t.id, { actorId, action, subject, after });
      return this.store.lock(tx, t.id);
    });
    await this.reads.announce(tournamentId, action);
    return this.reads.view(row);
  }

  /** The Match rows of matches the lib walked over record the walkover (not rated). */
  private async finishWalkovers(
    tx: Tx,
    tournamentId: string,
    doc: TournamentDoc,
    slots: readonly string[],
  ): Promise<void> {
    const bySlot = new Map(docMatches(doc).map((m) => [m.slot, m]));
    for (const slot of slots) {
      const m = bySlot.get(slot);
      const row = await this.store.slotMatch(tx, tournamentId, slot);
      if (!m?.result || !row || row.status === 'FINISHED') continue;
      await this.store.finishMatch(tx, row.id, {
        kind: row.status === 'CHALLENGED' ? 'PHYSICAL' : row.kind,
        finishedAt: new Date(),
        winnerSide: row.participants.find((p) => p.userId === m.result?.winner)?.side ?? null,
        resultSource: 'WALKOVER',
        scores: null,
      });
    }
  }
}
