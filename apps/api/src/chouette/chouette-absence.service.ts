/**
 * A player away from a chouette table (house rule absentMember, issue 42). The player, the table's organiser or
 * a club director says who is away: under the 'proxy' rule (the default) with the player at the table who
 * decides their cube meanwhile (chouette-intent.ts lets that proxy act for them), under 'followCaptain' with
 * nobody: their cube follows the captain's, the server deciding for them as soon as the captain has
 * (ChouetteGameService.followCaptain). Back at the table, the absence ends. Each change is audited in the
 * table's chain; the absences live beside the log (they change who may act, not the game), so no sequence
 * number moves: each change is announced on the table's live feed as a notice carrying the absences.
 */
import { Injectable } from '@nestjs/common';
import { houseRulesOf } from '@gamao/chouette';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import { ClubsService } from '../clubs/clubs.service';
import { PrismaService } from '../core/database/prisma.service';
import { badInput, DomainError, forbidden } from '../core/errors/domain-error';
import { ChouetteGameService } from './chouette-game.service';
import { ChouetteReadsService, type ChouetteWithState } from './chouette-reads.service';
import { lockSession, setAbsences } from './chouette.store';

@Injectable()
export class ChouetteAbsenceService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
    private readonly audit: AuditService,
    private readonly reads: ChouetteReadsService,
    private readonly game: ChouetteGameService,
  ) {}

  async set(
    viewerId: string,
    sessionId: string,
    change: { member?: string | null; away: boolean; proxy?: string | null },
  ): Promise<ChouetteWithState> {
    const member = change.member ?? viewerId;
    await this.prisma.$transaction(async (tx) => {
      await lockSession(tx, sessionId);
      const row = await this.reads.load(sessionId);
      const role = await this.clubs.roleOf(row.clubId, viewerId);
      if (!role) throw forbidden('Members of the club only');
      const director = role === 'DIRECTOR' || role === 'OWNER';
      if (member !== viewerId && row.organiserId !== viewerId && !director)
        throw forbidden('A player, the organiser or a director says who is away');
      if (row.status === 'CLOSED') throw new DomainError('SESSION_CLOSED');
      if (!row.state.players.includes(member)) throw badInput('Not a player at this table', 'member');
      const rule = houseRulesOf(row.state.options).absentMember;
      const next = { ...row.absences };
      if (!change.away) {
        delete next[member];
      } else if (rule === 'proxy') {
        const proxy = change.proxy ?? null;
        const taken = Object.values(next).includes(member) || Object.values(next).includes(proxy);
        if (!proxy || proxy === member || !row.state.present.includes(proxy) || proxy in next || taken)
          throw new DomainError('INVALID_PROXY');
        next[member] = proxy;
      } else {
        if (change.proxy)
          throw new DomainError('NOT_PROXY', "This table plays absent cubes as the captain's");
        next[member] = null;
      }
      await setAbsences(tx, sessionId, next);
      await this.audit.append(tx, AuditScopeType.CHOUETTE, sessionId, {
        actorId: viewerId,
        action: 'chouette.absence',
        subject: member,
        before: member in row.absences ? { away: true, proxy: row.absences[member] } : { away: false },
        after: change.away ? { away: true, proxy: next[member] } : { away: false },
      });
    });
    // Under 'followCaptain', a cube decision the captain already made is followed at once (each one published
    // as an action). Then every open page of the table is told who is away now, over the live feed.
    await this.game.followCaptain(sessionId);
    const row = await this.reads.load(sessionId);
    await this.reads.announce(row);
    return this.reads.view(row, viewerId);
  }
}
