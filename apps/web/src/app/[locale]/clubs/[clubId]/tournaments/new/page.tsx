import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/session';
import { CreateTournamentWizard } from '@/features/tournaments/create-tournament-wizard';
import { NewTournamentQuery } from '@/features/tournaments/queries';
import { Link } from '@/i18n/navigation';
import { apiRequest, orNotFound } from '@/lib/server-api';
import { titledBy } from '@/lib/metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('tournaments.wizard', 'title');

export default async function NewTournamentPage({
  params,
}: {
  params: Promise<{ locale: string; clubId: string }>;
}) {
  const { locale, clubId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/clubs/${clubId}/tournaments/new`);
  const t = await getTranslations('tournaments');
  const { club } = await orNotFound(() => apiRequest(NewTournamentQuery, { clubId }));
  const director = club.myRole === 'OWNER' || club.myRole === 'DIRECTOR';
  return (
    <main id="main" className="narrow-wide">
      <p className="breadcrumb">
        <Link href={`/clubs/${club.id}`}>← {club.name}</Link>
      </p>
      <h1>{t('wizard.title')}</h1>
      {director ? (
        <CreateTournamentWizard clubId={club.id} />
      ) : (
        <p className="form-error" role="alert">
          {t('wizard.directorsOnly')}
        </p>
      )}
    </main>
  );
}
