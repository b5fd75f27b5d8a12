import { getTranslations, setRequestLocale } from 'next-intl/server';
import { serverStatus } from '@/lib/health';

// The server status is read on every request.
export const dynamic = 'force-dynamic';

const FEATURES = ['play', 'tournaments', 'chouette'] as const;

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  const status = await serverStatus();
  return (
    <main id="main">
      <section className="hero">
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
      </section>
      <ul className="features">
        {FEATURES.map((feature) => (
          <li key={feature} className="feature">
            <h2>{t(`features.${feature}.title`)}</h2>
            <p>{t(`features.${feature}.body`)}</p>
          </li>
        ))}
      </ul>
      <p className="server-status" data-state={status.state} role="status">
        {t('status.label')}:{' '}
        {status.state === 'online'
          ? t('status.online', { version: status.version })
          : t(`status.${status.state}`)}
      </p>
    </main>
  );
}
