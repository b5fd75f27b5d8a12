import { Field, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { UUID } from '../core/uuid.scalar';
import { MatchOptions, MatchOptionsInput, TimeControlInput, TimeControlView } from '../play/match.model';
import { User } from '../users/user.model';

/** The GraphQL types of a club's lobby: challenges posted to any member, the first to accept plays. */
export enum OpenChallengeStatus {
  OPEN = 'OPEN',
  ACCEPTED = 'ACCEPTED',
  CANCELLED = 'CANCELLED',
}
registerEnumType(OpenChallengeStatus, { name: 'OpenChallengeStatus' });

@ObjectType({
  description: "A challenge in a club's lobby: any other member may accept it; the first one plays.",
})
export class OpenChallenge {
  @Field(() => UUID) id!: string;
  @Field(() => UUID) clubId!: string;
  @Field() clubName!: string;
  @Field(() => User) createdBy!: User;
  @Field(() => MatchOptions) options!: MatchOptions;
  @Field(() => TimeControlView, { nullable: true, description: 'Null: no clock.' })
  timeControl!: TimeControlView | null;
  @Field(() => OpenChallengeStatus) status!: OpenChallengeStatus;
  @Field() createdAt!: Date;
  @Field(() => User, { nullable: true, description: 'Who accepted it.' }) acceptedBy!: User | null;
  @Field(() => UUID, { nullable: true, description: 'The match its acceptance started.' })
  matchId!: string | null;
}

@ObjectType({
  description:
    "A club's lobby changed: a challenge was posted, withdrawn or accepted. Read the lobby again on it (after " +
    'a reconnect too: nothing is replayed).',
})
export class LobbyEvent {
  @Field(() => UUID) clubId!: string;
  @Field(() => UUID) openChallengeId!: string;
  @Field(() => OpenChallengeStatus, {
    description: 'What the challenge is now: OPEN (posted), CANCELLED (withdrawn) or ACCEPTED.',
  })
  status!: OpenChallengeStatus;
  @Field() at!: Date;
}

@InputType()
export class OpenChallengeInput {
  @Field(() => UUID) clubId!: string;
  @Field(() => MatchOptionsInput) options!: MatchOptionsInput;
  @Field(() => TimeControlInput, { nullable: true, description: 'Null: no clock.' })
  timeControl?: TimeControlInput | null;
}
