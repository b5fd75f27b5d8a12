import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ForgotPasswordForm } from '@/features/account/forgot-password-form';
import { Link } from '@/i18n/navigation';
import { titledBy } from '@/lib/metadata';

export const generateMetadata = titledBy('account', 'forgotTitle');

export default async function ForgotPasswordPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('account');
  return (
    <main id="main" className="narrow">
      <h1>{t('forgotTitle')}</h1>
      <p>{t('forgotHelp')}</p>
      <ForgotPasswordForm />
      <p>
        <Link href="/sign-in">{t('backToSignIn')}</Link>
      </p>
    </main>
  );
}
