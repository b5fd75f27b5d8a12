import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { formatMoney } from '@/features/season/money';
import { MyClubStatementQuery } from '@/features/season/queries';
import { Link } from '@/i18n/navigation';
import { apiRequest, orNotFound } from '@/lib/server-api';
import { requireUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A member's own statement in the club's book: every entry recorded for them (fees, payments, prizes, dues,
 * chouette settlements) by date with the running balance, and what the club owes them or they owe the club.
 * The site never moves money: this is the record the directors keep.
 */
export default async function MyStatementPage({
  params,
}: {
  params: Promise<{ locale: string; clubId: string }>;
}) {
  const { locale, clubId } = await params;
  setRequestLocale(locale);
  if (!UUID.test(clubId)) notFound();
  const me = await requireUser(locale, `/clubs/${clubId}/statement`);
  const t = await getTranslations('season.book');
  const { club, memberStatement } = await orNotFound(() =>
    apiRequest(MyClubStatementQuery, { clubId, memberId: me.id }),
  );
  const money = (cents: number) => formatMoney(cents, memberStatement.currency, locale);
  const balance = memberStatement.balanceCents;
  return (
    <main id="main">
      <header className="page-header">
        <p className="breadcrumb">
          <Link href={`/clubs/${club.id}`}>{club.name}</Link>
        </p>
        <h1>{t('myTitle')}</h1>
        <p data-testid="my-balance">
          {balance === 0
            ? t('mySettled')
            : balance > 0
              ? t('clubOwesYou', { amount: money(balance) })
              : t('youOweClub', { amount: money(-balance) })}
        </p>
      </header>
      <section className="card" aria-labelledby="my-entries-title">
        <h2 id="my-entries-title">{t('entriesTitle')}</h2>
        {memberStatement.entries.length === 0 ? <p className="muted">{t('empty')}</p> : null}
        {memberStatement.entries.length ? (
          <div className="table-scroll" role="region" aria-labelledby="my-entries-title" tabIndex={0}>
            <table className="table" data-testid="my-statement">
              <thead>
                <tr>
                  <th scope="col">{t('date')}</th>
                  <th scope="col">{t('kind')}</th>
                  <th scope="col">{t('reference')}</th>
                  <th scope="col">{t('amount')}</th>
                  <th scope="col">{t('balance')}</th>
                </tr>
              </thead>
              <tbody>
                {memberStatement.entries.map((e) => (
                  <tr key={e.id}>
                    <td>{e.date}</td>
                    <td>
                      {t(`kinds.${e.kind}`)}
                      {e.method ? ` · ${t(`methods.${e.method}`)}` : ''}
                      {e.period ? ` · ${e.period}` : ''}
                    </td>
                    <td>{e.reference ?? ''}</td>
                    <td className="number">{money(e.amountCents)}</td>
                    <td className="number">{money(e.balanceCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </main>
  );
}
