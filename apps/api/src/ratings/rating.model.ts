import { Field, Float, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';
import { UUID } from '../core/uuid.scalar';
import { User } from '../users/user.model';

@ObjectType({ description: 'A row of a club leaderboard (FIBS ratings; everyone starts at 1500).' })
export class LeaderboardEntry {
  @Field(() => Int, { description: 'Equal ratings share a rank.' }) rank!: number;
  @Field(() => User) player!: User;
  @Field(() => Float) rating!: number;
  @Field(() => Int, { description: 'Sum of the lengths of rated matches.' }) experience!: number;
}

@ObjectType({
  description: "One rated match in a player's history: the player's change against the opponent.",
})
export class RatingChange {
  @Field(() => UUID) matchId!: string;
  @Field(() => User) player!: User;
  @Field(() => User) opponent!: User;
  @Field() won!: boolean;
  @Field(() => Int) length!: number;
  @Field(() => Float) ratingBefore!: number;
  @Field(() => Float) ratingAfter!: number;
  @Field(() => Float) change!: number;
  @Field(() => Int) experienceBefore!: number;
  @Field(() => Int) experienceAfter!: number;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}
