import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'Whether the service and its database answer.' })
export class Health {
  @Field({ description: '"ok" when every dependency answered, else "degraded".' })
  status!: string;

  @Field({ description: 'The version of the running API.' })
  version!: string;

  @Field({ description: 'Whether PostgreSQL answered a query just now.' })
  database!: boolean;

  @Field({
    description:
      'Live updates between instances: "up" or "down" (Redis), or "unused" (a single instance). ' +
      'While down, every action still succeeds; live pages catch up when Redis is back.',
  })
  redis!: string;
}
