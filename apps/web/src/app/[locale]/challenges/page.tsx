import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ConfirmAction } from '@/components/confirm-action';
import { FollowNotifications } from '@/features/notifications/follow-notifications';
import { requireUser } from '@/lib/session';
import { answerChallengeAction } from '@/features/clubs/actions';
import { MyChallengesQuery } from '@/features/clubs/queries';
import { MyLadderChallengesQuery } from '@/features/season/queries';
import { timeControlWriter } from '@/features/clocks/time-control-words';
import { Link } from '@/i18n/navigation';
import { apiRequest } from '@/lib/server-api';
import { titledBy } from '@/lib/metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('challenges', 'title');

export default async function ChallengesPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ sent?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireUser(locale, '/challenges');
  const t = await getTranslations('challenges');
  const { sent } = await searchParams;
  const [{ myMatches }, { myLadderChallenges }] = await Promise.all([
    apiRequest(MyChallengesQuery),
    apiRequest(MyLadderChallengesQuery),
  ]);
  const format = await getFormatter();
  const deadline = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  const clockText = await timeControlWriter();
  const opponentOf = (m: (typeof myMatches)[number]) =>
    m.players.find((p) => p.side !== m.viewerSide)?.user.displayName ?? '?';
  const describe = (m: (typeof myMatches)[number]) =>
    `${m.options.length ? t('points', { count: m.options.length }) : t('money')} · ${t(`profiles.${m.options.profile}`)} · ${clockText(m.timeControl)}`;
  const incoming = myMatches.filter((m) => m.status === 'CHALLENGED' && m.viewerSide === 1);
  const outgoing = myMatches.filter((m) => m.status === 'CHALLENGED' && m.viewerSide === 0);
  const active = myMatches.filter((m) => m.status === 'ACTIVE');
  const common = { cancel: t('cancel'), pending: t('wait') };
  return (
    <main id="main">
      <FollowNotifications />
      <h1>{t('title')}</h1>
      {sent ? (
        <p className="notice" role="status">
          {t('sent')}
        </p>
      ) : null}
      <section className="card" aria-labelledby="incoming-title">
        <h2 id="incoming-title">{t('incoming')}</h2>
        {incoming.length ? (
          <ul className="plain-list">
            {incoming.map((m) => (
              <li key={m.id} className="challenge">
                <span>
                  <strong>{opponentOf(m)}</strong> · {describe(m)}
                </span>
                <span className="actions">
                  <ConfirmAction
                    action={answerChallengeAction}
                    fields={{ matchId: m.id, answer: 'accept' }}
                    texts={{
                      ...common,
                      label: t('accept'),
                      title: t('acceptTitle', { name: opponentOf(m) }),
                      body: describe(m),
                      confirm: t('accept'),
                    }}
                  />
                  <ConfirmAction
                    action={answerChallengeAction}
                    fields={{ matchId: m.id, answer: 'decline' }}
                    tone="danger"
                    texts={{
                      ...common,
                      label: t('decline'),
                      title: t('declineTitle', { name: opponentOf(m) }),
                      body: describe(m),
                      confirm: t('decline'),
                    }}
                  />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('noIncoming')}</p>
        )}
      </section>
      <section className="card" aria-labelledby="outgoing-title">
        <h2 id="outgoing-title">{t('outgoing')}</h2>
        {outgoing.length ? (
          <ul className="plain-list">
            {outgoing.map((m) => (
              <li key={m.id} className="challenge">
                <span>
                  <strong>{opponentOf(m)}</strong> · {describe(m)}
                </span>
                <ConfirmAction
                  action={answerChallengeAction}
                  fields={{ matchId: m.id, answer: 'decline' }}
                  tone="danger"
                  texts={{
                    ...common,
                    label: t('withdraw'),
                    title: t('withdrawTitle', { name: opponentOf(m) }),
                    body: describe(m),
                    confirm: t('withdraw'),
                  }}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('noOutgoing')}</p>
        )}
      </section>
      <section className="card" aria-labelledby="ladder-title" data-testid="ladder-challenges">
        <h2 id="ladder-title">{t('ladder.title')}</h2>
        {myLadderChallenges.length ? (
          <ul className="plain-list">
            {myLadderChallenges.map((c) => (
              <li key={c.id} className="challenge">
                <span>
                  {c.received
                    ? t('ladder.received', { name: c.challengerName, ladder: c.ladderName })
                    : t('ladder.sent', { name: c.defenderName, ladder: c.ladderName })}
                  {c.status === 'open'
                    ? ` · ${t(c.received ? 'ladder.answerBy' : 'ladder.waiting', { deadline: deadline(c.deadline) })}`
                    : ''}
                </span>
                {c.status === 'accepted' && c.matchId ? (
                  <Link className="button" href={`/play/online/${c.matchId}`}>
                    {t('ladder.play')}
                  </Link>
                ) : (
                  <Link className="button" href={`/ladders/${c.ladderId}`}>
                    {c.received ? t('ladder.answer') : t('ladder.open')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('ladder.none')}</p>
        )}
      </section>
      <section className="card" aria-labelledby="active-title">
        <h2 id="active-title">{t('active')}</h2>
        {active.length ? (
          <ul className="plain-list">
            {active.map((m) => (
              <li key={m.id}>
                <Link href={`/play/online/${m.id}`}>
                  {t('against', { name: opponentOf(m) })} · {m.score.join('–')} · {describe(m)}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('noActive')}</p>
        )}
      </section>
    </main>
  );
}
