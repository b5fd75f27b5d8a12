import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { GqlContext, requireViewer, Viewer as SignedIn } from '../context';

/**
 * The context of the operation being resolved: the request's over HTTP, the connection's over WebSocket
 * (subscriptions authenticate once, when the socket connects; see app.module.ts).
 */
export function gqlContextOf(execution: ExecutionContext): GqlContext {
  return GqlExecutionContext.create(execution).getContext<GqlContext>();
}

/** Who is calling, signed in. */
export type Viewer = SignedIn;

/**
 * `@Viewer() viewer: Viewer` — the signed-in caller of a query, mutation or subscription; a caller without a
 * session is refused with UNAUTHENTICATED before the resolver runs. (Nest awaits the promise of a GraphQL
 * parameter; the session is resolved once per request or connection and memoised in the context.)
 */
export const Viewer = createParamDecorator((_data: unknown, execution: ExecutionContext): Promise<Viewer> =>
  requireViewer(gqlContextOf(execution)),
);
