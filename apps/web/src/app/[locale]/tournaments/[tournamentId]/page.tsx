import { registrationRefusal } from '@gamao/tournament';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ActionButton } from '@/components/ActionButton';
import { ConfirmAction } from '@/components/ConfirmAction';
import { requireUser } from '@/lib/session';
import {
  checkInAction,
  confirmResultAction,
  disputeResultAction,
  drawAction,
  pairNextRoundAction,
  registerAction,
  startAction,
  withdrawAction,
} from '@/features/tournaments/actions';
import { loadTournament, tournamentMetadata } from '@/features/tournaments/load';
import { reportLine } from '@/features/tournaments/format';
import { DisputeForm } from '@/features/tournaments/ResultForm';
import { SeedingForm } from '@/features/tournaments/SeedingForm';
import { MatchCard, TournamentHeader } from '@/features/tournaments/TournamentParts';
import { Link } from '@/i18n/navigation';

export const dynamic = 'force-dynamic';

export const generateMetadata = ({ params }: { params: Promise<{ locale: string; tournamentId: string }> }) =>
  tournamentMetadata(params);

export default async function TournamentPage({
  params,
}: {
  params: Promise<{ locale: string; tournamentId: string }>;
}) {
  const { locale, tournamentId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/tournaments/${tournamentId}`);
  const data = await loadTournament(tournamentId);
  const t = await getTranslations('tournaments');
  const format = await getFormatter();
  const { tournament, tournamentEntries: entries, tournamentMatches: matches, director, meId, names } = data;
  const id = tournament.id;
  const registration = tournament.status === 'REGISTRATION';
  const mine = entries.find((e) => e.player.id === meId && !e.withdrawnAt);
  const active = entries.filter((e) => !e.withdrawnAt);
  const checkedIn = active.filter((e) => e.checkedInAt).length;
  const myMatches = matches.filter(
    (m) => m.state === 'READY' && (m.player1?.id === meId || m.player2?.id === meId),
  );
  const reports = data.tournamentResultReports;
  const open = reports.filter((r) => r.status === 'PENDING' || r.status === 'DISPUTED');
  const playersOf = (slot: string) => {
    const m = matches.find((x) => x.slot === slot);
    return [m?.player1?.id, m?.player2?.id];
  };
  const confirmable = open.filter(
    (r) =>
      director || (r.status === 'PENDING' && r.reportedById !== meId && playersOf(r.slot).includes(meId)),
  );
  const common = { cancel: t('cancel'), pending: t('wait') };
  // Swiss: the next round is paired once every match of the last one has a result, until all are paired.
  const lastRound = Math.max(0, ...matches.map((m) => m.round));
  const unfinished = matches.filter((m) => m.round === lastRound && m.state === 'READY').length;
  const toPair = (tournament.rounds ?? 0) > (tournament.roundsPaired ?? 0);
  const when = (iso: string | null | undefined) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : null;
  const reportText = (r: (typeof reports)[number]) => reportLine(t, r, names);
  // Why a visitor cannot register now (the API would refuse it for the same reason), if they cannot.
  const { registrationOpensAt: opens, registrationClosesAt: closes, maxPlayers } = tournament;
  const refusal = registrationRefusal(
    {
      opensAt: opens ? new Date(opens) : null,
      closesAt: closes ? new Date(closes) : null,
      maxPlayers: maxPlayers ?? null,
    },
    active.length,
    new Date(),
  );
  const cannotRegister =
    refusal === 'NOT_OPEN'
      ? t('registrationNotOpen', { when: when(opens) ?? '' })
      : refusal === 'CLOSED'
        ? t('registrationOver', { when: when(closes) ?? '' })
        : refusal === 'FULL'
          ? t('registrationFull', { max: maxPlayers ?? 0 })
          : null;

  return (
    <main id="main">
      <TournamentHeader data={data} current="overview" />

      {myMatches.length ? (
        <section className="card highlight" aria-labelledby="next-title" data-testid="my-next-match">
          <h2 id="next-title">{t('myNextMatch')}</h2>
          <ul className="plain-list">
            {myMatches.map((m) => {
              const opponent = m.player1?.id === meId ? m.player2 : m.player1;
              return (
                <li key={m.slot}>
                  <p>
                    {t('against', { name: opponent?.displayName ?? '?' })} ·{' '}
                    {t('pointsShort', { count: m.length })} · {m.flight ? `${t(`flight.${m.flight}`)} ` : ''}
                    {t('round', { round: m.round })}
                  </p>
                  <div className="actions">
                    {m.matchStatus === 'ACTIVE' && m.matchId ? (
                      <Link className="button primary" href={`/play/online/${m.matchId}`}>
                        {t('goToBoard')}
                      </Link>
                    ) : null}
                    <Link className="button" href={`/tournaments/${id}/matches/${m.slot}`}>
                      {t('openMatch')}
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {confirmable.length ? (
        <section className="card highlight" aria-labelledby="reports-title">
          <h2 id="reports-title">{director ? t('reportsToDecide') : t('reportsToConfirm')}</h2>
          <ul className="plain-list">
            {confirmable.map((r) => (
              <li key={r.id} data-testid="open-report">
                <p>
                  {reportText(r)}{' '}
                  {r.status === 'DISPUTED' ? (
                    <span className="badge disputed">{t('disputed', { reason: r.disputeReason ?? '' })}</span>
                  ) : null}
                </p>
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
                  {r.status === 'PENDING' && r.reportedById !== meId && playersOf(r.slot).includes(meId) ? (
                    <DisputeForm reportId={r.id} action={disputeResultAction} />
                  ) : null}
                  {director ? (
                    <Link className="button" href={`/tournaments/${id}/matches/${r.slot}`}>
                      {t('decide')}
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="card" aria-labelledby="facts-title">
        <h2 id="facts-title">{t('facts')}</h2>
        <dl className="summary">
          <dt>{t('registrationWindow')}</dt>
          <dd>
            {tournament.registrationOpensAt || tournament.registrationClosesAt
              ? `${when(tournament.registrationOpensAt) ?? '…'} – ${when(tournament.registrationClosesAt) ?? '…'}`
              : t('untilDraw')}
          </dd>
          <dt>{t('players')}</dt>
          <dd>
            {t('playerCount', { count: active.length, checkedIn })}
            {tournament.maxPlayers ? ` · ${t('max', { max: tournament.maxPlayers })}` : ''}
          </dd>
          <dt>{t('seedingLabel')}</dt>
          <dd>
            {t(`seeding.${tournament.seedingMethod}`)}
            {tournament.randomSeed ? ` · ${t('randomSeed', { seed: tournament.randomSeed })}` : ''}
          </dd>
          {tournament.startedAt ? (
            <>
              <dt>{t('startedAt')}</dt>
              <dd>{when(tournament.startedAt)}</dd>
            </>
          ) : null}
          {tournament.finishedAt ? (
            <>
              <dt>{t('finishedAt')}</dt>
              <dd>{when(tournament.finishedAt)}</dd>
            </>
          ) : null}
        </dl>
        {registration ? (
          <div className="actions">
            {mine ? (
              <>
                <span className="notice" role="status">
                  {mine.checkedInAt ? t('youAreCheckedIn') : t('youAreRegistered')}
                </span>
                {!mine.checkedInAt ? (
                  <ActionButton
                    action={checkInAction}
                    fields={{ tournamentId: id }}
                    label={t('checkInSelf')}
                    pending={t('wait')}
                  />
                ) : null}
                <ConfirmAction
                  action={withdrawAction}
                  fields={{ tournamentId: id }}
                  tone="danger"
                  texts={{
                    ...common,
                    label: t('withdrawSelf'),
                    title: t('withdrawSelfTitle'),
                    body: t('withdrawBody'),
                    confirm: t('withdrawSelf'),
                  }}
                />
              </>
            ) : cannotRegister ? (
              <span className="notice" role="status" data-testid="registration-closed">
                {cannotRegister}
              </span>
            ) : (
              <ActionButton
                action={registerAction}
                fields={{ tournamentId: id }}
                label={t('register')}
                pending={t('wait')}
                primary
              />
            )}
          </div>
        ) : null}
      </section>

      {director && tournament.status !== 'FINISHED' ? (
        <section className="card" aria-labelledby="director-title" data-testid="director-panel">
          <h2 id="director-title">{t('directorTitle')}</h2>
          {registration ? (
            <>
              <p className="muted">{t('directorRegistrationHelp')}</p>
              <SeedingForm
                tournamentId={id}
                method={tournament.seedingMethod}
                entries={active
                  .filter((e) => e.checkedInAt)
                  .map((e) => ({ id: e.player.id, name: e.player.displayName, seed: e.seed }))}
              />
              <ConfirmAction
                action={drawAction}
                fields={{ tournamentId: id }}
                texts={{
                  ...common,
                  label: t('draw'),
                  title: t('drawTitle'),
                  body: t('drawBody', { count: checkedIn }),
                  confirm: t('draw'),
                }}
              />
            </>
          ) : null}
          {tournament.status === 'DRAWN' ? (
            <>
              <p className="muted">{t('drawnHelp')}</p>
              <ConfirmAction
                action={startAction}
                fields={{ tournamentId: id }}
                texts={{
                  ...common,
                  label: t('start'),
                  title: t('startTitle'),
                  body: t('startBody'),
                  confirm: t('start'),
                }}
              />
            </>
          ) : null}
          {tournament.status === 'IN_PROGRESS' && tournament.format === 'SWISS' ? (
            <>
              <p className="muted" data-testid="swiss-progress">
                {t('swissProgress', { paired: tournament.roundsPaired ?? 0, rounds: tournament.rounds ?? 0 })}{' '}
                {unfinished
                  ? toPair
                    ? t('swissWaiting', { count: unfinished, round: lastRound })
                    : t('swissToFinish', { count: unfinished })
                  : ''}
              </p>
              {toPair && !unfinished ? (
                <ConfirmAction
                  action={pairNextRoundAction}
                  fields={{ tournamentId: id }}
                  texts={{
                    ...common,
                    label: t('pairNext'),
                    title: t('pairNextTitle'),
                    body: t('pairNextBody', { round: lastRound + 1 }),
                    confirm: t('pairNext'),
                  }}
                />
              ) : null}
            </>
          ) : null}
          {tournament.status === 'IN_PROGRESS' ? (
            <p>
              <Link href={`/tournaments/${id}/bracket`}>{t('directorResultsHelp')}</Link>
            </p>
          ) : null}
        </section>
      ) : null}

      <section className="card" aria-labelledby="entries-title">
        <h2 id="entries-title">{t('entriesTitle')}</h2>
        {entries.length ? (
          <ul className="member-list" data-testid="entries">
            {entries.map((e) => {
              const name = e.player.displayName;
              const status = e.withdrawnAt
                ? t('entry.withdrawn')
                : e.checkedInAt
                  ? t('entry.checkedIn')
                  : t('entry.registered');
              return (
                <li key={e.player.id} className="member entry" data-player={name}>
                  <div>
                    {e.seed && !registration ? <span className="seed">{e.seed}</span> : null}
                    <strong>{name}</strong>
                    {e.player.id === meId ? <span className="muted"> ({t('you')})</span> : null}
                    <span
                      className={`badge entry-${e.withdrawnAt ? 'withdrawn' : e.checkedInAt ? 'in' : 'registered'}`}
                    >
                      {status}
                    </span>
                  </div>
                  {director && registration && !e.withdrawnAt ? (
                    <div className="actions">
                      {!e.checkedInAt ? (
                        <ActionButton
                          action={checkInAction}
                          fields={{ tournamentId: id, userId: e.player.id }}
                          label={t('checkIn')}
                          accessibleLabel={t('checkInName', { name })}
                          pending={t('wait')}
                        />
                      ) : null}
                      <ConfirmAction
                        action={withdrawAction}
                        fields={{ tournamentId: id, userId: e.player.id }}
                        tone="danger"
                        texts={{
                          ...common,
                          label: t('withdraw'),
                          title: t('withdrawTitle', { name }),
                          body: t('withdrawBody'),
                          confirm: t('withdraw'),
                        }}
                      />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="muted">{t('noEntries')}</p>
        )}
      </section>

      {matches.length && tournament.status !== 'REGISTRATION' ? (
        <section className="card" aria-labelledby="ready-title">
          <h2 id="ready-title">{t('readyTitle')}</h2>
          {matches.some((m) => m.state === 'READY') ? (
            <ul className="match-grid">
              {matches
                .filter((m) => m.state === 'READY')
                .map((m) => (
                  <li key={m.slot}>
                    <MatchCard match={m} tournamentId={id} meId={meId} />
                  </li>
                ))}
            </ul>
          ) : (
            <p className="muted">{t('noReady')}</p>
          )}
        </section>
      ) : null}
    </main>
  );
}
