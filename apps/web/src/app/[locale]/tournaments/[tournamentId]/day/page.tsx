/**
 * The director's day view (issue 41): every board of the round in play with its state (not started, late
 * with penalty points, playing, waiting for confirmation, disputed), the score it starts with and the next
 * action, with one-tap fixes. It follows the tournament's live feed: every change reads the page again.
 */
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ActionButton } from '@/components/action-button';
import { ConfirmAction } from '@/components/confirm-action';
import { requireUser } from '@/lib/session';
import { apiRequest } from '@/lib/server-api';
import { Link } from '@/i18n/navigation';
import { confirmResultAction, reportResultAction } from '@/features/tournaments/actions';
import {
  checkInAtBoardAction,
  doubleNoShowAction,
  startRoundNowAction,
} from '@/features/tournaments/day-actions';
import { TournamentDayQuery } from '@/features/tournaments/day-queries';
import { attentionFirst, forfeitingPlayer, stateCounts, wholeMinutes } from '@/features/tournaments/day-view';
import { loadTournament, tournamentMetadata } from '@/features/tournaments/load';
import { TournamentHeader } from '@/features/tournaments/tournament-parts';
import { WaiverForm } from '@/features/tournaments/waiver-form';
import { DayRulesForm, TimeLimitForm } from '@/features/tournaments/day-rules-form';

export const dynamic = 'force-dynamic';

export const generateMetadata = ({ params }: { params: Promise<{ locale: string; tournamentId: string }> }) =>
  tournamentMetadata(params, (t) => t('nav.day'));

