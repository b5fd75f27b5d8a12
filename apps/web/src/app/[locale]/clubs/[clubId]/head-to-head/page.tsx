import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ClubMembersQuery } from '@/features/clubs/queries';
import { headToHeadView } from '@/features/season/head-to-head-view';
import { HeadToHeadQuery } from '@/features/season/queries';
import { Link } from '@/i18n/navigation';
import { apiRequest, orNotFound } from '@/lib/server-api';
import { requireUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Two members of a club face to face: pick them, then their matches, wins, points, PR and last results. */
export default async function HeadToHeadPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; clubId: string }>;
  searchParams: Promise<{ a?: string; b?: string }>;
}) {
  const { locale, clubId } = await params;
  setRequestLocale(locale);
  if (!UUID.test(clubId)) notFound();
  const me = await requireUser(locale, `/clubs/${clubId}/head-to-head`);
  const t = await getTranslations('season.h2h');
  const format = await getFormatter();
  const { a = me.id, b = '' } = await searchParams;
  const { club, clubMembers } = await orNotFound(() => apiRequest(ClubMembersQuery, { clubId }));
  const members = clubMembers.map((m) => m.user).sort((x, y) => x.displayName.localeCompare(y.displayName));
  const asked = UUID.test(a) && UUID.test(b) && a !== b;
  const data = asked
    ? headToHeadView((await orNotFound(() => apiRequest(HeadToHeadQuery, { clubId, a, b }))).headToHead)
    : null;
  return (
    <main id="main">
      <header className="page-header">
        <p className="breadcrumb">
          <Link href={`/clubs/${club.id}`}>{club.name}</Link>
        </p>
        <h1>{t('title')}</h1>
      </header>
      <form className="card stack" method="get" aria-labelledby="h2h-pick">
        <h2 id="h2h-pick">{t('pick')}</h2>
        {(['a', 'b'] as const).map((key) => (
          <div className="field" key={key}>
            <label htmlFor={`h2h-${key}`}>{t(key === 'a' ? 'memberA' : 'memberB')}</label>
            <select id={`h2h-${key}`} name={key} defaultValue={key === 'a' ? a : b} required>
              <option value="">{t('choose')}</option>
              {members.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.displayName}
                </option>
              ))}
            </select>
          </div>
        ))}
        <button type="submit" className="button primary">
          {t('show')}
        </button>
      </form>
      {data ? (
        <section className="card" aria-labelledby="h2h-result" data-testid="head-to-head">
          <h2 id="h2h-result">
            {t('versus', { a: data.sides[0].displayName, b: data.sides[1].displayName })}
          </h2>
          <p>{t('matches', { count: data.matches })}</p>
          <div className="table-scroll" role="region" aria-labelledby="h2h-result" tabIndex={0}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('member')}</th>
                  <th scope="col">{t('wins')}</th>
                  <th scope="col">{t('points')}</th>
                  <th scope="col">{t('pr')}</th>
                </tr>
              </thead>
              <tbody>
                {data.sides.map((s) => (
                  <tr key={s.userId} data-testid="h2h-side">
                    <th scope="row">{s.displayName}</th>
                    <td className="number">{s.wins}</td>
                    <td className="number">{s.points}</td>
                    <td className="number">{s.pr ?? t('notAnalysed')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.results.length ? (
            <>
              <h3>{t('lastResults')}</h3>
              <ul className="plain-list" data-testid="h2h-results">
                {data.results.map((r) => (
                  <li key={r.matchId}>
                    {format.dateTime(new Date(r.endedAt), { dateStyle: 'medium' })} ·{' '}
                    {t(r.won ? 'won' : 'lost', { name: data.sides[0].displayName, score: r.score })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </main>
  );
}
