import { Field, ObjectType } from '@nestjs/graphql';
import { UUID } from '../core/uuid.scalar';

@ObjectType({ description: 'A member as other members see them.' })
export class User {
  @Field(() => UUID)
  id!: string;

  @Field()
  displayName!: string;
}

@ObjectType({ description: 'The signed-in account.' })
export class Me extends User {
  @Field()
  email!: string;

  @Field({ description: '"pt-BR" or "en".' })
  locale!: string;
}