export default async function TournamentDayPage({
  params,
}: {
  params: Promise<{ locale: string; tournamentId: string }>;
}) {
  const { locale, tournamentId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/tournaments/${tournamentId}/day`);
  const data = await loadTournament(tournamentId);
  const { tournamentDay: day } = await apiRequest(TournamentDayQuery, { id: tournamentId });
  const t = await getTranslations('tournaments.day');
  const format = await getFormatter();
  const { director, draw } = data;
  const counts = stateCounts(day.boards);
  const time = (iso: string) => format.dateTime(new Date(iso), { timeStyle: 'short' });
  const base = `/tournaments/${tournamentId}`;
  const lateness = day.rules.lateness;
  // Read once per request: the page is rendered afresh on every change of the tournament.
  const limitPassed = day.endsAt !== null && day.endsAt !== undefined && new Date(day.endsAt) <= new Date();
  return (
    <main id="main" className="wide">
      <TournamentHeader data={data} current="day" />
      <h2 className="section-title" data-testid="day-title">
        {day.round ? t('round', { round: day.round }) : t('noRound')}
      </h2>
      <p className="muted" data-testid="day-start">
        {day.startsAt ? t('startsAt', { time: time(day.startsAt) }) : t('noStart')}
        {day.endsAt ? ` · ${t('endsAt', { time: time(day.endsAt) })}` : ''}
      </p>
      <p className="muted">
        {t('rule', {
          grace: lateness.graceMinutes,
          points: lateness.pointsPerInterval,
          interval: lateness.intervalMinutes,
        })}
      </p>
      {director && day.round ? (
        <div className="actions">
          <ActionButton
            action={startRoundNowAction}
            fields={{ tournamentId, round: String(day.round) }}
            label={day.startsAt ? t('restartNow') : t('startNow')}
            pending={t('wait')}
            primary={!day.startsAt}
          />
        </div>
      ) : null}
      {director ? (
        <DayRulesForm
          tournamentId={tournamentId}
          rules={{
            ...lateness,
            forfeitAtPoints: lateness.forfeitAtPoints ?? null,
            bothLate: day.rules.bothLate,
            timeLimitMinutes: day.rules.timeLimitMinutes ?? null,
            timeLimitKind: day.rules.timeLimitRule.kind,
            onTie: day.rules.timeLimitRule.onTie,
            tieBreaks: day.rules.tieBreaks,
          }}
        />
      ) : null}
      <p data-testid="day-counts">
        {(Object.keys(counts) as (keyof typeof counts)[])
          .map((state) => t('count', { state: t(`state.${state}`), count: counts[state] ?? 0 }))
          .join(' · ')}
      </p>
      <ul className="plain-list day-boards">
        {attentionFirst(day.boards).map((b) => (
          <li key={b.slot} className="card" data-testid="day-board" data-slot={b.slot} data-state={b.state}>
            <h3>
              {t('board', { number: b.number })} · {draw.name(b.slot)}{' '}
              <span className={`badge day-${b.state}`} data-testid="board-state">
                {t(`state.${b.state}`)}
              </span>
            </h3>
            <p data-testid="board-start-score">
              {t('startScore', {
                a: b.players[0]?.player.displayName ?? '',
                b: b.players[1]?.player.displayName ?? '',
                scoreA: b.startScore[0] ?? 0,
                scoreB: b.startScore[1] ?? 0,
                length: b.length,
              })}
            </p>
            <ul className="plain-list">
              {b.players.map((p) => (
                <li key={p.player.id} data-testid="board-player" data-player={p.player.displayName}>
                  <strong>{p.player.displayName}</strong>:{' '}
                  {p.checkedInAt ? t('checkedIn', { time: time(p.checkedInAt) }) : t('notHere')}
                  {p.minutesLate > 0 ? ` · ${t('late', { minutes: wholeMinutes(p.minutesLate) })}` : ''}
                  {p.rulePenalty > 0 ? (
                    <span data-testid="penalty">
                      {' · '}
                      {t('penalty', { count: p.penalty })}
                      {p.waived ? ` (${t('waived', { count: p.waived, reason: p.waiverReason ?? '' })})` : ''}
                    </span>
                  ) : null}
                  {p.forfeit ? ` · ${t('forfeit')}` : ''}
                  {director && b.matchId && !p.checkedInAt && b.state !== 'FINISHED' ? (
                    <ActionButton
                      action={checkInAtBoardAction}
                      fields={{ matchId: b.matchId, userId: p.player.id }}
                      label={t('checkIn')}
                      accessibleLabel={t('checkInName', { name: p.player.displayName })}
                      pending={t('wait')}
                    />
                  ) : null}
                  {director && b.matchId && p.checkedInAt && p.rulePenalty > 0 && b.state !== 'FINISHED' ? (
                    <WaiverForm matchId={b.matchId} userId={p.player.id} name={p.player.displayName} />
                  ) : null}
                </li>
              ))}
            </ul>
            {b.disputeReason ? <p>{t('disputed', { reason: b.disputeReason })}</p> : null}
            {director && b.matchId && limitPassed && (b.state === 'PLAYING' || b.state === 'LATE') ? (
              <TimeLimitForm
                matchId={b.matchId}
                names={[b.players[0]?.player.displayName ?? '', b.players[1]?.player.displayName ?? '']}
              />
            ) : null}
            <p className="muted" data-testid="next-action">
              {t(`next.${b.nextAction}`)}
            </p>
            <div className="actions">
              {director && b.reportId && b.state === 'WAITING_CONFIRMATION' ? (
                <ConfirmAction
                  action={confirmResultAction}
                  fields={{ reportId: b.reportId }}
                  texts={{
                    label: t('confirm'),
                    title: t('confirm'),
                    body: draw.name(b.slot),
                    confirm: t('confirm'),
                    cancel: t('cancel'),
                    pending: t('wait'),
                  }}
                />
              ) : null}
              {director && b.matchId && b.nextAction === 'RECORD_FORFEIT' && forfeitingPlayer(b) ? (
                <ConfirmAction
                  action={reportResultAction}
                  fields={{ matchId: b.matchId, outcome: 'WALKOVER', playerId: forfeitingPlayer(b) ?? '' }}
                  texts={{
                    label: t('forfeitWalkover'),
                    title: t('forfeitWalkover'),
                    body: t('forfeitWalkoverBody', {
                      name: b.players.find((p) => p.forfeit)?.player.displayName ?? '',
                    }),
                    confirm: t('forfeitWalkover'),
                    cancel: t('cancel'),
                    pending: t('wait'),
                  }}
                />
              ) : null}
              {director && b.matchId && b.nextAction === 'RECORD_DOUBLE_NO_SHOW' ? (
                <ConfirmAction
                  action={doubleNoShowAction}
                  fields={{ matchId: b.matchId }}
                  texts={{
                    label: t('noShow'),
                    title: t('noShow'),
                    body: t('noShowBody'),
                    confirm: t('noShow'),
                    cancel: t('cancel'),
                    pending: t('wait'),
                  }}
                />
              ) : null}
              <Link className="button" href={`${base}/matches/${encodeURIComponent(b.slot)}`}>
                {t('openMatch')}
              </Link>
              <Link className="button" href={`${base}/matches/${encodeURIComponent(b.slot)}/sheet`}>
                {t('sheet')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
