import { Context, Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { GqlContext, requireViewer } from '../core/context';
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
  async myTournaments(@Context() ctx: GqlContext) {
    return this.mine.entered((await requireViewer(ctx)).id);
  }

  @Query(() => [MyTournamentMatch], {
    description: "The viewer's tournament matches that are ready to be played (tournaments in progress).",
  })
  async myTournamentMatches(@Context() ctx: GqlContext) {
    return this.mine.readyMatches((await requireViewer(ctx)).id);
  }
}
