/** "Revanche" (issue 42, part 3): the offer of a finished match's player and, once accepted, the new match. */
import { Field, ObjectType } from '@nestjs/graphql';
import { UUID } from '../core/uuid.scalar';

@ObjectType({
  description: 'A rematch offer: the same settings with the sides swapped, once the other accepts.',
})
export class RematchOffer {
  @Field(() => UUID, { description: 'The finished match.' })
  matchId!: string;
  @Field(() => UUID)
  offeredById!: string;
  @Field()
  offeredAt!: Date;
  @Field(() => UUID, { nullable: true, description: 'The new match, once accepted (it starts at once).' })
  newMatchId!: string | null;
}
