import { Field, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({
  description:
    'A durable domain event (a finished match, a result change...), as the club directors see it when a ' +
    'consumer could not handle it.',
})
export class DomainEventView {
  @Field({ description: 'The event number (a decimal integer).' })
  id!: string;

  @Field({ description: 'What happened, e.g. "match.finished" (apps/api/src/core/events/event-map.ts).' })
  type!: string;

  @Field({ description: 'The event payload, as JSON text.' })
  payload!: string;

  @Field({ description: 'PENDING, DONE or DEAD (dead-lettered after its last attempt).' })
  status!: string;

  @Field(() => Int)
  attempts!: number;

  @Field(() => String, { nullable: true, description: 'The consumer that failed last.' })
  failedConsumer!: string | null;

  @Field(() => String, { nullable: true, description: 'Its error.' })
  lastError!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'When the next attempt is due (PENDING).' })
  availableAt!: Date;
}
