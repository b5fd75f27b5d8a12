'use client';

import { useTranslations } from 'next-intl';
import type {
  LeagueUpdatedSubscription as LeagueUpdate,
  SeasonPointsUpdatedSubscription as PointsUpdate,
} from '@/gql/graphql';
import { useLiveRefresh } from '@/lib/use-live-refresh';
import online from '@/features/online/online.module.css';
import { LeagueUpdatedSubscription, SeasonPointsUpdatedSubscription } from './queries';

/**
 * Keeps a league page (a result reported, confirmed or recorded, the season closed) or a club's season
 * leaderboard (an event awarded) current: every committed change reads the page again from the server, as does
 * a reconnect.
 */
export function LiveLeague({
  seasonId,
  clubId,
  url,
}: { url: string } & ({ seasonId: string; clubId?: never } | { clubId: string; seasonId?: never })) {
  const t = useTranslations('league.live');
  const state = useLiveRefresh({
    url,
    feedKey: seasonId ? `league:${seasonId}` : `season-points:${clubId}`,
    request: () =>
      seasonId
        ? {
            operationName: 'LeagueUpdated',
            query: LeagueUpdatedSubscription.toString(),
            variables: { seasonId },
          }
        : {
            operationName: 'SeasonPointsUpdated',
            query: SeasonPointsUpdatedSubscription.toString(),
            variables: { clubId },
          },
    pick: (data: LeagueUpdate & PointsUpdate) => data.leagueUpdated ?? data.seasonPointsUpdated,
  });
  return (
    <span className="live-state" role="status" data-testid="league-live" data-state={state}>
      <span className={online.liveDot} data-state={state} aria-hidden="true" /> {t(state)}
    </span>
  );
}
