'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import styles from '@/features/play/play.module.css';
import type { LogLine } from './match-log';
import online from './online.module.css';

/** The words of one log line, in the visitor's language (null for a game heading). */
export function useLogText(names: readonly [string, string]) {
  const t = useTranslations('play.log');
  const tr = useTranslations('play.resign.kinds');
  const tc = useTranslations('clocks.log');
  return useCallback(
    (line: LogLine): string => {
      switch (line.kind) {
        case 'game':
          return t('game', { number: line.number });
        case 'openingTie':
          return t('openingTie', { dice: line.dice });
        case 'turn':
          return `${names[line.side]} ${line.dice}${line.pass ? `: ${t('pass')}` : line.play ? `: ${line.play}` : ''}`;
        case 'cube':
          return `${names[line.side]} ${line.value === null ? t(line.action) : t(line.action, { value: line.value })}`;
        case 'resign':
          return `${names[line.side]} ${t('resign', { kind: tr(line.winKind) })}`;
        case 'resignAnswer':
          return `${names[line.side]} ${t(line.accepted ? 'resignAccepted' : 'resignRejected')}`;
        case 'result':
          return `${names[line.side]} ${t('result', { points: line.points })}`;
        case 'clock':
          return tc(line.event, { name: names[line.side] });
        case 'text':
          return line.side === null ? line.text : `${names[line.side]}: ${line.text}`;
      }
    },
    [names, t, tr, tc],
  );
}

/** The server's log of the match, newest last: a numbered list of lines per game. */
export function OnlineLog({ lines, names }: { lines: readonly LogLine[]; names: readonly [string, string] }) {
  const t = useTranslations('play.log');
  const text = useLogText(names);
  const games: { key: string; title: string | null; lines: LogLine[] }[] = [];
  for (const line of lines) {
    if (line.kind === 'game') games.push({ key: line.key, title: text(line), lines: [] });
    else {
      if (games.length === 0) games.push({ key: 'g', title: null, lines: [] });
      games[games.length - 1].lines.push(line);
    }
  }
  return (
    <section className={`${styles.card} ${styles.log}`} aria-labelledby="online-log-title">
      <h2 id="online-log-title" style={{ margin: 0, fontSize: '1.05rem' }}>
        {t('title')}
      </h2>
      {lines.length === 0 ? (
        <p className={styles.help}>{t('empty')}</p>
      ) : (
        <div
          className={online.logScroll}
          data-testid="game-log"
          tabIndex={0}
          role="region"
          aria-labelledby="online-log-title"
        >
          {games.map((game) => (
            <div key={game.key}>
              {game.title && <h3 className={online.logGame}>{game.title}</h3>}
              <ol className={online.logTurns}>
                {game.lines.map((line) => (
                  <li key={line.key}>{text(line)}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
