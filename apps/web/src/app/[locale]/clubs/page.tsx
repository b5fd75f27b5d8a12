import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ActionForm } from '@/components/action-form';
import { requireUser } from '@/lib/session';
import { createClubAction, joinClubAction } from '@/features/clubs/actions';
import { MyClubsQuery } from '@/features/clubs/queries';
import { Link } from '@/i18n/navigation';
import { apiRequest } from '@/lib/server-api';
import { titledBy } from '@/lib/metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('clubs', 'title');

export default async function ClubsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireUser(locale, '/clubs');
  const t = await getTranslations('clubs');
  const { myClubs } = await apiRequest(MyClubsQuery);
  return (
    <main id="main">
      <h1>{t('title')}</h1>
      {myClubs.length ? (
        <ul className="card-list">
          {myClubs.map((club) => (
            <li key={club.id} className="card">
              <Link href={`/clubs/${club.id}`} className="card-title">
                {club.name}
              </Link>
              <span className="muted">
                {t(`role.${club.myRole ?? 'MEMBER'}`)} · {t('members', { count: club.memberCount })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('none')}</p>
      )}
      <div className="columns">
        <section className="card" aria-labelledby="join-title">
          <h2 id="join-title">{t('joinTitle')}</h2>
          <ActionForm
            action={joinClubAction}
            fields={[{ name: 'code', label: t('code'), hint: t('codeHint'), maxLength: 12 }]}
            submit={t('join')}
            pending={t('wait')}
          />
        </section>
        <section className="card" aria-labelledby="create-title">
          <h2 id="create-title">{t('createTitle')}</h2>
          <ActionForm
            action={createClubAction}
            fields={[{ name: 'name', label: t('name'), maxLength: 80 }]}
            submit={t('create')}
            pending={t('wait')}
          />
        </section>
      </div>
    </main>
  );
}
