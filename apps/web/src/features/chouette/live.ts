/**
 * The live feed of a chouette table: what the browser subscribes to and when a new event means a reload.
 * Pure, so the resume rules are tested without a socket (the socket itself: lib/live-feed.ts and
 * lib/use-live-feed.ts; the page's side of it: lib/use-server-view.ts).
 */
import type { ChouetteStatus } from '@/gql/graphql';
import { isEventNews } from '@/lib/server-view';
import { ChouetteUpdatedSubscription } from './queries';

/**
 * The subscription request. graphql-ws sends the same object again after every reconnect, serialising it
 * each time, so `afterSeq` is a getter: a resumed subscription asks only for what came after the last
 * sequence number the page shows by then (the server replays the missed events, none twice).
 */
export function chouetteSubscriptionRequest(chouetteId: string, latestSeq: () => number) {
  return {
    operationName: 'ChouetteUpdated',
    query: ChouetteUpdatedSubscription.toString(),
    variables: {
      chouetteId,
      get afterSeq(): number {
        return latestSeq();
      },
    },
  };
}

export interface ChouetteEventSummary {
  readonly seq: number;
  readonly status: ChouetteStatus;
}

/** An event asks for a reload when it is past what the page shows, or the table's status moved. */
export const shouldReloadTable: (
  shown: { readonly seq: number; readonly status: ChouetteStatus },
  event: ChouetteEventSummary,
) => boolean = isEventNews;

/** Whether the table can still change (and so is worth a live connection). */
export const isOpenTable = (status: ChouetteStatus): boolean => status === 'OPEN';
