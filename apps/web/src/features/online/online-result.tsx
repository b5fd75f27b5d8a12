'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import styles from '@/features/play/play.module.css';
import { RematchPanel } from '@/features/friends/rematch-panel';
import { onlineRecordId, replayHref } from '@/features/replay/record-links';
import { type DiceCheck, matchMatAction, verifyDiceAction } from './actions';
import type { OnlineMatch } from './engine-view';
import online from './online.module.css';

const scoreText = (view: OnlineMatch, names: readonly [string, string]) =>
  `${names[0]} ${view.score[0]} × ${view.score[1]} ${names[1]}`;

/** Offers `text` as a file the browser saves. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The match is over: who won, the final score and the .mat file for GNU Backgammon. */
export function OnlineMatchResult({ view, names }: { view: OnlineMatch; names: readonly [string, string] }) {
  const t = useTranslations('play.result');
  const to = useTranslations('online');
  const tc = useTranslations('clocks.result');
  const tr = useTranslations('replay');
  const ref = useRef<HTMLElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  const winner = view.winner === 0 || view.winner === 1 ? view.winner : view.score[0] > view.score[1] ? 0 : 1;
  const last = [...view.games].reverse().find((g) => g.winner !== null && g.points !== null);
  const me = view.players.find((p) => p.side === view.viewerSide);
  const other = view.players.find((p) => p.side !== view.viewerSide);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await matchMatAction(view.id);
      if (r.ok) saveFile(`gamao-${view.id.slice(0, 8)}.mat`, r.value);
      else setError(r.message);
    } catch {
      setError(to('errors.network'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      ref={ref}
      className={`${styles.card} ${styles.dialog}`}
      aria-labelledby="match-result-title"
      data-testid="match-result"
    >
      <h2 id="match-result-title">
        {view.options.length <= 1
          ? t('singleTitle', { name: names[winner] })
          : t('matchTitle', { name: names[winner] })}
      </h2>
      {view.resultSource === 'TIMEOUT' || view.resultSource === 'FORFEIT' ? (
        <p data-testid="result-source">{tc(view.resultSource === 'TIMEOUT' ? 'timeout' : 'forfeit')}</p>
      ) : null}
      {last && last.points !== null && last.points !== undefined && (
        <p>
          {t('points', { points: last.points, kind: t(`kinds.${last.kind ?? 'single'}`) })}
          {last.reason && t.has(`reasons.${last.reason}`) ? ` — ${t(`reasons.${last.reason}`)}` : ''}
        </p>
      )}
      <p>{t('finalScore', { score: scoreText(view, names) })}</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {me && other && (
        <RematchPanel matchId={view.id} viewerId={me.user.id} otherName={other.user.displayName} />
      )}
      <div className={styles.buttons}>
        <button type="button" className={styles.button} onClick={download} disabled={busy}>
          {busy ? to('result.downloading') : t('download')}
        </button>
        <Link className={styles.button} href={replayHref(onlineRecordId(view.id))} data-testid="replay-link">
          {tr('open')}
        </Link>
        <Link className={styles.buttonQuiet} href="/challenges">
          {to('result.backToChallenges')}
        </Link>
      </div>
    </section>
  );
}

/** The commitment to the dice seed; once the match is over, the seed and a check of every roll. */
export function FairDice({ view }: { view: OnlineMatch }) {
  const t = useTranslations('online.fair');
  const to = useTranslations('online');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DiceCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!view.serverSeedHash) return null;
  const verify = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await verifyDiceAction(view.id);
      if (r.ok) setResult(r.value);
      else setError(r.message);
    } catch {
      setError(to('errors.network'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={`${styles.card} ${online.fair}`} aria-labelledby="fair-title" data-testid="fair-dice">
      <h2 id="fair-title">{t('title')}</h2>
      <p className={styles.help}>{t('body')}</p>
      <dl className={online.seeds}>
        <dt>{t('hash')}</dt>
        <dd>
          <code data-testid="seed-hash">{view.serverSeedHash}</code>
        </dd>
        <dt>{t('seed')}</dt>
        <dd>{view.serverSeed ? <code data-testid="seed">{view.serverSeed}</code> : t('pending')}</dd>
      </dl>
      {view.serverSeed && (
        <div className={styles.buttons}>
          <button type="button" className={styles.button} onClick={verify} disabled={busy}>
            {busy ? t('verifying') : t('verify')}
          </button>
        </div>
      )}
      <div role="status" data-testid="dice-verification">
        {result &&
          (result.verified
            ? t('verified', { rolls: result.rolls })
            : !result.seedMatchesCommitment
              ? t('seedMismatch')
              : t('failed', { seq: result.firstMismatchSeq ?? 0 }))}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
