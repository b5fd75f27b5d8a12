import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionButton } from '@/components/action-button';
import { retryEventAction } from './actions';
import styles from './events.module.css';
import type { DeadEventRow } from './view';

/** The club's dead-lettered events, each with what failed and a "try again" button; or that all was delivered. */
export async function DeadEventList({ rows }: { rows: readonly DeadEventRow[] }) {
  const t = await getTranslations('clubEvents');
  const format = await getFormatter();
  if (!rows.length)
    return (
      <p className="card" role="status">
        {t('empty')}
      </p>
    );
  return (
    <ul className={styles.list} aria-label={t('title')}>
      {rows.map((row) => {
        const name = t(`type.${row.typeKey}`);
        return (
          <li key={row.id} className="card dead-event">
            <h2>{name}</h2>
            <p className={`muted ${styles.type}`}>
              <code>{row.type}</code>
            </p>
            <dl className="summary">
              <dt>{t('when')}</dt>
              <dd>
                <time dateTime={row.createdAt.toISOString()}>
                  {format.dateTime(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </dd>
              <dt>{t('attempts')}</dt>
              <dd>{row.attempts}</dd>
              <dt>{t('consumer')}</dt>
              <dd>{row.consumer ? <code>{row.consumer}</code> : t('unknown')}</dd>
              <dt>{t('error')}</dt>
              <dd className={styles.error}>{row.error ?? t('unknown')}</dd>
            </dl>
            <details>
              <summary>{t('payload')}</summary>
              <pre className={styles.payload}>{row.payload}</pre>
            </details>
            <div className={styles.retry}>
              <ActionButton
                action={retryEventAction}
                fields={{ eventId: row.id }}
                label={t('retry')}
                pending={t('retrying')}
                primary
                accessibleLabel={t('retryLabel', { name, id: row.id })}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
