'use client';

/**
 * The tournament's matches at risk, for its director: a player away or gone, or with under a minute of
 * reserve. Asked again every few seconds while the page is open.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { type MatchAtRisk, matchesAtRiskAction } from './actions';
import { clockFace } from './clock-display';
import { spanText } from './spans';

const REFRESH_MS = 10_000;

export function MatchesAtRisk({ tournamentId }: { tournamentId: string }) {
  const t = useTranslations('clocks.risk');
  const [rows, setRows] = useState<MatchAtRisk[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let active = true;
    const load = async () => {
      try {
        const r = await matchesAtRiskAction(tournamentId);
        if (!active) return;
        setNow(Date.now());
        if (r.ok) {
          setRows(r.value);
          setError(null);
        } else setError(r.message);
      } catch {
        if (active) setError(t('network'));
      }
    };
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [tournamentId, t]);
  const text = (r: MatchAtRisk) => {
    const name = r.names[r.side === 1 ? 1 : 0];
    const since = r.lastSeenAt ? spanText(now - Date.parse(r.lastSeenAt)) : null;
    if (r.reason === 'LOW_TIME') return t('lowTime', { name, time: clockFace(r.reserveMs ?? 0) });
    if (r.reason === 'AWAY' || r.reason === 'GONE') {
      const kind = r.reason === 'AWAY' ? 'away' : 'gone';
      return since ? t(`${kind}Since`, { name, since }) : t(kind, { name });
    }
    return t('other', { name, reason: r.reason });
  };
  return (
    <section className="card" aria-labelledby="risk-title" data-testid="matches-at-risk">
      <h2 id="risk-title">{t('title')}</h2>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div aria-live="polite">
        {rows === null ? (
          <p className="muted">{t('loading')}</p>
        ) : rows.length === 0 ? (
          <p className="muted">{t('none')}</p>
        ) : (
          <ul className="plain-list">
            {rows.map((r) => (
              <li key={`${r.matchId}-${r.side}-${r.reason}`} data-reason={r.reason}>
                <Link href={`/play/online/${r.matchId}`}>
                  {r.names[0]} × {r.names[1]}
                </Link>
                : {text(r)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
