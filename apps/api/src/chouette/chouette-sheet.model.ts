import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { UUID } from '../core/uuid.scalar';
import { User } from '../users/user.model';

/**
 * The scorekeeper's score sheet over GraphQL (issue 42, house rules): the columns' order, the breaks, the
 * games deleted, the cubes as edited, and every edit with who and why (@gamao/chouette sheet.ts).
 */

export enum ChouetteCubeOwnerEnum {
  box = 'box',
  member = 'member',
  centred = 'centred',
}
registerEnumType(ChouetteCubeOwnerEnum, {
  name: 'ChouetteCubeOwner',
  description: "Who owns a member's cube: the box, the member, or nobody (centred).",
});

@ObjectType({ description: "A member's cube in one game, as the scorekeeper set it." })
export class ChouetteSheetCube {
  @Field(() => Int, { description: '0-based game number.' }) game!: number;
  @Field(() => UUID) player!: string;
  @Field(() => Int) cube!: number;
  @Field(() => ChouetteCubeOwnerEnum) owner!: ChouetteCubeOwnerEnum;
  @Field(() => Int, { description: "The member's points at that cube." }) points!: number;
}

@ObjectType({ description: 'One edit of the score sheet: who, why, what.' })
export class ChouetteSheetEdit {
  @Field(() => Int, { description: 'The edit’s sequence number in the log.' }) seq!: number;
  @Field({ description: 'score | cube | reorder | deleteLast | break | unbreak' }) kind!: string;
  @Field(() => UUID) by!: string;
  @Field(() => User) byUser!: User;
  @Field() reason!: string;
  @Field(() => Int, { nullable: true, description: 'The game edited, deleted or followed by the break.' })
  game!: number | null;
}

@ObjectType({ description: "The scorekeeper's sheet: how the ledger is laid out and what was edited." })
export class ChouetteSheet {
  @Field(() => [UUID], { description: "The players' columns in order (the scorekeeper's, else arrival)." })
  order!: string[];
  @Field(() => [Int], { description: 'Breaks after these games (0-based).' }) breaks!: number[];
  @Field(() => [Int], {
    description: 'Games deleted from the sheet: a correction took their points back (0-based).',
  })
  deleted!: number[];
  @Field(() => [ChouetteSheetCube]) cubes!: ChouetteSheetCube[];
  @Field(() => [ChouetteSheetEdit]) edits!: ChouetteSheetEdit[];
}
