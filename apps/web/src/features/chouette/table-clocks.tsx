'use client';

/**
 * The clocks of a chouette table with a time control (docs/domain.md "Chouette clocks"): the time control,
 * and the clock of each player the table waits for (several at once when several must answer), with the match
 * board's clock face (features/clocks): the delay badge, then the reserve, amber under a minute, red under ten
 * seconds, each crossing announced once (aria-live). The server decides every timeout.
 */
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { serverOffset } from '@/features/clocks/clock-display';
import { PlayerClock } from '@/features/clocks/match-clocks';
import { TimeControlText } from '@/features/clocks/time-control-text';
import styles from './chouette.module.css';
import { asMatchClock, runningClocks } from './clocks';
import { type ChouetteView, nameOf } from './view';

export function TableClocks({ view, names }: { view: ChouetteView; names: Map<string, string> }) {
  const t = useTranslations('chouette.clocks');
  const running = runningClocks(view);
  const serverNow = running[0] ? String(running[0].serverNow) : null;
  // The server's clock against the browser's, measured when this view arrived.
  const offsetMs = useMemo(() => (serverNow ? serverOffset(serverNow, Date.now(), 0) : 0), [serverNow]);
  if (!view.timeControl) return null;
  return (
    <section className={styles.waiting} aria-label={t('title')} data-testid="chouette-clocks">
      <span>
        {t('label')}: <TimeControlText timeControl={view.timeControl} />
      </span>
      {running.map((c) => (
        <span key={c.player} data-testid={`chouette-clock-${c.player}`}>
          {' · '}
          {nameOf(names, c.player)}{' '}
          <PlayerClock clock={asMatchClock(c)} offsetMs={offsetMs} side={0} name={nameOf(names, c.player)} />
        </span>
      ))}
    </section>
  );
}
