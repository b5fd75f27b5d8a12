'use client';

/**
 * Who is away from the table (house rule absentMember, issue 42), and the viewer's own absence: a seated
 * player says they step away, naming under the 'proxy' rule the player who decides their cube meanwhile (that
 * player then sees those decisions in their panel), or under 'followCaptain' nobody (their cube follows the
 * captain's); back at the table, the absence ends. The API checks who may say it and the proxy.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ChouetteIntent } from './actions';
import styles from './chouette.module.css';
import { type ChouetteView, nameOf } from './view';

export function TableAbsence({
  view,
  viewerId,
  names,
  busy,
  act,
}: {
  view: ChouetteView;
  viewerId: string;
  names: Map<string, string>;
  busy: boolean;
  act: (i: ChouetteIntent) => void;
}) {
  const t = useTranslations('chouette.absence');
  const [proxy, setProxy] = useState('');
  const absences = view.absences ?? [];
  const seated = view.players.some((p) => p.user.id === viewerId && p.present);
  if (view.status === 'CLOSED' || (!seated && absences.length === 0)) return null;
  const rule = view.options.house.absentMember;
  const mine = absences.find((a) => a.member === viewerId);
  const busyIds = new Set(absences.flatMap((a) => [a.member, a.proxy ?? '']));
  const candidates = view.players.filter(
    (p) => p.present && p.user.id !== viewerId && !busyIds.has(p.user.id),
  );
  return (
    <section className="card" aria-labelledby="absence-title" data-testid="table-absence">
      <h2 id="absence-title">{t('title')}</h2>
      {absences.length ? (
        <ul className="plain-list">
          {absences.map((a) => (
            <li key={a.member}>
              {a.proxy
                ? t('awayWithProxy', { name: nameOf(names, a.member), proxy: nameOf(names, a.proxy) })
                : t('awayFollowing', { name: nameOf(names, a.member) })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('none')}</p>
      )}
      {seated && mine ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => act({ type: 'absence', away: false, proxy: null })}
        >
          {t('back')}
        </button>
      ) : null}
      {seated && !mine ? (
        <div className={styles.inlineFields}>
          {rule === 'proxy' ? (
            <label>
              {t('proxy')}{' '}
              <select value={proxy} onChange={(e) => setProxy(e.target.value)}>
                <option value="">{t('choose')}</option>
                {candidates.map((p) => (
                  <option key={p.user.id} value={p.user.id}>
                    {p.user.displayName}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <p className="muted">{t('followsCaptain')}</p>
          )}
          <button
            type="button"
            className="button"
            disabled={busy || (rule === 'proxy' && !proxy)}
            onClick={() => act({ type: 'absence', away: true, proxy: rule === 'proxy' ? proxy : null })}
          >
            {t('away')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
