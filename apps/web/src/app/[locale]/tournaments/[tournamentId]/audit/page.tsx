import { redirect } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/session';
import { AUDIT_PAGE_SIZE, auditPageOf, auditSubject, auditWindow } from '@/features/tournaments/format';
import { loadTournament, tournamentMetadata } from '@/features/tournaments/load';
import { TournamentAuditQuery } from '@/features/tournaments/queries';
import { TournamentHeader } from '@/features/tournaments/tournament-parts';
import { Link } from '@/i18n/navigation';
import { apiRequest, orNotFound } from '@/lib/server-api';

export const dynamic = 'force-dynamic';

export const generateMetadata = ({ params }: { params: Promise<{ locale: string; tournamentId: string }> }) =>
  tournamentMetadata(params, (t) => t('nav.audit'));

/** JSON text of the log, indented for reading. */
const pretty = (json: string | null | undefined) => {
  if (!json) return null;
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
};

/**
 * The audit trail: the tournament's hash chain (results, confirmations, corrections) or the club's (rating
 * changes), with the API's verification of the whole chain.
 */
export default async function AuditPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; tournamentId: string }>;
  searchParams: Promise<{ scope?: string; after?: string }>;
}) {
  const { locale, tournamentId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/tournaments/${tournamentId}/audit`);
  const data = await loadTournament(tournamentId);
  const t = await getTranslations('tournaments.audit');
  const format = await getFormatter();
  const asked = await searchParams;
  const club = asked.scope === 'club';
  const scope = club
    ? { type: 'CLUB' as const, id: data.tournament.clubId }
    : { type: 'TOURNAMENT' as const, id: data.tournament.id };
  // The page asked for is read with the verification; an address past the chain's end goes to its last page.
  const afterSeq = auditWindow(Infinity, asked.after).after;
  const audit = await orNotFound(() =>
    apiRequest(TournamentAuditQuery, {
      scope,
      clubId: data.tournament.clubId,
      afterSeq,
      limit: AUDIT_PAGE_SIZE,
    }),
  );
  const check = audit.verifyAudit;
  // A tampered chain may miss an entry, so its numbers can run one past the count.
  const page = auditWindow(check.entries + (check.valid ? 0 : 1), afterSeq);
  const pageHref = (after: number, seq?: number) => {
    const query = new URLSearchParams(
      club ? { scope: 'club', after: String(after) } : { after: String(after) },
    );
    return `/tournaments/${tournamentId}/audit?${query}${seq ? `#entry-${seq}` : ''}`;
  };
  if (page.after !== afterSeq) redirect(`/${locale}${pageHref(page.after)}`);
  const who = new Map(audit.clubMembers.map((m) => [m.user.id, m.user.displayName]));
  const tt = await getTranslations('tournaments');
  const subjectText = (subject: string) =>
    auditSubject(subject, data.draw.name, who, (round) => tt('round', { round }));
  const log = audit.auditLog;
  const pager = (label: string) =>
    page.pages > 1 ? (
      <nav className="pager" aria-label={label}>
        {page.previous !== null ? <Link href={pageHref(page.previous)}>{t('earlier')}</Link> : null}
        <span>{t('pageOf', { page: page.page, pages: page.pages })}</span>
        {page.next !== null ? <Link href={pageHref(page.next)}>{t('later')}</Link> : null}
      </nav>
    ) : null;
  const badSeq = check.valid ? null : check.firstInvalidSeq;
  const actionLabel = (action: string) => {
    const key = `actions.${action.replace(/\./g, '_')}`;
    return t.has(key) ? t(key) : action;
  };
  return (
    <main id="main">
      <TournamentHeader data={data} current="audit" />
      <nav className="tabs small" aria-label={t('scopes')}>
        <ul>
          <li>
            <Link href={`/tournaments/${tournamentId}/audit`} aria-current={club ? undefined : 'page'}>
              {t('tournamentChain')}
            </Link>
          </li>
          <li>
            <Link
              href={`/tournaments/${tournamentId}/audit?scope=club`}
              aria-current={club ? 'page' : undefined}
            >
              {t('clubChain')}
            </Link>
          </li>
        </ul>
      </nav>
      <section
        className={`card verification ${check.valid ? 'intact' : 'tampered'}`}
        aria-labelledby="verification-title"
        data-testid="audit-verification"
        data-valid={check.valid}
      >
        <h2 id="verification-title">{t('verification')}</h2>
        {check.valid ? (
          <p role="status">
            <strong>{t('intact')}</strong> {t('intactBody', { count: check.entries })}
          </p>
        ) : (
          <p role="alert">
            <strong>{t('tampered')}</strong>{' '}
            {t('tamperedBody', {
              seq: check.firstInvalidSeq ?? 0,
              problem: check.problem ? t(`problems.${check.problem}`) : '',
            })}
          </p>
        )}
        {badSeq && auditPageOf(badSeq) !== page.after ? (
          <p>
            <Link href={pageHref(auditPageOf(badSeq), badSeq)}>{t('showTampered', { seq: badSeq })}</Link>
          </p>
        ) : null}
        <p className="muted">{t('howItWorks')}</p>
      </section>
      <section aria-labelledby="trail-title">
        <h2 id="trail-title">{t('trail')}</h2>
        {log.length ? (
          <p className="muted" data-testid="audit-range">
            {t('range', { from: log[0].seq, to: log[log.length - 1].seq, total: check.entries })}
          </p>
        ) : null}
        {pager(t('pages'))}
        {log.length ? (
          <ol className="audit-trail" data-testid="audit-trail">
            {log.map((entry) => {
              const bad = badSeq === entry.seq;
              return (
                <li
                  key={entry.seq}
                  id={`entry-${entry.seq}`}
                  className={`card audit-entry${bad ? ' tampered' : ''}`}
                  data-action={entry.action}
                >
                  <p className="audit-head">
                    <span className="seq">#{entry.seq}</span> <strong>{actionLabel(entry.action)}</strong>
                    {entry.subject ? (
                      <span className="muted" data-testid="audit-subject">
                        {' '}
                        · {subjectText(entry.subject)}
                      </span>
                    ) : null}
                  </p>
                  <p className="muted">
                    {entry.actorId ? (who.get(entry.actorId) ?? t('formerMember')) : t('server')} ·{' '}
                    {format.dateTime(new Date(entry.createdAt), { dateStyle: 'short', timeStyle: 'medium' })}
                  </p>
                  {entry.reason ? (
                    <p className="audit-reason">
                      {t('reason')}: {entry.reason}
                    </p>
                  ) : null}
                  {entry.before || entry.after ? (
                    <details>
                      <summary>{t('changes')}</summary>
                      <div className="audit-diff">
                        {entry.before ? (
                          <div>
                            <h3>{t('before')}</h3>
                            <pre>{pretty(entry.before)}</pre>
                          </div>
                        ) : null}
                        {entry.after ? (
                          <div>
                            <h3>{t('after')}</h3>
                            <pre>{pretty(entry.after)}</pre>
                          </div>
                        ) : null}
                      </div>
                    </details>
                  ) : null}
                  <p className="hash">
                    <span className="visually-hidden">{t('hash')}: </span>
                    {entry.hash.slice(0, 16)}…
                  </p>
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="muted">{t('empty')}</p>
        )}
        {pager(t('pagesEnd'))}
      </section>
    </main>
  );
}
