import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResetPasswordForm } from '@/features/account/reset-password-form';
import { Link } from '@/i18n/navigation';
import { titledBy } from '@/lib/metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('account', 'resetTitle', { unlisted: true });

/** The page a reset link opens: the token rides in the form; the API says whether it still works. */
export default async function ResetPasswordPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('account');
  const { token } = await searchParams;
  return (
    <main id="main" className="narrow">
      <h1>{t('resetTitle')}</h1>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p className="notice" role="status">
          {t('resetNoToken')} <Link href="/forgot-password">{t('forgotTitle')}</Link>
        </p>
      )}
    </main>
  );
}
