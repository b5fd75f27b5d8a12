import type { GqlContext } from '../core/context';
import type { Caller } from './auth.service';

/** The caller of a sign-in, sign-up or password operation: address, device and language. */
export function callerOf(ctx: GqlContext): Caller {
  const userAgent = ctx.req?.headers['user-agent'];
  return {
    ip: ctx.ip,
    userAgent: typeof userAgent === 'string' && userAgent ? userAgent.slice(0, 300) : null,
    language: ctx.language,
  };
}
