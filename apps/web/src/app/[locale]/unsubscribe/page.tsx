import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NOTIFICATION_KINDS } from '@/features/notifications/notification-text';
import { UnsubscribeForm } from '@/features/notifications/unsubscribe-form';
import { Link } from '@/i18n/navigation';
import { titledBy } from '@/lib/metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('notifications', 'unsubscribe.title', { unlisted: true });

/**
 * The page an e-mail's unsubscribe link opens, signed in or not: it names what stops and asks for one click;
 * the API checks the token.
 */
export default async function UnsubscribePage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string; kind?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('notifications');
  const { token, kind } = await searchParams;
  const known = NOTIFICATION_KINDS.find((k) => k === kind);
  return (
    <main id="main" className="narrow">
      <h1>{t('unsubscribe.title')}</h1>
      {token ? (
        <>
          <p>
            {known
              ? t('unsubscribe.body', { kind: t(`preferences.kinds.${known}`) })
              : t('unsubscribe.bodyAll')}
          </p>
          <UnsubscribeForm token={token} kind={known ?? ''} />
          <p className="muted">
            {t('unsubscribe.manage')} <Link href="/profile">{t('preferences.title')}</Link>
          </p>
        </>
      ) : (
        <p className="notice" role="status">
          {t('unsubscribe.invalid')}
        </p>
      )}
    </main>
  );
}
