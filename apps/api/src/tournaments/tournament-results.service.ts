import { Injectable, Logger } from '@nestjs/common';
import { PrismaService } from '../core/database/prisma.service';
import { RatingsService } from '../ratings/ratings.service';
import { TournamentsService } from './tournaments.service';

/**
 * The play server's hook: when a match played on the site finishes, a tournament match reports its result to
 * its tournament (which rates it), and any other club match is rated. A failure here is logged and never
 * undoes the finished match, whose log is already committed.
 */
@Injectable()
export class TournamentResultsService {
  private readonly logger = new Logger('tournament-results');

  constructor(
    private readonly prisma: PrismaService,
    private readonly tournaments: TournamentsService,
    private readonly ratings: RatingsService,
  ) {}

  async matchFinished(matchId: string): Promise<void> {
    try {
      const match = await this.prisma.match.findUnique({
        where: { id: matchId },
        select: { tournamentId: true },
      });
      if (!match) return;
      if (match.tournamentId) await this.tournaments.recordPlayed(matchId);
      else await this.ratings.rateMatchById(matchId, null);
    } catch (error) {
      this.logger.error(`Result of match ${matchId} not recorded: ${(error as Error).message}`);
    }
  }
}
