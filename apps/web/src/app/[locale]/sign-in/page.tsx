import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthForm } from '../../../features/account/AuthForm';
import { Link } from '../../../i18n/navigation';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'account' });
  return { title: t('signInTitle') };
}

export default async function SignInPage({
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
      <h1>{t('signInTitle')}</h1>
      <AuthForm mode="signIn" next={next} />
      <p>
        {t('noAccount')}{' '}
        <Link href={next ? `/sign-up?next=${encodeURIComponent(next)}` : '/sign-up'}>{t('signUp')}</Link>
      </p>
    </main>
  );
}
