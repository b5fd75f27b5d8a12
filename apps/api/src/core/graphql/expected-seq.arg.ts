import { Args, Int } from '@nestjs/graphql';

/**
 * The `expectedSeq` argument of every action on a live log (a match's, a chouette table's): the sequence
 * guard of core/live-log.ts (`checkExpectedSeq`) checks it.
 */
export const ExpectedSeq = (options: { nullable?: boolean } = {}) =>
  Args('expectedSeq', {
    type: () => Int,
    nullable: options.nullable ?? false,
    description:
      'The last sequence number you saw: a stale or repeated submission is refused (STALE_SEQUENCE).',
  });
