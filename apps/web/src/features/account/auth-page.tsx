import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { AuthForm } from './auth-form';

type Mode = 'signIn' | 'signUp';
const OTHER: Record<
  Mode,
  { href: string; question: 'noAccount' | 'haveAccount'; link: 'signUp' | 'signIn' }
> = {
  signIn: { href: '/sign-up', question: 'noAccount', link: 'signUp' },
  signUp: { href: '/sign-in', question: 'haveAccount', link: 'signIn' },
};

export async function authMetadata(mode: Mode, params: Promise<{ locale: string }>) {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'account' });
  return { title: t(mode === 'signIn' ? 'signInTitle' : 'signUpTitle') };
}

/** The sign-in and sign-up pages: the form, and a link to the other one that keeps where to go next. */
export async function AuthPage({
  mode,
  params,
  searchParams,
}: {
  mode: Mode;
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ next?: string; passwordReset?: string; signedOutEverywhere?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { next, passwordReset, signedOutEverywhere } = await searchParams;
  const t = await getTranslations('account');
  const other = OTHER[mode];
  const notice = passwordReset
    ? t('passwordResetDone')
    : signedOutEverywhere
      ? t('signedOutEverywhere')
      : null;
  return (
    <main id="main" className="narrow">
      <h1>{t(mode === 'signIn' ? 'signInTitle' : 'signUpTitle')}</h1>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      <AuthForm mode={mode} next={next} />
      {mode === 'signIn' ? (
        <p>
          <Link href="/forgot-password">{t('forgotLink')}</Link>
        </p>
      ) : null}
      <p>
        {t(other.question)}{' '}
        <Link href={next ? `${other.href}?next=${encodeURIComponent(next)}` : other.href}>
          {t(other.link)}
        </Link>
      </p>
    </main>
  );
}
