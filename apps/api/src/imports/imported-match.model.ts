import { Field, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';
import { UUID } from '../core/uuid.scalar';

@ObjectType({
  description:
    'A match imported from a .mat file into a club, or attached to a tournament match played on a physical board.',
})
export class ImportedMatchView {
  @Field(() => UUID)
  id!: string;

  @Field({ description: 'The id of its replay and analysis: `i:<id>` (the page /replay/<recordId>).' })
  recordId!: string;

  @Field(() => UUID)
  clubId!: string;

  @Field(() => UUID, { nullable: true, description: 'Attached to a result of this tournament...' })
  tournamentId!: string | null;

  @Field(() => UUID, { nullable: true, description: "...for this match (the tournament's Match row)." })
  matchId!: string | null;

  @Field({ description: "Player 0's name as the file writes it (the left column)." })
  player0Name!: string;

  @Field()
  player1Name!: string;

  @Field(() => UUID, { nullable: true, description: 'The club member who played side 0, when known.' })
  player0UserId!: string | null;

  @Field(() => UUID, { nullable: true })
  player1UserId!: string | null;

  @Field(() => Int, { description: '0 = money play.' })
  matchLength!: number;

  @Field(() => Int)
  games!: number;

  @Field(() => Int)
  score0!: number;

  @Field(() => Int)
  score1!: number;

  @Field(() => Int, { nullable: true, description: 'The side that won the match.' })
  winnerSide!: number | null;

  @Field(() => UUID)
  uploadedById!: string;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}
