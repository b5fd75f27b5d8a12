import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { Chouette } from '../chouette/chouette.model';
import { UUID } from '../core/uuid.scalar';
import { OpenChallenge } from '../lobby/open-challenge.model';
import { Match } from '../play/match.model';
import { MyTournamentMatch } from '../tournaments/my-tournaments.resolver';

@ObjectType({ description: "The viewer's FIBS rating in one of their clubs (1500 before any rated match)." })
export class ClubRating {
  @Field(() => UUID) clubId!: string;
  @Field() clubName!: string;
  @Field(() => Float) rating!: number;
  @Field(() => Int, { description: 'The sum of the lengths of the rated matches.' }) experience!: number;
}

@ObjectType({
  description: "A member's home: what waits for them, what they can join, and how they are doing.",
})
export class Dashboard {
  @Field(() => [Match], {
    description:
      'Online matches in progress that wait for the viewer; correspondence matches are in myCorrespondenceMatches.',
  })
  myTurn!: Match[];
  @Field(() => [Match], {
    description:
      'Challenges to the viewer that wait for an answer; correspondence ones are in myCorrespondenceMatches.',
  })
  challengesReceived!: Match[];
  @Field(() => [OpenChallenge], {
    description: "Open challenges of others in the viewer's clubs, oldest first.",
  })
  openChallenges!: OpenChallenge[];
  @Field(() => [OpenChallenge], { description: "The viewer's own open challenges." })
  myOpenChallenges!: OpenChallenge[];
  @Field(() => [MyTournamentMatch], { description: "The viewer's tournament matches ready to be played." })
  tournamentMatches!: MyTournamentMatch[];
  // The tables' log is the chouette resolver's field (read only when asked for).
  @Field(() => [Chouette], { description: "Open chouette tables in the viewer's clubs." })
  openChouettes!: Omit<Chouette, 'log'>[];
  @Field(() => [Match], { description: "The viewer's latest finished matches, newest first." })
  recentResults!: Match[];
  @Field(() => [ClubRating]) ratings!: ClubRating[];
}
