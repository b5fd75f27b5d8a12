import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ActionForm } from '@/components/action-form';
import { requireUser } from '@/lib/session';
import { joinChouetteAction } from '@/features/chouette/actions';
import { ChouetteIndexQuery } from '@/features/chouette/queries';
import { TableList } from '@/features/chouette/table-list';
import { Link } from '@/i18n/navigation';
import { apiRequest } from '@/lib/server-api';
import { titledBy } from '@/lib/metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('chouette.meta', 'title', { description: 'description' });

/** My tables, my clubs' open tables, joining with a code, opening a table. */
export default async function ChouetteIndexPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireUser(locale, '/chouette');
  const t = await getTranslations('chouette');
  const { myChouettes, openChouettesOfMyClubs, myClubs } = await apiRequest(ChouetteIndexQuery);
  const clubNames = new Map(myClubs.map((c) => [c.id, c.name]));
  const mineIds = new Set(myChouettes.map((c) => c.id));
  const others = openChouettesOfMyClubs.filter((c) => !mineIds.has(c.id));
  return (
    <main id="main">
      <header className="page-header">
        <h1>{t('index.title')}</h1>
        <p className="muted">{t('index.lead')}</p>
        <nav className="actions" aria-label={t('index.title')}>
          <Link className="button primary" href="/chouette/new">
            {t('index.open')}
          </Link>
        </nav>
      </header>
      <section className="card" aria-labelledby="join-title">
        <h2 id="join-title">{t('join.title')}</h2>
        <ActionForm
          action={joinChouetteAction}
          fields={[{ name: 'code', label: t('join.code'), maxLength: 12 }]}
          submit={t('join.submit')}
          pending={t('wait')}
        />
      </section>
      <section className="card" aria-labelledby="mine-title">
        <h2 id="mine-title">{t('index.mine')}</h2>
        <TableList tables={myChouettes} empty={t('index.noneMine')} clubNames={clubNames} />
      </section>
      <section className="card" aria-labelledby="clubs-title">
        <h2 id="clubs-title">{t('index.clubs')}</h2>
        <TableList tables={others} empty={t('index.noneClubs')} clubNames={clubNames} />
      </section>
    </main>
  );
}
