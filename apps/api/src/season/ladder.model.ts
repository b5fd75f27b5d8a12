/** GraphQL types of a club ladder (issue 40, part 2): its rungs top first and its challenges. */
import { Field, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { UUID } from '../core/uuid.scalar';
import { LadderMovement } from '../generated/prisma/enums';

registerEnumType(LadderMovement, {
  name: 'LadderMovement',
  description:
    'LEAPFROG: the winner takes the place, those between move down one; SWAP: the two exchange places.',
});
export { LadderMovement };

@ObjectType()
export class LadderRungView {
  @Field(() => Int, { description: '1 = top.' }) position!: number;
  @Field(() => UUID) userId!: string;
  @Field() displayName!: string;
}

@ObjectType()
export class LadderChallengeView {
  @Field(() => UUID) id!: string;
  @Field(() => UUID) challengerId!: string;
  @Field(() => UUID) defenderId!: string;
  @Field() challengerName!: string;
  @Field() defenderName!: string;
  @Field({
    description:
      'open, accepted (its match is being played), challenger-won, defender-won, refused, expired.',
  })
  status!: string;
  @Field(() => UUID, { nullable: true, description: 'The match, once the defender accepted.' })
  matchId!: string | null;
  @Field() issuedAt!: Date;
  @Field() deadline!: Date;
}

@ObjectType()
export class LadderView {
  @Field(() => UUID) id!: string;
  @Field(() => UUID) clubId!: string;
  @Field() name!: string;
  @Field(() => Int) reach!: number;
  @Field(() => Int) deadlineDays!: number;
  @Field(() => LadderMovement) movement!: LadderMovement;
  @Field(() => Int, { description: 'Points of each challenge match.' }) matchLength!: number;
  @Field(() => String, { nullable: true, description: 'The read-only public link token (members only).' })
  publicToken!: string | null;
  @Field(() => [LadderRungView]) rungs!: LadderRungView[];
  @Field(() => [LadderChallengeView]) challenges!: LadderChallengeView[];
}

@InputType()
export class CreateLadderInput {
  @Field(() => UUID) clubId!: string;
  @Field() name!: string;
  @Field(() => Int, { nullable: true, description: 'Places above one may challenge (default 5).' })
  reach?: number | null;
  @Field(() => Int, { nullable: true, description: 'Days to play a challenge (default 7).' })
  deadlineDays?: number | null;
  @Field(() => LadderMovement, { nullable: true }) movement?: LadderMovement | null;
  @Field(() => Int, { nullable: true, description: 'Points of each challenge match (default 5).' })
  matchLength?: number | null;
}

@ObjectType({ description: 'A committed change of a ladder; a page reads the ladder again on it.' })
export class LadderEvent {
  @Field(() => UUID) ladderId!: string;
  @Field({ description: 'member.joined, challenge.issued, challenge.accepted, challenge.played, ...' })
  change!: string;
  @Field(() => UUID, { nullable: true }) challengeId!: string | null;
}

@ObjectType({ description: "One of the viewer's ladder challenges still to be played, with its ladder." })
export class MyLadderChallenge extends LadderChallengeView {
  @Field(() => UUID) ladderId!: string;
  @Field() ladderName!: string;
  @Field({ description: 'The viewer is the challenged member (to answer), else the challenger.' })
  received!: boolean;
}
