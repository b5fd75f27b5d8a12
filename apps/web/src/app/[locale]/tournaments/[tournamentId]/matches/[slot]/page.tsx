import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ActionButton } from '@/components/action-button';
import { ConfirmAction } from '@/components/confirm-action';
import { requireUser } from '@/lib/session';
import {
  confirmResultAction,
  disputeResultAction,
  markPhysicalAction,
  startMatchAction,
} from '@/features/tournaments/actions';
import { ratingText, reportLine } from '@/features/tournaments/format';
import { loadTournament, tournamentMetadata } from '@/features/tournaments/load';
import { mayConfirm } from '@/features/tournaments/overview';
import { MatchRatingChangesQuery } from '@/features/tournaments/queries';
import { DisputeForm, ResultForm } from '@/features/tournaments/result-form';
import { MatchCard, TournamentHeader } from '@/features/tournaments/tournament-parts';
import { onlineRecordId, replayHref } from '@/features/replay/record-links';
import { Link } from '@/i18n/navigation';
import { apiRequest } from '@/lib/server-api';

export const dynamic = 'force-dynamic';

export const generateMetadata = ({
  params,
}: {
  params: Promise<{ locale: string; tournamentId: string; slot: string }>;
}) =>
  tournamentMetadata(params, (_t, { tournamentMatches, draw }, { slot }) => {
    const match = tournamentMatches.find((m) => m.slot === decodeURIComponent(slot ?? ''));
    return match ? draw.name(match.slot) : null;
  });

