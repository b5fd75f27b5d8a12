'use client';

import type { MatchState, Side } from '@gamao/engine';
import { useTranslations } from 'next-intl';
import { type LogEntry, gameLog } from './log';
import styles from './play.module.css';

/** Every game of the match in players' notation, newest last. */
export function GameLog({ match, names }: { match: MatchState; names: readonly [string, string] }) {
  const t = useTranslations('play.log');
  const tr = useTranslations('play.resign.kinds');
  const games = match.games.filter((g) => gameLog(g).length > 0);
  const name = (side: Side) => names[side];

  const text = (e: LogEntry): string => {
    switch (e.kind) {
      case 'openingTie':
        return t('openingTie', { dice: `${e.dice[0]}-${e.dice[1]}` });
      case 'opening':
        return t('opening', { dice: `${e.dice[0]}-${e.dice[1]}`, name: name(e.starter) });
      case 'turn':
        return `${name(e.side)} ${e.dice}: ${e.pass ? t('pass') : e.play}`;
      case 'cube':
        return `${name(e.side)} ${e.value === null ? t(e.action) : t(e.action, { value: e.value })}`;
      case 'resign':
        return `${name(e.side)} ${t('resign', { kind: tr(e.winKind) })}`;
      case 'resignAnswer':
        return `${name(e.side)} ${t(e.accepted ? 'resignAccepted' : 'resignRejected')}`;
      case 'result':
        return `${name(e.side)} ${t('result', { points: e.points })}`;
    }
  };

  return (
    <section className={`${styles.card} ${styles.log}`} aria-labelledby="game-log-title">
      <h2 id="game-log-title" style={{ margin: 0, fontSize: '1.05rem' }}>
        {t('title')}
      </h2>
      {games.length === 0 ? (
        <p className={styles.help}>{t('empty')}</p>
      ) : (
        <div className={styles.logList} data-testid="game-log" tabIndex={0} aria-labelledby="game-log-title">
          {games.map((g) => (
            <div key={g.index}>
              {(games.length > 1 || match.options.length !== 1) && (
                <h3 className={styles.logGame}>{t('game', { number: g.index + 1 })}</h3>
              )}
              <ol>
                {gameLog(g).map((e, k) => (
                  <li key={k}>{text(e)}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
