import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ConfirmAction } from '@/components/confirm-action';
import { ClubChouettes } from '@/features/chouette/club-chouettes';
import { ClubLobby } from '@/features/lobby/club-lobby';
import { liveApiUrl } from '@/lib/live-feed';
import { currentUser, requireUser } from '@/lib/session';
import { leaveClubAction, regenerateCodeAction } from '@/features/clubs/actions';
import { InvitationQr } from '@/features/clubs/invitation-qr';
import { AnnounceForm } from '@/features/notifications/announce-form';
import { loadClubHome } from '@/features/clubs/load';
import { ClubPlayPolicyForm } from '@/features/clocks/club-play-policy';
import { ClubChatPolicyForm } from '@/features/chat/club-chat-policy';
import { ClubChatPolicyQuery } from '@/features/chat/queries';
import { apiRequest } from '@/lib/server-api';
import { TimeControlText } from '@/features/clocks/time-control-text';
import { onlineRecordId, replayHref } from '@/features/replay/record-links';
import { Link } from '@/i18n/navigation';
import type { Metadata } from 'next';

export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ clubId: string }>;
}): Promise<Metadata> {
  const { clubId } = await params;
  if (!(await currentUser())) return {}; // the page sends the visitor to sign in
  const { club } = await loadClubHome(clubId);
  return { title: club.name };
}

type Players = { side: number; user: { displayName: string } }[];
const names = (players: Players) => players.map((p) => p.user.displayName);

