/** A link to play a friend (issue 42, part 3): its settings for whoever holds the token, and what accepting gives. */
import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { MatchOptionsInput, TimeControlInput } from '../play/match.model';
import { UUID } from '../core/uuid.scalar';

@InputType()
export class MatchInviteInput {
  @Field(() => UUID)
  clubId!: string;
  @Field(() => MatchOptionsInput)
  options!: MatchOptionsInput;
  @Field(() => TimeControlInput, { nullable: true, description: 'Null: no clock.' })
  timeControl?: TimeControlInput | null;
}

@ObjectType({
  description: 'A new link to play a friend: the token is shown once (only its SHA-256 is kept).',
})
export class CreatedMatchInvite {
  @Field()
  token!: string;
  @Field({ description: "The site's path of the board (the site adds the locale and builds the QR code)." })
  path!: string;
  @Field()
  expiresAt!: Date;
}

@ObjectType({ description: 'What a link opens: its settings and who sent it; never rated.' })
export class MatchInviteView {
  @Field()
  hostName!: string;
  @Field(() => String, { description: 'The match options as JSON.' })
  options!: string;
  @Field()
  open!: boolean;
  @Field()
  expiresAt!: Date;
  @Field({ description: 'Whether the viewer made this link.' })
  mine!: boolean;
  @Field(() => UUID, {
    nullable: true,
    description: 'The match the link opened, for its two players only (null before it is taken).',
  })
  matchId!: string | null;
}

@ObjectType({ description: 'The match a link opened; a guest also gets a session token for that one match.' })
export class AcceptedMatchInvite {
  @Field(() => UUID)
  matchId!: string;
  @Field(() => String, {
    nullable: true,
    description: "A guest's bearer token (null for a signed-in player).",
  })
  guestToken!: string | null;
}
