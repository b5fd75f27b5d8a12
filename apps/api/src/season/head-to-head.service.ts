/**
 * Head-to-head (issue 40, part 5): any two members of a club, over the club's finished matches between them
 * (wins, points, PR in their analysed matches, the last results), and a member's nemesis and favourite
 * opponent, by @gamao/season's rules. For the club's members; read only.
 */
import { Injectable } from '@nestjs/common';
import { headToHead, rivals } from '@gamao/season';
import { PrismaService } from '../core/database/prisma.service';
import { badInput, DomainError } from '../core/errors/domain-error';
import { ClubsService } from '../clubs/clubs.service';
import type { HeadToHeadView, RivalsView, RivalView } from './head-to-head.model';
import { playedMatches } from './head-to-head.store';

@Injectable()
export class HeadToHeadService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
  ) {}

  async between(viewerId: string, clubId: string, a: string, b: string): Promise<HeadToHeadView> {
    await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
    if (a === b) throw badInput('Two different members', 'memberB');
    const names = await this.names([a, b]);
    const record = headToHead(await playedMatches(this.prisma, clubId, [a, b]), a, b);
    return {
      matches: record.matches,
      sides: record.sides.map((s) => ({
        userId: s.member,
        displayName: names.get(s.member) ?? '',
        wins: s.wins,
        points: s.points,
        pr: s.pr === null ? null : Math.round(s.pr * 100) / 100,
        decisions: s.decisions,
      })),
      lastResults: record.lastResults.map((m) => ({
        matchId: m.id,
        endedAt: new Date(m.endedAt),
        winnerId: m.winner,
        score: [...m.score],
      })),
    };
  }

  async rivalsOf(viewerId: string, clubId: string, userId: string): Promise<RivalsView> {
    await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
    const found = rivals(await playedMatches(this.prisma, clubId, [userId]), userId);
    const names = await this.names([found.nemesis, found.favourite].flatMap((r) => (r ? [r.opponent] : [])));
    type Rival = ReturnType<typeof rivals>['nemesis'];
    const view = (r: Rival): RivalView | null =>
      r && {
        userId: r.opponent,
        displayName: names.get(r.opponent) ?? '',
        matches: r.matches,
        wins: r.wins,
        losses: r.losses,
      };
    return { nemesis: view(found.nemesis), favourite: view(found.favourite) };
  }

  private async names(ids: string[]): Promise<Map<string, string>> {
    const users = await this.prisma.user.findMany({
      where: { id: { in: ids } },
      select: { id: true, displayName: true },
    });
    if (users.length !== new Set(ids).size) throw new DomainError('NOT_FOUND', 'No such member');
    return new Map(users.map((u) => [u.id, u.displayName]));
  }
}
