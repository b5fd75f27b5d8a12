'use client';

/**
 * "Revanche" at the end of an online match: either player offers it, the other accepts, and both boards go
 * to the new match (the same settings, sides swapped). A finished match has no live feed, so the panel asks
 * for the offer every few seconds for a while. A match that never has a rematch (a tournament's: its draw
 * decides who plays whom) shows no panel: the API answers REMATCH_NOT_AVAILABLE to the first ask.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import styles from '@/features/play/play.module.css';
import { acceptRematchAction, loadRematchAction, offerRematchAction } from './actions';
import { type RematchOfferView, awaitsAnswer, rematchState } from './rematch-view';

const POLL_MS = 3_000;
/** How long a finished board keeps asking (a player who stays longer can reload). */
const POLL_FOR_MS = 15 * 60_000;

export function RematchPanel({
  matchId,
  viewerId,
  otherName,
}: {
  matchId: string;
  viewerId: string;
  otherName: string;
}) {
  const t = useTranslations('rematch');
  const router = useRouter();
  const [offer, setOffer] = useState<RematchOfferView | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = rematchState(offer, viewerId);
  const polling = awaitsAnswer(state);

  useEffect(() => {
    if (!polling || unavailable) return;
    const started = Date.now();
    let active = true;
    const ask = async () => {
      const r = await loadRematchAction(matchId).catch(() => null);
      if (!active || !r) return;
      if (r.ok) {
        setOffer(r.value);
        setLoaded(true);
      } else if (r.code === 'REMATCH_NOT_AVAILABLE') {
        setUnavailable(true);
      }
    };
    void ask();
    const timer = setInterval(() => {
      if (Date.now() - started > POLL_FOR_MS) clearInterval(timer);
      else void ask();
    }, POLL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [matchId, polling, unavailable]);

  const goTo = state.kind === 'accepted' ? state.matchId : null;
  useEffect(() => {
    if (goTo) router.push(`/play/online/${goTo}`);
  }, [goTo, router]);

  const run = async (request: typeof offerRematchAction) => {
    setBusy(true);
    setError(null);
    try {
      const r = await request(matchId);
      if (r.ok) setOffer(r.value);
      else setError(r.message);
    } catch {
      setError(t('network'));
    } finally {
      setBusy(false);
    }
  };

  if (unavailable) return null;
  return (
    <div data-testid="rematch" data-state={state.kind}>
      {state.kind === 'none' && loaded && (
        <button
          type="button"
          className={styles.buttonPrimary}
          disabled={busy}
          onClick={() => void run(offerRematchAction)}
        >
          {t('offer')}
        </button>
      )}
      {state.kind === 'waiting' && <p role="status">{t('waiting', { name: otherName })}</p>}
      {state.kind === 'offeredToMe' && (
        <>
          <p role="status">{t('offered', { name: otherName })}</p>
          <button
            type="button"
            className={styles.buttonPrimary}
            disabled={busy}
            onClick={() => void run(acceptRematchAction)}
          >
            {t('accept')}
          </button>
        </>
      )}
      {state.kind === 'accepted' && <p role="status">{t('starting')}</p>}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
