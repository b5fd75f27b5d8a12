import { Injectable } from '@nestjs/common';
import { type Tournament, type TournamentMatch, TournamentMatchState } from './tournament.model';
import { TournamentReadsService } from './tournament-reads.service';
import { TournamentStore } from './tournament.store';

/** The viewer's side of tournaments: where they are entered and which of their matches wait to be played. */
@Injectable()
export class MyTournamentsService {
  constructor(
    private readonly store: TournamentStore,
    private readonly reads: TournamentReadsService,
  ) {}

  /** Tournaments of the viewer's clubs in which the viewer is entered (not withdrawn), newest first. */
  async entered(viewerId: string): Promise<Tournament[]> {
    const rows = await this.store.enteredBy(viewerId);
    // The club membership is in the query: no check per tournament, no second read of each row.
    return this.reads.views(rows);
  }

  /** The viewer's matches that are ready to be played, in the tournaments in progress, oldest tournament first. */
  async readyMatches(viewerId: string): Promise<{ tournament: Tournament; match: TournamentMatch }[]> {
    const entered = (await this.entered(viewerId)).filter((t) => t.status === 'IN_PROGRESS').reverse();
    const perTournament = await Promise.all(
      entered.map(async (tournament) =>
        (await this.reads.matches(viewerId, tournament.id))
          .filter(
            (m) =>
              m.state === TournamentMatchState.READY &&
              (m.player1?.id === viewerId || m.player2?.id === viewerId),
          )
          .map((match) => ({ tournament, match })),
      ),
    );
    return perTournament.flat();
  }
}
