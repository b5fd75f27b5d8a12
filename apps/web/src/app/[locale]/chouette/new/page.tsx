import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/session';
import { OpenTableForm } from '@/features/chouette/open-table-form';
import { MyClubsForChouetteQuery } from '@/features/chouette/queries';
import { Link } from '@/i18n/navigation';
import { apiRequest } from '@/lib/server-api';
import { titledBy } from '@/lib/metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('chouette.open', 'title');

/** Open a table in one of my clubs, with every option. */
export default async function NewChouettePage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ club?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const club = (await searchParams).club ?? '';
  await requireUser(locale, `/chouette/new${club ? `?club=${club}` : ''}`);
  const t = await getTranslations('chouette.open');
  const { myClubs } = await apiRequest(MyClubsForChouetteQuery);
  return (
    <main id="main" className="narrow">
      <h1>{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      {myClubs.length ? (
        <section className="card">
          <OpenTableForm clubs={myClubs} clubId={myClubs.some((c) => c.id === club) ? club : ''} />
        </section>
      ) : (
        <p>
          {t('noClub')} <Link href="/clubs">{t('clubsLink')}</Link>
        </p>
      )}
    </main>
  );
}
