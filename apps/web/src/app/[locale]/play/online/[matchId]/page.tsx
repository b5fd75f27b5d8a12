import { setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/session';
import { liveApiUrl } from '@/lib/live-feed';
import { loadChatAction } from '@/features/chat/actions';
import { OnlineMatchView } from '@/features/online/online-match-view';
import { OnlineMatchQuery } from '@/features/online/queries';
import { memberBoardOptions } from '@/features/play/load';
import styles from '@/features/play/play.module.css';
import { apiRequest, orNotFound } from '@/lib/server-api';
import { titledBy } from '@/lib/metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('online.meta', 'title', {
  description: 'description',
  unlisted: true,
});

/** A match the visitor plays or, as a member of its club, watches; anyone else gets a 404. */
export default async function OnlineMatchPage({
  params,
}: {
  params: Promise<{ locale: string; matchId: string }>;
}) {
  const { locale, matchId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/play/online/${matchId}`);
  const [{ match }, memberOptions] = await Promise.all([
    orNotFound(() => apiRequest(OnlineMatchQuery, { id: matchId })),
    memberBoardOptions(),
  ]);
  // The chat opens once the match started: its players', and the spectators' for a member who watches.
  const chatOpen = ['ACTIVE', 'FINISHED'].includes(match.status);
  const chat = chatOpen ? await loadChatAction(matchId) : null;
  return (
    <main id="main" className={styles.main}>
      {/* Read at request time: the browser's way to the API is deployment configuration, not a build constant. */}
      <OnlineMatchView
        initial={match}
        liveUrl={liveApiUrl(process.env)}
        memberOptions={memberOptions}
        chat={chat?.ok ? chat.value : null}
      />
    </main>
  );
}
