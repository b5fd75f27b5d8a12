import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BookEntryForm, CurrencyForm, PrizePoolForm } from '@/features/season/book-forms';
import { formatMoney } from '@/features/season/money';
import { ClubBookQuery } from '@/features/season/queries';
import { Link } from '@/i18n/navigation';
import { apiRequest, orNotFound } from '@/lib/server-api';
import { requireUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The club's money book, for its directors: record fees, payments, prizes paid out and dues; pay out an
 * event's prize pool; each member's balance and dues, a member's statement, the prize pools and the CSV.
 */
export default async function ClubBookPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; clubId: string }>;
  searchParams: Promise<{ member?: string }>;
}) {
  const { locale, clubId } = await params;
  setRequestLocale(locale);
  if (!UUID.test(clubId)) notFound();
  await requireUser(locale, `/clubs/${clubId}/book`);
  const t = await getTranslations('season.book');
  const { member } = await searchParams;
  const { club, clubMembers, clubBook } = await orNotFound(() => apiRequest(ClubBookQuery, { clubId }));
  const money = (cents: number) => formatMoney(cents, clubBook.currency, locale);
  const members = clubMembers.map((m) => m.user).sort((a, b) => a.displayName.localeCompare(b.displayName));
  const statement = member ? clubBook.entries.filter((e) => e.memberId === member) : null;
  return (
    <main id="main">
      <header className="page-header">
        <p className="breadcrumb">
          <Link href={`/clubs/${club.id}`}>{club.name}</Link>
        </p>
        <h1>{t('title')}</h1>
        <p className="muted">
          {t('facts', { currency: clubBook.currency, jackpot: money(clubBook.jackpotCents) })}
        </p>
        <p>
          <a className="button" href={`/${locale}/clubs/${club.id}/book/csv`} download>
            {t('csv')}
          </a>
        </p>
      </header>
      <section className="card" aria-labelledby="balances-title">
        <h2 id="balances-title">{t('balancesTitle')}</h2>
        {clubBook.balances.length === 0 ? <p className="muted">{t('empty')}</p> : null}
        <div className="table-scroll" role="region" aria-labelledby="balances-title" tabIndex={0}>
          <table className="table" data-testid="book-balances">
            <thead>
              <tr>
                <th scope="col">{t('member')}</th>
                <th scope="col">{t('balance')}</th>
                <th scope="col">{t('dues')}</th>
              </tr>
            </thead>
            <tbody>
              {clubBook.balances.map((b) => (
                <tr key={b.memberId} data-testid="book-balance">
                  <th scope="row">
                    <Link href={`/clubs/${club.id}/book?member=${b.memberId}`}>{b.memberName}</Link>
                  </th>
                  <td className="number">{money(b.balanceCents)}</td>
                  <td>
                    {b.duesUpToDate ? t('duesOk') : t('duesOwing', { periods: b.duesOwing.join(', ') })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {statement ? (
        <section className="card" aria-labelledby="statement-title" data-testid="book-statement">
          <h2 id="statement-title">
            {t('statementTitle', { name: members.find((m) => m.id === member)?.displayName ?? '' })}
          </h2>
          <ul className="plain-list">
            {statement.map((e) => (
              <li key={e.id}>
                {e.date} · {t(`kinds.${e.kind}`)}
                {e.reference ? ` · ${e.reference}` : ''} · {money(e.amountCents)} · {t('balance')}{' '}
                {money(e.balanceCents)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="card">
        <BookEntryForm clubId={club.id} members={members} />
      </section>
      <section className="card">
        <PrizePoolForm clubId={club.id} members={members} />
      </section>
      {clubBook.prizePools.length ? (
        <section className="card" aria-labelledby="pools-title">
          <h2 id="pools-title">{t('poolsTitle')}</h2>
          <ul className="plain-list" data-testid="book-pools">
            {clubBook.prizePools.map((p) => (
              <li key={p.reference}>
                <strong>{p.reference}</strong> ·{' '}
                {t('poolLine', {
                  fees: money(p.feesCents),
                  cut: money(p.clubCutCents),
                  jackpot: money(p.jackpotAddedCents),
                  prizes: p.prizesCents.map(money).join(' / '),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="card" aria-labelledby="entries-title">
        <h2 id="entries-title">{t('entriesTitle')}</h2>
        <div className="table-scroll" role="region" aria-labelledby="entries-title" tabIndex={0}>
          <table className="table" data-testid="book-entries">
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('member')}</th>
                <th scope="col">{t('kind')}</th>
                <th scope="col">{t('amount')}</th>
              </tr>
            </thead>
            <tbody>
              {[...clubBook.entries].reverse().map((e) => (
                <tr key={e.id}>
                  <td>{e.date}</td>
                  <td>{e.memberName}</td>
                  <td>
                    {t(`kinds.${e.kind}`)}
                    {e.method ? ` (${t(`methods.${e.method}`)})` : ''}
                    {e.reference ? ` · ${e.reference}` : ''}
                    {e.period ? ` · ${e.period}` : ''}
                  </td>
                  <td className="number">{money(e.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="card">
        <CurrencyForm clubId={club.id} currency={clubBook.currency} />
      </section>
    </main>
  );
}
