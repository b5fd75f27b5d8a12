/**
 * The live feed of a match: what the browser subscribes to and when an event means a reload. Pure, so the
 * resume rules are tested without a socket (the socket itself: lib/live-feed.ts and lib/use-live-feed.ts; the
 * page's side of it: lib/use-server-view.ts).
 */
import type { MatchStatus } from '@/gql/graphql';
import { isEventNews } from '@/lib/server-view';
import { MatchUpdatedSubscription } from './queries';

/**
 * The subscription request. graphql-ws sends the same request object again after every reconnect and
 * serialises it each time, so `afterSeq` is a getter: a resumed subscription asks only for what came after
 * the last sequence number the board has by then (the server replays the missed events, none twice).
 */
export function subscriptionRequest(matchId: string, latestSeq: () => number) {
  return {
    operationName: 'MatchUpdated',
    query: MatchUpdatedSubscription.toString(),
    variables: {
      matchId,
      get afterSeq(): number {
        return latestSeq();
      },
    },
  };
}

/** An event asks for a reload when it is past what the board shows, or the match's status moved. */
export const shouldReload: (
  shown: { readonly seq: number; readonly status: MatchStatus },
  event: { readonly seq: number; readonly status: MatchStatus },
) => boolean = isEventNews;

/** Whether the match can still change (and so is worth a live connection). */
export const isLive = (status: MatchStatus): boolean => status === 'ACTIVE' || status === 'CHALLENGED';

/**
 * A match lost on time or by abandonment may still come back: a director can annul the result, and the
 * players' boards should see the match go on.
 */
export const mayBeAnnulled = (view: {
  readonly status: MatchStatus;
  readonly resultSource?: string | null;
}) => view.status === 'FINISHED' && (view.resultSource === 'TIMEOUT' || view.resultSource === 'FORFEIT');
