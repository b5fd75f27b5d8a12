/**
 * The live feed of a record's analysis: what the replay page subscribes to, and for how long. Pure, so it is
 * tested without a socket (the socket itself: lib/live-feed.ts and lib/use-live-feed.ts).
 */
import type { AnalysisStatus } from './analysis-panel';
import { AnalysisUpdatedSubscription } from './queries';

/**
 * The subscription request. The API answers every (re)subscription with the analysis as it is first, then
 * each change, so a page that lost its connection is caught up by the resubscription itself.
 */
export function analysisSubscriptionRequest(recordId: string) {
  return {
    operationName: 'AnalysisUpdated',
    query: AnalysisUpdatedSubscription.toString(),
    variables: { recordId },
  };
}

/** Whether the analysis can still change on its own (and so is worth a live connection). */
export const isAnalysisPending = (status: AnalysisStatus | null): boolean =>
  status === 'QUEUED' || status === 'RUNNING';
