'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import type { NotificationChannel, NotificationKind } from '@/gql/graphql';
import { setNotificationPreferenceAction } from './actions';
import { NOTIFICATION_KINDS } from './notification-text';
import styles from './notifications.module.css';

const CHANNELS: readonly NotificationChannel[] = ['IN_APP', 'BROWSER', 'EMAIL'];

/** The preferences: one checkbox per kind and channel, each saved as it is changed. */
export function PreferencesForm({
  preferences,
}: {
  preferences: readonly { kind: NotificationKind; channel: NotificationChannel; enabled: boolean }[];
}) {
  const t = useTranslations('notifications.preferences');
  const [values, setValues] = useState(
    () => new Map(preferences.map((p) => [`${p.kind}:${p.channel}`, p.enabled])),
  );
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const [pending, startTransition] = useTransition();
  const change = (kind: NotificationKind, channel: NotificationChannel, enabled: boolean) => {
    const key = `${kind}:${channel}`;
    setValues((v) => new Map(v).set(key, enabled));
    startTransition(async () => {
      const result = await setNotificationPreferenceAction(kind, channel, enabled);
      if (result.ok) setStatus('saved');
      else {
        setStatus('failed');
        setValues((v) => new Map(v).set(key, !enabled));
      }
    });
  };
  return (
    <div>
      <p className={styles.muted}>{t('intro')}</p>
      <div className="table-scroll" role="region" aria-labelledby="notification-prefs-title" tabIndex={0}>
        <table className={`table ${styles.prefs}`} data-testid="notification-preferences" aria-busy={pending}>
          <thead>
            <tr>
              <th scope="col">{t('kind')}</th>
              {CHANNELS.map((c) => (
                <th scope="col" key={c}>
                  {t(`channels.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row">{t(`kinds.${kind}`)}</th>
                {CHANNELS.map((channel) => (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      name={`${kind}:${channel}`}
                      aria-label={`${t(`kinds.${kind}`)}: ${t(`channels.${channel}`)}`}
                      checked={values.get(`${kind}:${channel}`) ?? true}
                      onChange={(e) => change(kind, channel, e.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p aria-live="polite" className={styles.muted}>
        {status === 'saved' ? t('saved') : status === 'failed' ? t('failed') : ''}
      </p>
    </div>
  );
}
