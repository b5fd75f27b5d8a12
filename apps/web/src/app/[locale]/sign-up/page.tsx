import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthForm } from '../../../features/account/AuthForm';
import { Link } from '../../../i18n/navigation';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'account' });
  return { title: t('signUpTitle') };
}

export default async function SignUpPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ next?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { next } = await searchParams;
  const t = await getTranslations('account');
  return (
    <main id="main" className="narrow">
      <h1>{t('signUpTitle')}</h1>
      <AuthForm mode="signUp" next={next} />
      <p>
        {t('haveAccount')}{' '}
        <Link href={next ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in'}>{t('signIn')}</Link>
      </p>
    </main>
  );
}
