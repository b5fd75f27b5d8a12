/**
 * One open challenge as the lobby and the home list it: who, the match and its clock, and the button the
 * viewer has (accept someone else's, withdraw one's own).
 */
import { getTranslations } from 'next-intl/server';
import { ActionButton } from '@/components/action-button';
import { TimeControlText } from '@/features/clocks/time-control-text';
import type { OpenChallengeFieldsFragment } from '@/gql/graphql';
import { acceptOpenChallengeAction, withdrawOpenChallengeAction } from './actions';
import styles from './lobby.module.css';

export async function OpenChallengeLine({
  challenge: c,
  meId,
  showClub = false,
}: {
  challenge: OpenChallengeFieldsFragment;
  meId: string;
  showClub?: boolean;
}) {
  const t = await getTranslations('home.lobby');
  const tc = await getTranslations('challenges');
  const mine = c.createdBy.id === meId;
  const match = [
    c.options.length === 0 ? tc('money') : tc('points', { count: c.options.length }),
    tc(`profiles.${c.options.profile}`),
  ].join(' · ');
  return (
    <li className={styles.line} data-testid="open-challenge" data-poster={c.createdBy.displayName}>
      <p>
        <strong>{mine ? t('yours') : c.createdBy.displayName}</strong> · {match} ·{' '}
        <TimeControlText timeControl={c.timeControl} />
        {showClub ? <span className="muted"> · {c.clubName}</span> : null}
      </p>
      {mine ? (
        <ActionButton
          action={withdrawOpenChallengeAction}
          fields={{ id: c.id }}
          label={t('withdraw')}
          pending={t('wait')}
          accessibleLabel={t('withdrawLabel', { match })}
        />
      ) : (
        <ActionButton
          action={acceptOpenChallengeAction}
          fields={{ id: c.id }}
          label={t('accept')}
          pending={t('wait')}
          primary
          accessibleLabel={t('acceptLabel', { name: c.createdBy.displayName, match })}
        />
      )}
    </li>
  );
}
