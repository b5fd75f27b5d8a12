import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ActionForm } from '../../../../components/ActionForm';
import { currentUser } from '../../../../features/account/queries';
import { joinClubAction } from '../../../../features/clubs/actions';
import { Link } from '../../../../i18n/navigation';
import { titledBy } from '../../../../lib/metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('clubs', 'joinTitle');

/** Where a club's QR code leads: join with the code, after signing in or up if needed. */
export default async function JoinClubPage({
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
  const t = await getTranslations('clubs');
  const me = await currentUser();
  const here = `/${locale}/clubs/join?code=${code}`;
  return (
    <main id="main" className="narrow">
      <h1>{t('joinTitle')}</h1>
      {me ? (
        <section className="card">
          <ActionForm
            action={joinClubAction}
            fields={[{ name: 'code', label: t('code'), initial: code, maxLength: 12 }]}
            submit={t('join')}
            pending={t('wait')}
          />
        </section>
      ) : (
        <section className="card">
          <p>{t('signInToJoin')}</p>
          <p className="actions">
            <Link className="button primary" href={`/sign-up?next=${encodeURIComponent(here)}`}>
              {t('signUpToJoin')}
            </Link>{' '}
            <Link className="button" href={`/sign-in?next=${encodeURIComponent(here)}`}>
              {t('signInInstead')}
            </Link>
          </p>
        </section>
      )}
    </main>
  );
}
