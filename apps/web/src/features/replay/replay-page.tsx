'use client';

/**
 * The replay with its analysis: the record's state of analysis is kept here, asked for with the button and
 * followed over the live feed (the API's analysisUpdated) while the job is queued or running, until it is
 * done or failed.
 */
import { useMemo, useState } from 'react';
import type { AnalysisUpdatedSubscription, AnalysisViewFieldsFragment } from '@/gql/graphql';
import { useLiveFeed } from '@/lib/use-live-feed';
import { requestAnalysisAction } from './actions';
import { parseAnalysis } from './analysis';
import { AnalysisPanel, type AnalysisStatus } from './analysis-panel';
import { analysisSubscriptionRequest, isAnalysisPending } from './live';
import { ReplayView } from './replay-view';

export function ReplayPage({
  recordId,
  liveUrl,
  names,
  log,
  initialStep,
  finished,
  canRequest,
  initialAnalysis,
}: {
  recordId: string;
  /** The API's WebSocket address as the browser reaches it. */
  liveUrl: string;
  names: readonly [string, string];
  log: string;
  initialStep: string | null;
  finished: boolean;
  canRequest: boolean;
  initialAnalysis: AnalysisViewFieldsFragment | null;
}) {
  const [view, setView] = useState(initialAnalysis);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const status = (view?.status ?? null) as AnalysisStatus | null;

  // A reconnect needs no reload of its own: the resubscription's first answer is the analysis as it is.
  useLiveFeed({
    url: liveUrl,
    feedKey: recordId,
    request: () => analysisSubscriptionRequest(recordId),
    pick: (data: AnalysisUpdatedSubscription) => data.analysisUpdated,
    seq: 0,
    enabled: isAnalysisPending(status),
    onEvent: setView,
    onReconnect: () => undefined,
  });

  const analysis = useMemo(() => (view?.status === 'DONE' ? parseAnalysis(view.result) : null), [view]);

  const request = async () => {
    setBusy(true);
    setError(null);
    const r = await requestAnalysisAction(recordId).catch(() => null);
    if (r?.ok) setView(r.value);
    else setError(r && !r.ok ? r.message : null);
    setBusy(false);
  };

  return (
    <ReplayView
      recordId={recordId}
      names={names}
      log={log}
      initialStep={initialStep}
      analysis={analysis}
      renderAnalysis={(step, goTo) => (
        <AnalysisPanel
          status={status}
          depth={view?.depth ?? null}
          outdated={view?.outdated ?? false}
          failure={view?.error ?? null}
          analysis={analysis}
          names={names}
          step={step}
          goTo={goTo}
          canRequest={canRequest}
          finished={finished}
          busy={busy}
          requestError={error}
          onRequest={() => void request()}
        />
      )}
    />
  );
}
