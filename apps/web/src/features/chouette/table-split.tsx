'use client';

/**
 * A full table (house rule maxPlayers) split in two by its organiser between games when a member arrives: the
 * new table takes the bottom of the line and the newcomer, and the organiser's page goes to it. The API (the
 * library's splitTable) decides who moves and refuses a split that leaves a table under three players.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { clubMembersAction, splitTableAction } from './members';
import styles from './chouette.module.css';
import type { ChouetteView } from './view';

export function TableSplit({ view, viewerId }: { view: ChouetteView; viewerId: string }) {
  const t = useTranslations('chouette.split');
  const router = useRouter();
  const max = view.options.house.maxPlayers;
  const seatedNow = view.players.filter((p) => p.present).length;
  const shown =
    view.organiser.id === viewerId &&
    view.status === 'OPEN' &&
    view.phase !== 'playing' &&
    max > 0 &&
    seatedNow >= max;
  const [members, setMembers] = useState<{ id: string; displayName: string }[]>([]);
  const [arriving, setArriving] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!shown) return;
    let active = true;
    void clubMembersAction(view.clubId).then((r) => {
      if (active && r.ok) setMembers(r.value);
    });
    return () => {
      active = false;
    };
  }, [shown, view.clubId]);
  if (!shown) return null;
  const seated = new Set(view.players.filter((p) => p.present).map((p) => p.user.id));
  const split = async () => {
    setBusy(true);
    setError(null);
    const r = await splitTableAction(view.id, [arriving]).catch(() => null);
    setBusy(false);
    if (r?.ok) router.push(`/chouette/${r.value}`);
    else setError(r?.message ?? 'network');
  };
  return (
    <section className="card" aria-labelledby="split-title" data-testid="table-split">
      <h2 id="split-title">{t('title')}</h2>
      <p className="muted">{t('help', { max })}</p>
      <div className={styles.inlineFields}>
        <label>
          {t('arriving')}{' '}
          <select value={arriving} onChange={(e) => setArriving(e.target.value)}>
            <option value="">{t('choose')}</option>
            {members
              .filter((m) => !seated.has(m.id))
              .map((m) => (
                <option key={m.id} value={m.id}>
                  {m.displayName}
                </option>
              ))}
          </select>
        </label>
        <button type="button" className="button" disabled={busy || !arriving} onClick={() => void split()}>
          {t('split')}
        </button>
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
