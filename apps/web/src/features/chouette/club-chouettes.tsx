import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { apiRequest } from '@/lib/server-api';
import { ClubChouettesQuery } from './queries';
import { TableList } from './table-list';

/** The club home page's "open chouette tables" block, with a join link for each. */
export async function ClubChouettes({ clubId }: { clubId: string }) {
  const t = await getTranslations('chouette');
  let tables;
  try {
    tables = (await apiRequest(ClubChouettesQuery, { clubId })).chouettesOfClub;
  } catch {
    tables = null;
  }
  return (
    <section className="card" aria-labelledby="chouette-title" data-testid="club-chouettes">
      <h2 id="chouette-title">{t('club.title')}</h2>
      {tables ? (
        <TableList tables={tables} empty={t('club.none')} />
      ) : (
        <p className="muted">{t('errors.network')}</p>
      )}
      <div className="actions">
        <Link className="button primary" href={`/chouette/new?club=${clubId}`}>
          {t('club.open')}
        </Link>
        <Link className="button" href="/chouette">
          {t('club.all')}
        </Link>
      </div>
    </section>
  );
}
