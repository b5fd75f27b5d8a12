/**
 * GraphQL types of a club's rating policy (issue 40, part 1): what the club rates, read by members and set by
 * directors. Every field of the input may be left out: what is left out stays as it was.
 */
import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'Which matches of the club move ratings (defaults: the UKBGF club policy).' })
export class ClubRatingPolicy {
  @Field(() => Int, { description: 'Shortest rated match, in points (1: every length).' })
  minLength!: number;
  @Field() online!: boolean;
  @Field() physical!: boolean;
  @Field() tournament!: boolean;
  @Field() league!: boolean;
  @Field() ladder!: boolean;
  @Field() challenge!: boolean;
  @Field() friendly!: boolean;
  @Field({ description: 'Chouette games (default: not rated).' }) chouette!: boolean;
  @Field() retirement!: boolean;
  @Field() timeout!: boolean;
  @Field() forfeit!: boolean;
  @Field() walkover!: boolean;
  @Field() unfinished!: boolean;
  @Field() settled!: boolean;
  @Field(() => Int, { description: '0 until a director first sets it; one more per change.' })
  version!: number;
  @Field(() => Date, { nullable: true })
  updatedAt!: Date | null;
}

@InputType()
export class ClubRatingPolicyInput {
  @Field(() => Int, { nullable: true }) minLength?: number | null;
  @Field(() => Boolean, { nullable: true }) online?: boolean | null;
  @Field(() => Boolean, { nullable: true }) physical?: boolean | null;
  @Field(() => Boolean, { nullable: true }) tournament?: boolean | null;
  @Field(() => Boolean, { nullable: true }) league?: boolean | null;
  @Field(() => Boolean, { nullable: true }) ladder?: boolean | null;
  @Field(() => Boolean, { nullable: true }) challenge?: boolean | null;
  @Field(() => Boolean, { nullable: true }) friendly?: boolean | null;
  @Field(() => Boolean, { nullable: true }) chouette?: boolean | null;
  @Field(() => Boolean, { nullable: true }) retirement?: boolean | null;
  @Field(() => Boolean, { nullable: true }) timeout?: boolean | null;
  @Field(() => Boolean, { nullable: true }) forfeit?: boolean | null;
  @Field(() => Boolean, { nullable: true }) walkover?: boolean | null;
  @Field(() => Boolean, { nullable: true }) unfinished?: boolean | null;
  @Field(() => Boolean, { nullable: true }) settled?: boolean | null;
}

@ObjectType({
  description: "Whether a match moves ratings under its club's policy, before it starts and after it ends.",
})
export class MatchRatingEligibility {
  @Field() rated!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'Why not (a @gamao/season NotRatedReason: CHOUETTE, TOO_SHORT, WALKOVER, ...); null when rated.',
  })
  reason!: string | null;
}

@ObjectType({
  description: 'What a recomputation did; the audit entry (rating.policyRecomputed) has the detail.',
})
export class RatingRecomputation {
  @Field(() => Int) policyVersion!: number;
  @Field(() => Int) rated!: number;
  @Field(() => Int) skipped!: number;
  @Field(() => Int) changedPlayers!: number;
  @Field({ description: 'SHA-256 of the replayed match ids in order.' }) logDigest!: string;
}
