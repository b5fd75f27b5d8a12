'use client';

/**
 * The replay with its analysis: the record's state of analysis is kept here, asked for with the button and
 * read again every few seconds while the job is queued or running, until it is done or failed.
 */
import { useEffect, useMemo, useState } from 'react';
import type { AnalysisViewFieldsFragment } from '@/gql/graphql';
import { loadAnalysisAction, requestAnalysisAction } from './actions';
import { parseAnalysis } from './analysis';
import { AnalysisPanel, type AnalysisStatus } from './analysis-panel';
import { ReplayView } from './replay-view';

/** How often the page reads a queued or running analysis again. */
const POLL_MS = 2_000;

export function ReplayPage({
  recordId,
  names,
  log,
  initialStep,
  finished,
  canRequest,
  initialAnalysis,
}: {
  recordId: string;
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
  const waiting = status === 'QUEUED' || status === 'RUNNING';

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(async () => {
      const r = await loadAnalysisAction(recordId).catch(() => null);
      if (r?.ok && r.value) setView(r.value);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, recordId]);

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
