import { getFormatter, getTranslations } from 'next-intl/server';
import { signOutEverywhereAction, signOutSessionAction } from './actions';
import { deviceName } from './session-device';

export interface SessionItem {
  readonly id: string;
  readonly userAgent?: string | null;
  readonly createdAt: string;
  readonly lastUsedAt: string;
  readonly current: boolean;
}

/** The visitor's signed-in devices, with their last use: sign one out, or every one (this one included). */
export async function SessionsList({ sessions }: { sessions: readonly SessionItem[] }) {
  const t = await getTranslations('account');
  const format = await getFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="card" data-testid="sessions">
      <h3 id="sessions-title">{t('sessions')}</h3>
      <ul className="plain-list" aria-labelledby="sessions-title">
        {sessions.map((session) => (
          <li key={session.id} data-testid="session" data-current={session.current || undefined}>
            <strong>{deviceName(session.userAgent) ?? t('unknownDevice')}</strong>
            {session.current ? <span className="badge"> {t('thisDevice')}</span> : null}
            <br />
            <span className="muted">
              {t('lastUsed', { when: when(session.lastUsedAt) })} ·{' '}
              {t('since', { when: when(session.createdAt) })}
            </span>
            {session.current ? null : (
              <form action={signOutSessionAction}>
                <input type="hidden" name="sessionId" value={session.id} />
                <button
                  type="submit"
                  className="button"
                  aria-label={t('signOutDevice', {
                    device: deviceName(session.userAgent) ?? t('unknownDevice'),
                  })}
                >
                  {t('signOutThis')}
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      <form action={signOutEverywhereAction}>
        <button type="submit" className="button">
          {t('signOutEverywhere')}
        </button>
      </form>
    </div>
  );
}
