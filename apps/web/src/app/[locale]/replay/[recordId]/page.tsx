import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ReplayPage } from '@/features/replay/replay-page';
import { MatchRecordQuery } from '@/features/replay/queries';
import { recordHome } from '@/features/replay/record-links';
import playStyles from '@/features/play/play.module.css';
import replay from '@/features/replay/replay.module.css';
import { Link } from '@/i18n/navigation';
import { liveApiUrl } from '@/lib/live-feed';
import { titledBy } from '@/lib/metadata';
import { apiRequest, orNotFound } from '@/lib/server-api';
import { requireUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('replay.meta', 'title', {
  description: 'description',
  unlisted: true,
});

function decoded(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/** The replay of a record the visitor may see (`?at=` the step shown); anyone else gets a 404. */
export default async function ReplayRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; recordId: string }>;
  searchParams: Promise<{ at?: string }>;
}) {
  const { locale, recordId: raw } = await params;
  setRequestLocale(locale);
  const recordId = decoded(raw);
  const me = await requireUser(locale, `/replay/${encodeURIComponent(recordId)}`);
  const { at } = await searchParams;
  const t = await getTranslations('replay');
  const { matchRecord: record, myClubs } = await orNotFound(() =>
    apiRequest(MatchRecordQuery, { id: recordId }),
  );
  const nameOf = (side: number) => record.players.find((p) => p.side === side)?.name ?? '—';
  const names: [string, string] = [nameOf(0), nameOf(1)];
  const role = myClubs.find((c) => c.id === record.clubId)?.myRole;
  const canRequest =
    record.players.some((p) => p.userId === me.id) || role === 'DIRECTOR' || role === 'OWNER';
  const home = recordHome(record);
  return (
    <main id="main" className={playStyles.main}>
      <p className="breadcrumb">
        <Link href={home}>← {t('back')}</Link>
      </p>
      <h1 className={replay.title}>
        {record.title}
        <span className={replay.muted}> · {t(`kinds.${record.kind}`)}</span>
      </h1>
      <ReplayPage
        recordId={record.id}
        liveUrl={liveApiUrl(process.env)}
        names={names}
        log={record.log}
        initialStep={typeof at === 'string' ? at : null}
        finished={record.finished}
        canRequest={canRequest}
        initialAnalysis={record.analysis ?? null}
      />
    </main>
  );
}
