import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ActionForm } from '../../../../components/ActionForm';
import { currentUser } from '../../../../features/account/queries';
import { joinChouetteAction } from '../../../../features/chouette/actions';
import { Link } from '../../../../i18n/navigation';

export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'chouette.join' });
  return { title: t('title') };
}

/** Where a table's QR code leads: join with the code, after signing in or up if needed. */
export default async function JoinChouettePage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ code?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const code = ((await searchParams).code ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 12);
  const t = await getTranslations('chouette');
  const me = await currentUser();
  const here = `/${locale}/chouette/join?code=${code}`;
  return (
    <main id="main" className="narrow">
      <h1>{t('join.title')}</h1>
      {me ? (
        <section className="card">
          <p>{t('join.lead')}</p>
          <ActionForm
            action={joinChouetteAction}
            fields={[{ name: 'code', label: t('join.code'), initial: code, maxLength: 12 }]}
            submit={t('join.submit')}
            pending={t('wait')}
          />
        </section>
      ) : (
        <section className="card">
          <p>{t('join.signIn')}</p>
          <p className="actions">
            <Link className="button primary" href={`/sign-up?next=${encodeURIComponent(here)}`}>
              {t('join.signUp')}
            </Link>{' '}
            <Link className="button" href={`/sign-in?next=${encodeURIComponent(here)}`}>
              {t('join.signInButton')}
            </Link>
          </p>
        </section>
      )}
    </main>
  );
}
