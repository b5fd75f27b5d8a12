import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionButton } from '@/components/action-button';
import { Link } from '@/i18n/navigation';
import { acceptLadderChallengeAction, challengeOnLadderAction, refuseLadderChallengeAction } from './actions';
import type { LadderPageView } from './ladder-view';

/**
 * The parts of a ladder page: the rungs top first (with a challenge button where the viewer may challenge),
 * the challenges waiting to be played (accept / refuse for their defender, the match once accepted) and the
 * latest results. `act` is false on the public link: read only.
 */
export async function LadderRungs({
  ladderId,
  view,
  act,
}: {
  ladderId: string;
  view: LadderPageView;
  act: boolean;
}) {
  const t = await getTranslations('season.ladder');
  return (
    <section className="card" aria-labelledby="rungs-title">
      <h2 id="rungs-title">{t('rungsTitle')}</h2>
      {view.rows.length === 0 ? <p className="muted">{t('empty')}</p> : null}
      <ol className="plain-list" data-testid="ladder-rungs">
        {view.rows.map((row) => (
          <li key={row.userId} data-testid="ladder-rung" data-user={row.userId} className="ladder-rung">
            <span>
              <strong>{row.position}.</strong> {row.displayName}
              {row.me ? ` (${t('you')})` : ''}
              {row.busy ? <span className="muted"> · {t('inChallenge')}</span> : null}
            </span>
            {act && row.canChallenge ? (
              <ActionButton
                action={challengeOnLadderAction}
                fields={{ ladderId, defenderId: row.userId }}
                label={t('challenge')}
                pending={t('challenging')}
                accessibleLabel={t('challengeWho', { name: row.displayName })}
              />
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

export async function LadderChallenges({ view, act }: { view: LadderPageView; act: boolean }) {
  const t = await getTranslations('season.ladder');
  const format = await getFormatter();
  return (
    <section className="card" aria-labelledby="challenges-title">
      <h2 id="challenges-title">{t('challengesTitle')}</h2>
      {view.challenges.length === 0 ? <p className="muted">{t('noChallenges')}</p> : null}
      <ul className="plain-list" data-testid="ladder-challenges">
        {view.challenges.map((c) => (
          <li key={c.id} data-testid="ladder-challenge" data-status={c.status}>
            <p>
              {t('versus', { challenger: c.challengerName, defender: c.defenderName })} ·{' '}
              {t(`status.${c.status}`)} ·{' '}
              {t('deadline', { date: format.dateTime(new Date(c.deadline), { dateStyle: 'medium' }) })}
            </p>
            {act && c.mayAnswer ? (
              <div className="actions">
                <ActionButton
                  action={acceptLadderChallengeAction}
                  fields={{ challengeId: c.id }}
                  label={t('accept')}
                  pending={t('accepting')}
                  primary
                />
                <ActionButton
                  action={refuseLadderChallengeAction}
                  fields={{ challengeId: c.id }}
                  label={t('refuse')}
                  pending={t('refusing')}
                />
              </div>
            ) : null}
            {act && c.mine && c.matchId ? (
              <Link className="button primary" href={`/play/online/${c.matchId}`}>
                {t('playMatch')}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export async function LadderResults({ view }: { view: LadderPageView }) {
  const t = await getTranslations('season.ladder');
  if (view.results.length === 0) return null;
  return (
    <section className="card" aria-labelledby="results-title">
      <h2 id="results-title">{t('resultsTitle')}</h2>
      <ul className="plain-list" data-testid="ladder-results">
        {view.results.map((c) => (
          <li key={c.id}>
            {t('versus', { challenger: c.challengerName, defender: c.defenderName })} ·{' '}
            {t(`status.${c.status}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