export default async function TournamentMatchPage({
  params,
}: {
  params: Promise<{ locale: string; tournamentId: string; slot: string }>;
}) {
  const { locale, tournamentId, slot } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/tournaments/${tournamentId}/matches/${slot}`);
  const data = await loadTournament(tournamentId);
  const match = data.tournamentMatches.find((m) => m.slot === decodeURIComponent(slot));
  if (!match) notFound();
  const t = await getTranslations('tournaments');
  const tReplay = await getTranslations('replay');
  const format = await getFormatter();
  const { tournament, director, meId, names } = data;
  const id = tournament.id;
  const players = [match.player1, match.player2].filter((p): p is NonNullable<typeof p> => Boolean(p));
  const player = players.some((p) => p.id === meId);
  // A director who plays here is a player: his report waits, and he neither decides nor corrects it.
  const referee = director && !player;
  const ready = match.state === 'READY';
  const finished = match.state === 'FINISHED';
  const online = match.matchStatus === 'ACTIVE';
  const waiting = ready && match.matchStatus === 'CHALLENGED';
  const reports = data.tournamentResultReports.filter((r) => r.slot === match.slot).reverse();
  const common = { cancel: t('cancel'), pending: t('wait') };

  // The rating change of each player for this match, as the API recorded it.
  const ratings =
    finished && match.matchId
      ? (await apiRequest(MatchRatingChangesQuery, { matchId: match.matchId })).matchRatingChanges
      : [];
  const reportText = (r: (typeof reports)[number]) => reportLine(t, r, names, data.draw.name);

  return (
    <main id="main">
      <TournamentHeader data={data} current="bracket" />
      <h2 className="section-title" data-testid="match-title">
        {data.draw.name(match.slot)}
      </h2>
      <p className="muted">
        {t('pointsShort', { count: match.length })}
        {match.kind ? ` · ${t(`kind.${match.kind}`)}` : ''}
      </p>
      <div className="match-detail">
        <MatchCard match={match} tournamentId={id} meId={meId} draw={data.draw} link={false} />
      </div>
      {finished && match.matchId ? (
        <p>
          <Link className="button" href={replayHref(onlineRecordId(match.matchId))} data-testid="replay-link">
            {tReplay('open')}
          </Link>
        </p>
      ) : null}

      {ratings.length ? (
        <section className="card" aria-labelledby="rating-title">
          <h2 id="rating-title">{t('ratingChanges')}</h2>
          <table className="table" data-testid="match-ratings">
            <thead>
              <tr>
                <th scope="col">{t('player')}</th>
                <th scope="col">{t('change')}</th>
                <th scope="col">{t('rating')}</th>
              </tr>
            </thead>
            <tbody>
              {ratings.map(({ player: p, change, ratingBefore, ratingAfter }) => (
                <tr key={p.id} data-player={p.displayName}>
                  <td>{p.displayName}</td>
                  <td className="number" data-testid="rating-change">
                    {ratingText(change, locale, true)}
                  </td>
                  <td className="number">
                    {ratingText(ratingBefore, locale)} → {ratingText(ratingAfter, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      {ready && (player || director) ? (
        <section className="card" aria-labelledby="play-title">
          <h2 id="play-title">{t('howToPlay')}</h2>
          {online && match.matchId ? (
            <p>
              <Link className="button primary" href={`/play/online/${match.matchId}`}>
                {t('goToBoard')}
              </Link>
            </p>
          ) : null}
          {waiting && match.kind === 'ONLINE' ? (
            <>
              <p className="muted">{t('playOnlineHelp')}</p>
              <div className="actions">
                {player && match.matchId ? (
                  <ActionButton
                    action={startMatchAction}
                    fields={{ matchId: match.matchId }}
                    label={t('playOnline')}
                    pending={t('wait')}
                    primary
                  />
                ) : null}
                {director && match.matchId ? (
                  <ConfirmAction
                    action={markPhysicalAction}
                    fields={{ matchId: match.matchId }}
                    texts={{
                      ...common,
                      label: t('markPhysical'),
                      title: t('markPhysicalTitle'),
                      body: t('markPhysicalBody'),
                      confirm: t('markPhysical'),
                    }}
                  />
                ) : null}
              </div>
            </>
          ) : null}
          {match.matchId && (waiting || (online && referee)) ? (
            <>
              <h3>{referee ? t('recordResult') : t('reportResult')}</h3>
              <p className="muted" data-testid="report-help">
                {referee ? t('recordHelp') : director ? t('reportOwnHelp') : t('reportHelp')}
              </p>
              <ResultForm
                matchId={match.matchId}
                mode="report"
                length={match.length}
                players={players.map((p) => ({ id: p.id, name: p.displayName }))}
              />
            </>
          ) : null}
        </section>
      ) : null}

      {reports.length ? (
        <section className="card" aria-labelledby="match-reports-title">
          <h2 id="match-reports-title">{t('reportsTitle')}</h2>
          <ul className="plain-list">
            {reports.map((r) => {
              const opponent = r.reportedById !== meId && player;
              return (
                <li key={r.id} data-testid="match-report" data-status={r.status}>
                  <p>
                    {reportText(r)} ·{' '}
                    <span className={`badge report-${r.status}`}>{t(`reportStatus.${r.status}`)}</span>{' '}
                    <span className="muted">
                      {format.dateTime(new Date(r.createdAt), { dateStyle: 'short', timeStyle: 'short' })}
                    </span>
                  </p>
                  {r.disputeReason ? <p>{t('disputed', { reason: r.disputeReason })}</p> : null}
                  {ready && mayConfirm(r, data.tournamentMatches, meId, director) ? (
                    <div className="actions">
                      <ConfirmAction
                        action={confirmResultAction}
                        fields={{ reportId: r.id }}
                        texts={{
                          ...common,
                          label: t('confirmResult'),
                          title: t('confirmResultTitle'),
                          body: reportText(r),
                          confirm: t('confirmResult'),
                        }}
                      />
                      {opponent && r.status === 'PENDING' ? (
                        <DisputeForm reportId={r.id} action={disputeResultAction} />
                      ) : null}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {finished && referee && match.matchId ? (
        <section className="card" aria-labelledby="correct-title">
          <h2 id="correct-title">{t('correctTitle')}</h2>
          <p className="muted">{t('correctHelp')}</p>
          <ResultForm
            matchId={match.matchId}
            mode="correct"
            length={match.length}
            players={players.map((p) => ({ id: p.id, name: p.displayName }))}
          />
        </section>
      ) : null}
    </main>
  );
}
