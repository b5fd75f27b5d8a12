/**
 * A club's lobby on its page: the open challenges any member may accept (the first one plays), and a form
 * to post one. It follows the club's lobby live (LiveLobby).
 */
import { getTranslations } from 'next-intl/server';
import { ChallengeForm } from '@/features/clubs/challenge-form';
import { Link } from '@/i18n/navigation';
import { apiRequest } from '@/lib/server-api';
import { LiveLobby } from './live-lobby';
import styles from './lobby.module.css';
import { OpenChallengeLine } from './open-challenge-line';
import { ClubOpenChallengesQuery } from './queries';

export async function ClubLobby({ clubId, liveUrl }: { clubId: string; liveUrl: string }) {
  const t = await getTranslations('home.lobby');
  const tf = await getTranslations('friend');
  const { clubOpenChallenges: open, me } = await apiRequest(ClubOpenChallengesQuery, { clubId });
  return (
    <section className="card" aria-labelledby="lobby-title" data-testid="club-lobby">
      <h2 id="lobby-title">{t('title')}</h2>
      <p className="muted">
        {t('help')} <LiveLobby clubId={clubId} url={liveUrl} />
      </p>
      {open.length ? (
        <ul className="plain-list">
          {open.map((c) => (
            <OpenChallengeLine key={c.id} challenge={c} meId={me?.id ?? ''} />
          ))}
        </ul>
      ) : (
        <p className="muted">{t('empty')}</p>
      )}
      <details className={styles.post}>
        <summary>{t('postTitle')}</summary>
        <ChallengeForm clubId={clubId} />
      </details>
      <p>
        <Link href={`/play/friend?club=${clubId}`} data-testid="friend-link-start">
          {tf('start')}
        </Link>
      </p>
    </section>
  );
}
