/** GraphQL types of a head-to-head record and of a member's nemesis and favourite opponent (issue 40, part 5). */
import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { UUID } from '../core/uuid.scalar';

@ObjectType()
export class HeadToHeadSideView {
  @Field(() => UUID) userId!: string;
  @Field() displayName!: string;
  @Field(() => Int) wins!: number;
  @Field(() => Int, { description: 'Points scored in their matches against each other.' }) points!: number;
  @Field(() => Float, {
    nullable: true,
    description: 'PR over their analysed matches against each other (null: none analysed).',
  })
  pr!: number | null;
  @Field(() => Int, { description: 'Unforced decisions analysed.' }) decisions!: number;
}

@ObjectType()
export class HeadToHeadResultView {
  @Field(() => UUID) matchId!: string;
  @Field() endedAt!: Date;
  @Field(() => UUID) winnerId!: string;
  @Field(() => [Int], { description: "[winner's points, loser's points]." }) score!: number[];
}

@ObjectType()
export class HeadToHeadView {
  @Field(() => Int) matches!: number;
  @Field(() => [HeadToHeadSideView], { description: 'The two members, in the order asked.' })
  sides!: HeadToHeadSideView[];
  @Field(() => [HeadToHeadResultView], { description: 'The last results, latest first (5).' })
  lastResults!: HeadToHeadResultView[];
}

@ObjectType()
export class RivalView {
  @Field(() => UUID) userId!: string;
  @Field() displayName!: string;
  @Field(() => Int) matches!: number;
  @Field(() => Int) wins!: number;
  @Field(() => Int) losses!: number;
}

@ObjectType()
export class RivalsView {
  @Field(() => RivalView, {
    nullable: true,
    description: 'The opponent the member lost to most (3 matches or more).',
  })
  nemesis!: RivalView | null;
  @Field(() => RivalView, {
    nullable: true,
    description: 'The opponent the member beat most (3 matches or more).',
  })
  favourite!: RivalView | null;
}
