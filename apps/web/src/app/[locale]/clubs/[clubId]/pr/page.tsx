import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ConfirmAction } from '@/components/confirm-action';
import { redoOutdatedAnalysesAction } from '@/features/replay/actions';
import { analysisStateKey } from '@/features/replay/analysis';
import { PrTable } from '@/features/replay/pr-table';
import { ClubPrQuery } from '@/features/replay/queries';
import { replayHref } from '@/features/replay/record-links';
import { Link } from '@/i18n/navigation';
import { titledBy } from '@/lib/metadata';
import { apiRequest, orNotFound } from '@/lib/server-api';
import { requireUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('replay.leaderboard', 'metaTitle');

/** The default and the bounds of the minimum number of analysed decisions to be ranked. */
const DEFAULT_MIN = 100;
const MAX_MIN = 100_000;

/** How many decisions the visitor asked for (`?min=`), within bounds; the default otherwise. */
function minimumOf(asked: string | undefined): number {
  const n = Number(asked);
  return asked !== undefined && Number.isInteger(n) && n >= 0 && n <= MAX_MIN ? n : DEFAULT_MIN;
}

/**
 * The club's PR leaderboard over its analysed records (with how many of them an earlier version of the
 * analysis did, which a director has redone), and the latest records to replay.
 */
export default async function ClubPrPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; clubId: string }>;
  searchParams: Promise<{ min?: string }>;
}) {
  const { locale, clubId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/clubs/${clubId}/pr`);
  const t = await getTranslations('replay.leaderboard');
  const tk = await getTranslations('replay');
  const format = await getFormatter();
  const minDecisions = minimumOf((await searchParams).min);
  const data = await orNotFound(() => apiRequest(ClubPrQuery, { clubId, clubUuid: clubId, minDecisions }));
  const director = data.club.myRole === 'OWNER' || data.club.myRole === 'DIRECTOR';
  return (
    <main id="main">
      <p className="breadcrumb">
        <Link href={`/clubs/${clubId}`}>← {data.club.name}</Link>
      </p>
      <h1>{t('title', { club: data.club.name })}</h1>
      <section className="card" aria-labelledby="pr-title">
        <h2 id="pr-title">{t('ranking')}</h2>
        <form method="get">
          <label htmlFor="min-decisions">{t('minimum')}</label>{' '}
          <input
            id="min-decisions"
            name="min"
            type="number"
            min={0}
            max={MAX_MIN}
            step={1}
            defaultValue={minDecisions}
            inputMode="numeric"
          />{' '}
          <button type="submit" className="button">
            {t('apply')}
          </button>
        </form>
        <p className="muted" data-testid="pr-minimum">
          {t('minimumShown', { count: minDecisions })}
        </p>
        {data.clubPrLeaderboard.length ? (
          <PrTable rows={data.clubPrLeaderboard} label={t('ranking')} testId="pr-leaderboard" />
        ) : (
          <p className="muted">{t('empty')}</p>
        )}
        <p className="muted">{tk('analysis.prHelp')}</p>
        {data.clubOutdatedAnalyses > 0 ? (
          <>
            <p className="muted" data-testid="pr-outdated">
              {t('outdated', { count: data.clubOutdatedAnalyses })}
            </p>
            {director ? (
              <ConfirmAction
                action={redoOutdatedAnalysesAction}
                fields={{ clubId }}
                texts={{
                  label: t('redo'),
                  title: t('redoTitle'),
                  body: t('redoBody'),
                  confirm: t('redo'),
                  cancel: t('cancel'),
                  pending: t('wait'),
                }}
              />
            ) : null}
          </>
        ) : null}
      </section>
      <section className="card" aria-labelledby="records-title">
        <h2 id="records-title">{t('records')}</h2>
        {data.clubMatchRecords.length ? (
          <ul className="plain-list" data-testid="club-records">
            {data.clubMatchRecords.map((r) => (
              <li key={r.id}>
                <Link href={replayHref(r.id)}>{r.title}</Link>{' '}
                <span className="muted">
                  · {tk(`kinds.${r.kind}`)} · {format.dateTime(new Date(r.playedAt), { dateStyle: 'medium' })}
                  {r.analysis ? ` · ${t(`status.${analysisStateKey(r.analysis)}`)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('noRecords')}</p>
        )}
        <p>
          <Link className="button" href={`/clubs/${clubId}/import`}>
            {tk('import.link')}
          </Link>
        </p>
      </section>
    </main>
  );
}
