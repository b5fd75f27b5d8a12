/**
 * A chouette table's house rules over GraphQL (issue 42): the input at opening or from the organiser before
 * the first game, and the rules the table plays by (libs/chouette house-rules.ts; defaults play as the seed).
 */
import { Field, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum InitialCubesRuleEnum {
  free = 'free',
  half = 'half',
  halfAndCaptain = 'halfAndCaptain',
}
registerEnumType(InitialCubesRuleEnum, {
  name: 'ChouetteInitialCubesRule',
  description:
    'free; half: the box doubled by every member takes at least half; halfAndCaptain (LA): and the captain’s.',
});

export enum AnswerOrderRuleEnum {
  any = 'any',
  team = 'team',
  fromEnd = 'fromEnd',
}
registerEnumType(AnswerOrderRuleEnum, {
  name: 'ChouetteAnswerOrderRule',
  description: 'any; team: in team order; fromEnd: from the end of the line up to the captain.',
});

export enum BoxKeepingRuleEnum {
  boxVsCaptain = 'boxVsCaptain',
  breakEven = 'breakEven',
  doubleStandUp = 'doubleStandUp',
}
registerEnumType(BoxKeepingRuleEnum, {
  name: 'ChouetteBoxKeepingRule',
  description: 'boxVsCaptain (default); breakEven; doubleStandUp (LA): the box must win and break even.',
});

export enum AbsentMemberRuleEnum {
  proxy = 'proxy',
  followCaptain = 'followCaptain',
}
registerEnumType(AbsentMemberRuleEnum, { name: 'ChouetteAbsentMemberRule' });

export enum ExtrasRuleEnum {
  none = 'none',
  optional = 'optional',
  mandatory = 'mandatory',
}
registerEnumType(ExtrasRuleEnum, { name: 'ChouetteExtrasRule' });

@InputType({
  description: 'House rules; anything left out takes the default (docs/domain.md "House rules").',
})
export class ChouetteHouseRulesInput {
  @Field(() => Int, {
    nullable: true,
    description: 'Players from which the box must call a partner (0 = never; FIBS 6, LA 7).',
  })
  partnerMandatoryFrom?: number;
  @Field(() => Int, {
    nullable: true,
    description: 'Past this many players the table splits (0 = no limit).',
  })
  maxPlayers?: number;
  @Field(() => InitialCubesRuleEnum, { nullable: true }) initialCubes?: InitialCubesRuleEnum;
  @Field({ nullable: true, description: '3 players: the box takes both initial cubes or passes both.' })
  threeHandedBoth?: boolean;
  @Field(() => AnswerOrderRuleEnum, { nullable: true }) answerOrder?: AnswerOrderRuleEnum;
  @Field(() => BoxKeepingRuleEnum, { nullable: true }) boxKeeping?: BoxKeepingRuleEnum;
  @Field(() => AbsentMemberRuleEnum, { nullable: true }) absentMember?: AbsentMemberRuleEnum;
  @Field(() => ExtrasRuleEnum, { nullable: true }) extras?: ExtrasRuleEnum;
  @Field({ nullable: true, description: 'Deals mid-game between the box and members.' }) deals?: boolean;
}

@ObjectType({ description: 'The house rules the table plays by.' })
export class ChouetteHouseRules {
  @Field(() => Int) partnerMandatoryFrom!: number;
  @Field(() => Int) maxPlayers!: number;
  @Field(() => InitialCubesRuleEnum) initialCubes!: InitialCubesRuleEnum;
  @Field() threeHandedBoth!: boolean;
  @Field(() => AnswerOrderRuleEnum) answerOrder!: AnswerOrderRuleEnum;
  @Field(() => BoxKeepingRuleEnum) boxKeeping!: BoxKeepingRuleEnum;
  @Field(() => AbsentMemberRuleEnum) absentMember!: AbsentMemberRuleEnum;
  @Field(() => ExtrasRuleEnum) extras!: ExtrasRuleEnum;
  @Field() deals!: boolean;
}
