import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Viewer } from '../core/auth/viewer.decorator';
import { MyTournamentsService } from './my-tournaments.service';
import { Tournament, TournamentMatch } from './tournament.model';

@ObjectType({ description: "One of the viewer's matches that is ready to be played, with its tournament." })
export class MyTournamentMatch {
  @Field(() => Tournament) tournament!: Tournament;
  @Field(() => TournamentMatch) match!: TournamentMatch;
}

@Resolver()
export class MyTournamentsResolver {
  constructor(private readonly mine: MyTournamentsService) {}

  @Query(() => [Tournament], {
    description:
      "Tournaments of the viewer's clubs in which the viewer is entered (not withdrawn), newest first.",
  })
  async myTournaments(@Viewer() viewer: Viewer) {
    return this.mine.entered(viewer.id);
  }

  @Query(() => [MyTournamentMatch], {
    description: "The viewer's tournament matches that are ready to be played (tournaments in progress).",
  })
  async myTournamentMatches(@Viewer() viewer: Viewer) {
    return this.mine.readyMatches(viewer.id);
  }
}
