import { Injectable } from '@nestjs/common';
import { INITIAL_RATING } from '@gamao/tournament';
import { ChouetteReadsService } from '../chouette/chouette-reads.service';
import { PrismaService } from '../core/database/prisma.service';
import { LobbyService } from '../lobby/lobby.service';
import { MatchesService, type MatchWithState } from '../play/matches.service';
import { MyTournamentsService } from '../tournaments/my-tournaments.service';
import { awaitsViewer, challengeToViewer, latestResults } from './dashboard';
import type { ClubRating, Dashboard } from './dashboard.model';

/** How many finished matches the home lists. */
export const RECENT_RESULTS = 5;

/** The rules' view of a match: the GraphQL view with the stored row's tournament and end. */
const facts = (m: MatchWithState) => ({
  status: m.status,
  viewerSide: m.viewerSide,
  sideToAct: m.sideToAct,
  tournamentId: m.stored.tournamentId,
  finishedAt: m.stored.finishedAt,
  correspondence: !!m.stored.timeControl?.daysPerMove,
});

/**
 * A member's home in one read: each part comes from the service that owns it (matches, the lobby,
 * tournaments, chouette), read at once; only the ratings are read here. The correspondence matches are the
 * `myCorrespondenceMatches` query's (the web's correspondence section): "your turn" and the challenges leave
 * them out (dashboard.ts), so each match is listed once.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly matches: MatchesService,
    private readonly lobby: LobbyService,
    private readonly tournaments: MyTournamentsService,
    private readonly chouettes: ChouetteReadsService,
  ) {}

  async dashboard(viewerId: string): Promise<Dashboard> {
    const [matches, open, tournamentMatches, openChouettes, ratings] = await Promise.all([
      this.matches.myMatches(viewerId, ['ACTIVE', 'CHALLENGED', 'FINISHED']),
      this.lobby.ofMyClubs(viewerId),
      this.tournaments.readyMatches(viewerId),
      this.chouettes.openOfMyClubs(viewerId),
      this.ratings(viewerId),
    ]);
    return {
      myTurn: matches.filter((m) => awaitsViewer(facts(m))),
      challengesReceived: matches.filter((m) => challengeToViewer(facts(m))),
      openChallenges: open.filter((c) => c.createdBy.id !== viewerId),
      myOpenChallenges: open.filter((c) => c.createdBy.id === viewerId),
      tournamentMatches,
      openChouettes,
      recentResults: latestResults(
        matches.map((m) => ({ ...facts(m), match: m })),
        RECENT_RESULTS,
      ).map((r) => r.match),
      ratings,
    };
  }

  /** The viewer's rating in each of their clubs, by club name. */
  private async ratings(viewerId: string): Promise<ClubRating[]> {
    const [memberships, rows] = await Promise.all([
      this.prisma.clubMembership.findMany({
        where: { userId: viewerId },
        select: { club: { select: { id: true, name: true } } },
      }),
      this.prisma.rating.findMany({ where: { userId: viewerId } }),
    ]);
    return memberships
      .map(({ club }) => {
        const row = rows.find((r) => r.clubId === club.id);
        return {
          clubId: club.id,
          clubName: club.name,
          rating: row?.rating ?? INITIAL_RATING,
          experience: row?.experience ?? 0,
        };
      })
      .sort((a, b) => a.clubName.localeCompare(b.clubName));
  }
}
