import { Field, Int, ObjectType } from '@nestjs/graphql';

/** The check of a finished match's or chouette session's dice against their committed seed (dice-seeds.ts). */
@ObjectType()
export class DiceVerification {
  @Field({ description: 'The revealed seed matches its commitment and every roll matches the seeds.' })
  verified!: boolean;
  @Field() seedMatchesCommitment!: boolean;
  @Field(() => Int) rolls!: number;
  @Field(() => Int, {
    nullable: true,
    description: 'Log sequence number of the first roll that does not match.',
  })
  firstMismatchSeq!: number | null;
}
