'use client';

/**
 * Keeps the dashboard's correspondence matches current over the site's WebSocket: the viewer's notification
 * news (a move made by the opponent arrives as "your move") reads the page again from the server
 * (lib/use-live-refresh.ts), with the feed's state shown beside the title.
 */
import { useTranslations } from 'next-intl';
import type { CorrespondenceNewsSubscription as News } from '@/gql/graphql';
import { useLiveRefresh } from '@/lib/use-live-refresh';
import online from '@/features/online/online.module.css';
import { CorrespondenceNewsSubscription } from './queries';

export function LiveCorrespondence({ url }: { url: string }) {
  const t = useTranslations('home.lobby.live');
  const state = useLiveRefresh({
    url,
    feedKey: 'correspondence',
    request: () => ({
      operationName: 'CorrespondenceNews',
      query: CorrespondenceNewsSubscription.toString(),
    }),
    pick: (data: News) => data.notificationNews,
  });
  return (
    <span className="live-state" role="status" data-testid="correspondence-live" data-state={state}>
      <span className={online.liveDot} data-state={state} aria-hidden="true" /> {t(state)}
    </span>
  );
}
