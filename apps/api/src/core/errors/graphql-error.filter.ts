import { Catch } from '@nestjs/common';
import type { GqlExceptionFilter } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';

/**
 * Refusals (DomainError and other GraphQL errors) are answers, not failures: hand them to Apollo unchanged
 * instead of letting Nest log each one as an unhandled exception. Anything else is still logged, by the
 * errors plugin, as INTERNAL_SERVER_ERROR.
 */
@Catch(GraphQLError)
export class GraphQLErrorFilter implements GqlExceptionFilter {
  catch(error: GraphQLError): GraphQLError {
    return error;
  }
}
