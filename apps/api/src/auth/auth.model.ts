import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { Me } from '../users/user.model';

@InputType()
export class SignUpInput {
  @Field()
  email!: string;

  @Field()
  password!: string;

  @Field()
  displayName!: string;

  @Field({ nullable: true, description: '"pt-BR" (default) or "en".' })
  locale?: string;
}

@InputType()
export class SignInInput {
  @Field()
  email!: string;

  @Field()
  password!: string;
}

@ObjectType({
  description: 'A new session: the site gets it as an httpOnly cookie, API clients use the bearer token.',
})
export class AuthPayload {
  @Field({ description: 'Send as `Authorization: Bearer <token>`.' })
  token!: string;

  @Field()
  expiresAt!: Date;

  @Field(() => Me)
  me!: Me;
}

@InputType()
export class UpdateProfileInput {
  @Field({ nullable: true })
  displayName?: string;

  @Field({ nullable: true, description: '"pt-BR" or "en".' })
  locale?: string;
}
