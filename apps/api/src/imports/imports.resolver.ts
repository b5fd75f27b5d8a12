import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequireRole } from '../core/auth/roles.guard';
import { Viewer } from '../core/auth/viewer.decorator';
import { UUID } from '../core/uuid.scalar';
import { InputRules } from '../core/validation/input-rules.pipe';
import { ImportedMatchView } from './imported-match.model';
import { matTextRules } from './import-input-rules';
import { ImportsService } from './imports.service';

const ID = { type: () => UUID };
const OPTIONAL_ID = { type: () => UUID, nullable: true };

@Resolver(() => ImportedMatchView)
export class ImportsResolver {
  constructor(private readonly imports: ImportsService) {}

  @Mutation(() => ImportedMatchView, {
    description:
      'A member imports a .mat file into the club. Every move is checked by the engine: a file it refuses ' +
      '(MAT_UNREADABLE, MAT_ILLEGAL_MOVE, MAT_TRUNCATED, MAT_SCORE_MISMATCH, with `game` and `line` in the ' +
      "error's extensions) stores nothing. The sides may name the club members who played them.",
  })
  @RequireRole('MEMBER')
  async importMat(
    @Args('clubId', ID) clubId: string,
    @Args('text', InputRules(matTextRules)) text: string,
    @Args('player0UserId', OPTIONAL_ID) player0UserId: string | null,
    @Args('player1UserId', OPTIONAL_ID) player1UserId: string | null,
    @Viewer() viewer: Viewer,
  ): Promise<ImportedMatchView> {
    return this.imports.importIntoClub(viewer.id, clubId, text, [
      player0UserId ?? null,
      player1UserId ?? null,
    ]);
  }

  @Mutation(() => ImportedMatchView, {
    description:
      'Directors: attaches the .mat file of a finished tournament match played on a physical board. The ' +
      'file must end with the recorded result (MAT_SCORE_MISMATCH otherwise); one file per match. ' +
      "`player0UserId` says which player is the file's player 0 when the file's names are not theirs.",
  })
  async attachMatToResult(
    @Args('matchId', ID) matchId: string,
    @Args('text', InputRules(matTextRules)) text: string,
    @Args('player0UserId', OPTIONAL_ID) player0UserId: string | null,
    @Viewer() viewer: Viewer,
  ): Promise<ImportedMatchView> {
    return this.imports.attachToResult(viewer.id, matchId, text, player0UserId ?? null);
  }

  @Query(() => ImportedMatchView, { description: 'An imported match (members of its club).' })
  async importedMatch(@Args('id', ID) id: string, @Viewer() viewer: Viewer): Promise<ImportedMatchView> {
    return this.imports.view(viewer.id, id);
  }

  @Query(() => [ImportedMatchView], { description: "A club's imported matches, newest first (members)." })
  @RequireRole('MEMBER')
  async clubImportedMatches(@Args('clubId', ID) clubId: string): Promise<ImportedMatchView[]> {
    return this.imports.ofClub(clubId);
  }

  @Query(() => [ImportedMatchView], {
    description: "The .mat files attached to a tournament's results (members of its club).",
  })
  async tournamentImportedMatches(
    @Args('tournamentId', ID) tournamentId: string,
    @Viewer() viewer: Viewer,
  ): Promise<ImportedMatchView[]> {
    return this.imports.ofTournament(viewer.id, tournamentId);
  }
}