export default async function ClubHomePage({
  params,
}: {
  params: Promise<{ locale: string; clubId: string }>;
}) {
  const { locale, clubId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/clubs/${clubId}`);
  const t = await getTranslations('clubs');
  const tEvents = await getTranslations('clubEvents');
  const tNotify = await getTranslations('notifications.announce');
  const tClocks = await getTranslations('clocks.result');
  const tReplay = await getTranslations('replay');
  const tSeason = await getTranslations('season');
  const tLeague = await getTranslations('league');
  const format = await getFormatter();
  const data = await loadClubHome(clubId);
  const { club, live, recent, tournaments, leaderboard } = data;
  const current = tournaments.filter((tournament) => tournament.status !== 'FINISHED');
  const director = club.myRole === 'OWNER' || club.myRole === 'DIRECTOR';
  const chatPolicy = director ? (await apiRequest(ClubChatPolicyQuery, { clubId })).clubChatPolicy : null;
  return (
    <main id="main">
      <header className="page-header">
        <h1>{club.name}</h1>
        <p className="muted">
          {t(`role.${club.myRole ?? 'MEMBER'}`)} · {t('members', { count: club.memberCount })}
        </p>
        <nav className="actions" aria-label={club.name}>
          <Link className="button" href={`/clubs/${club.id}/members`}>
            {t('membersTitle')}
          </Link>
          <Link className="button" href="/challenges">
            {t('challengesLink')}
          </Link>
          {director ? (
            <Link className="button" href={`/clubs/${club.id}/events`}>
              {tEvents('link')}
            </Link>
          ) : null}
          {director ? (
            <Link className="button" href={`/clubs/${club.id}/book`}>
              {tSeason('book.link')}
            </Link>
          ) : null}
          <Link className="button" href={`/clubs/${club.id}/statement`}>
            {tSeason('book.myLink')}
          </Link>
          <Link className="button" href={`/clubs/${club.id}/ladders`}>
            {tSeason('link')}
          </Link>
          <Link className="button" href={`/clubs/${club.id}/leagues`}>
            {tLeague('link')}
          </Link>
          <Link className="button" href={`/clubs/${club.id}/season`}>
            {tLeague('seasonLink')}
          </Link>
          <Link className="button" href={`/clubs/${club.id}/head-to-head`}>
            {tSeason('h2h.link')}
          </Link>
          <Link className="button" href={`/clubs/${club.id}/pr`}>
            {tReplay('leaderboard.link')}
          </Link>
          <Link className="button" href={`/clubs/${club.id}/import`}>
            {tReplay('import.link')}
          </Link>
        </nav>
      </header>

      {director && club.invitationCode ? (
        <section className="card" aria-labelledby="invite-title">
          <h2 id="invite-title">{t('inviteTitle')}</h2>
          <p>
            {t('inviteBody')} <strong className="code">{club.invitationCode}</strong>
          </p>
          <InvitationQr
            locale={locale}
            code={club.invitationCode}
            label={t('qrLabel', { club: club.name })}
          />
          <ConfirmAction
            action={regenerateCodeAction}
            fields={{ clubId: club.id }}
            texts={{
              label: t('regenerate'),
              title: t('regenerateTitle'),
              body: t('regenerateBody'),
              confirm: t('regenerate'),
              cancel: t('cancel'),
              pending: t('wait'),
            }}
          />
        </section>
      ) : null}

      {director ? (
        <section className="card" aria-labelledby="announce-title">
          <h2 id="announce-title">{tNotify('title')}</h2>
          <AnnounceForm clubId={club.id} />
        </section>
      ) : null}

      <section className="card" aria-labelledby="tournaments-title">
        <h2 id="tournaments-title">{t('tournamentsTitle')}</h2>
        {current.length ? (
          <ul className="plain-list">
            {current.map((tournament) => (
              <li key={tournament.id}>
                <Link href={`/tournaments/${tournament.id}`}>
                  <strong>{tournament.name}</strong>
                </Link>{' '}
                · {t(`tournamentStatus.${tournament.status}`)} · {t(`tournamentFormat.${tournament.format}`)}{' '}
                · {tournament.matchLengths.join('-')}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('noTournaments')}</p>
        )}
        <div className="actions">
          {director ? (
            <Link className="button primary" href={`/clubs/${club.id}/tournaments/new`}>
              {t('newTournament')}
            </Link>
          ) : null}
          <Link className="button" href="/tournaments">
            {t('allTournaments')}
          </Link>
        </div>
      </section>

      <ClubLobby clubId={club.id} liveUrl={liveApiUrl(process.env)} />

      <ClubChouettes clubId={club.id} />

      {director ? <ClubPlayPolicyForm clubId={club.id} policy={club} /> : null}
      {chatPolicy ? <ClubChatPolicyForm clubId={club.id} policy={chatPolicy} /> : null}

      <section className="card" aria-labelledby="live-title">
        <h2 id="live-title">{t('liveTitle')}</h2>
        {live.length ? (
          <ul className="plain-list">
            {live.map((m) => (
              <li key={m.id}>
                <Link href={`/play/online/${m.id}`}>
                  {names(m.players).join(' × ')} — {m.score.join('–')} (
                  {t('matchTo', { length: m.options.length })})
                </Link>
                {m.timeControl ? (
                  <span className="muted">
                    {' '}
                    · <TimeControlText timeControl={m.timeControl} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('noLive')}</p>
        )}
      </section>

      <section className="card" aria-labelledby="recent-title">
        <h2 id="recent-title">{t('recentTitle')}</h2>
        {recent.length ? (
          <ul className="plain-list">
            {recent.slice(0, 10).map((m) => {
              const [p0, p1] = names(m.players);
              return (
                <li key={m.id}>
                  <strong>{m.winner === 1 ? p1 : p0}</strong> {t('beat')} {m.winner === 1 ? p0 : p1}{' '}
                  {Math.max(...m.score)}–{Math.min(...m.score)}
                  {m.resultSource === 'TIMEOUT' || m.resultSource === 'FORFEIT'
                    ? ` (${tClocks(m.resultSource === 'TIMEOUT' ? 'timeout' : 'forfeit')})`
                    : ''}
                  {m.finishedAt ? (
                    <span className="muted">
                      {' '}
                      · {format.dateTime(new Date(m.finishedAt), { dateStyle: 'medium' })}
                    </span>
                  ) : null}{' '}
                  ·{' '}
                  <Link
                    href={replayHref(onlineRecordId(m.id))}
                    aria-label={`${tReplay('open')}: ${p0} × ${p1}`}
                  >
                    {tReplay('open')}
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="muted">{t('noRecent')}</p>
        )}
      </section>

      <section className="card" aria-labelledby="leaderboard-title">
        <h2 id="leaderboard-title">{t('leaderboardTitle')}</h2>
        {leaderboard.length ? (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('player')}</th>
                <th scope="col">{t('rating')}</th>
                <th scope="col">{t('experience')}</th>
              </tr>
            </thead>
            <tbody>
              {leaderboard.slice(0, 20).map((row) => (
                <tr key={row.player.id}>
                  <td>{row.rank}</td>
                  <td>{row.player.displayName}</td>
                  <td>{format.number(row.rating, { maximumFractionDigits: 1, minimumFractionDigits: 1 })}</td>
                  <td>{row.experience}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="muted">{t('noRatings')}</p>
        )}
        <p>
          <Link href={`/clubs/${club.id}/ratings`}>{t('ratingsLink')}</Link>
        </p>
      </section>

      <ConfirmAction
        action={leaveClubAction}
        fields={{ clubId: club.id }}
        tone="danger"
        texts={{
          label: t('leave'),
          title: t('leaveTitle', { club: club.name }),
          body: t('leaveBody'),
          confirm: t('leave'),
          cancel: t('cancel'),
          pending: t('wait'),
        }}
      />
    </main>
  );
}
