import { Field, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { UUID } from '../core/uuid.scalar';
import { ClubRole } from '../generated/prisma/enums';
import { User } from '../users/user.model';

registerEnumType(ClubRole, { name: 'ClubRole', description: 'OWNER > DIRECTOR > MEMBER.' });
export { ClubRole };

@ObjectType()
export class ClubMember {
  @Field(() => User)
  user!: User;

  @Field(() => ClubRole)
  role!: ClubRole;

  @Field()
  joinedAt!: Date;
}

@ObjectType()
export class Club {
  @Field(() => UUID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  createdAt!: Date;

  @Field(() => ClubRole, { nullable: true, description: "The viewer's role; null when not a member." })
  myRole!: ClubRole | null;

  @Field(() => String, { nullable: true, description: 'Shown to owners and directors only.' })
  invitationCode!: string | null;

  @Field()
  memberCount!: number;

  @Field(() => Int, {
    description:
      'Hours the player to act in a match without a clock may be gone before the opponent claims it.',
  })
  abandonHours!: number;

  @Field({ description: 'A match lost on time moves ratings.' })
  rateTimeouts!: boolean;

  @Field({ description: 'A match lost by forfeit (abandonment, not showing up) moves ratings.' })
  rateForfeits!: boolean;
}

@InputType()
export class CreateClubInput {
  @Field()
  name!: string;
}
