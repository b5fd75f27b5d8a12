import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: "One of the viewer's open sessions (a signed-in device)." })
export class AccountSession {
  @Field(() => ID)
  id!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The browser or client that opened it (its User-Agent).',
  })
  userAgent!: string | null;

  @Field()
  createdAt!: Date;

  @Field({ description: 'When it was last used (to within about a minute).' })
  lastUsedAt!: Date;

  @Field({ description: 'Whether this is the session asking.' })
  current!: boolean;
}

@InputType()
export class ChangePasswordInput {
  @Field()
  currentPassword!: string;

  @Field()
  newPassword!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field({ description: 'The token of the link sent by requestPasswordReset.' })
  token!: string;

  @Field()
  newPassword!: string;
}
