/**
 * The sections of a tournament's overview page (server components): the viewer's next matches, the result
 * reports to confirm, the facts with registration, the director's panel, the entries and the ready matches.
 * What they show is worked out in overview.ts; these only write it.
 */
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { ActionButton } from '@/components/action-button';
import { ConfirmAction } from '@/components/confirm-action';
import { Link } from '@/i18n/navigation';
import {
  checkInAction,
  confirmResultAction,
  disputeResultAction,
  drawAction,
  pairNextRoundAction,
  publicLinkAction,
  registerAction,
  startAction,
  withdrawAction,
} from './actions';
import { timeControlWriter } from '@/features/clocks/time-control-words';
import { publicLink } from '@/lib/public-url';
import { reportLine } from './format';
import type { LoadedTournament } from './load';
import { entryStatus, type TournamentOverview } from './overview';
import { DisputeForm } from './result-form';
import { SeedingForm } from './seeding-form';
import { MatchCard } from './tournament-parts';

interface PartProps {
  data: LoadedTournament;
  overview: TournamentOverview;
}

/** The texts every confirmation dialog of the page shares. */
async function confirmTexts() {
  const t = await getTranslations('tournaments');
  return { cancel: t('cancel'), pending: t('wait') };
}

/** A date and time as the page writes it, or null. */
async function dateTimeWriter() {
  const format = await getFormatter();
  return (iso: string | null | undefined) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : null;
}

export async function MyNextMatches({ data, overview }: PartProps) {
  const t = await getTranslations('tournaments');
  if (!overview.myMatches.length) return null;
  return (
    <section className="card highlight" aria-labelledby="next-title" data-testid="my-next-match">
      <h2 id="next-title">{t('myNextMatch')}</h2>
      <ul className="plain-list">
        {overview.myMatches.map(({ match: m, opponent }) => (
          <li key={m.slot}>
            <p>
              {data.draw.name(m.slot)} · {t('against', { name: opponent?.displayName ?? '?' })} ·{' '}
              {t('pointsShort', { count: m.length })}
            </p>
            <div className="actions">
              {m.matchStatus === 'ACTIVE' && m.matchId ? (
                <Link className="button primary" href={`/play/online/${m.matchId}`}>
                  {t('goToBoard')}
                </Link>
              ) : null}
              <Link className="button" href={`/tournaments/${data.tournament.id}/matches/${m.slot}`}>
                {t('openMatch')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export async function ReportsToConfirm({ data, overview }: PartProps) {
  const t = await getTranslations('tournaments');
  const common = await confirmTexts();
  if (!overview.reports.length) return null;
  const { director, names } = data;
  return (
    <section className="card highlight" aria-labelledby="reports-title">
      <h2 id="reports-title">{director ? t('reportsToDecide') : t('reportsToConfirm')}</h2>
      <ul className="plain-list">
        {overview.reports.map(({ report: r, mayDispute }) => (
          <li key={r.id} data-testid="open-report">
            <p>
              {reportLine(t, r, names, data.draw.name)}{' '}
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
                  body: reportLine(t, r, names, data.draw.name),
                  confirm: t('confirmResult'),
                }}
              />
              {mayDispute ? <DisputeForm reportId={r.id} action={disputeResultAction} /> : null}
              {/* A director decides the reports of others' matches; in his own he is the opponent. */}
              {director && !mayDispute ? (
                <Link className="button" href={`/tournaments/${data.tournament.id}/matches/${r.slot}`}>
                  {t('decide')}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export async function TournamentFacts({ data, overview }: PartProps) {
  const t = await getTranslations('tournaments');
  const common = await confirmTexts();
  const when = await dateTimeWriter();
  const clockText = await timeControlWriter();
  const tc = await getTranslations('clocks');
  const { tournament } = data;
  const id = tournament.id;
  const { mine, refusal } = overview;
  const roundClocks = (tournament.roundTimeControls ?? []).flatMap((c, i) =>
    c ? [`${tc('wizard.roundShort', { round: i + 1 })}: ${clockText(c, true)}`] : [],
  );
  const cannotRegister =
    refusal === 'NOT_OPEN'
      ? t('registrationNotOpen', { when: when(tournament.registrationOpensAt) ?? '' })
      : refusal === 'CLOSED'
        ? t('registrationOver', { when: when(tournament.registrationClosesAt) ?? '' })
        : refusal === 'FULL'
          ? t('registrationFull', { max: tournament.maxPlayers ?? 0 })
          : null;
  return (
    <section className="card" aria-labelledby="facts-title">
      <h2 id="facts-title">{t('facts')}</h2>
      <dl className="summary">
        <dt>{t('registrationWindow')}</dt>
        <dd data-testid="registration-status">
          {overview.registration
            ? tournament.registrationOpensAt || tournament.registrationClosesAt
              ? `${when(tournament.registrationOpensAt) ?? '…'} – ${when(tournament.registrationClosesAt) ?? '…'}`
              : t('untilDraw')
            : t('registrationClosedAtDraw')}
        </dd>
        <dt>{t('players')}</dt>
        <dd>
          {t('playerCount', { count: overview.active.length, checkedIn: overview.checkedIn })}
          {tournament.maxPlayers ? ` · ${t('max', { max: tournament.maxPlayers })}` : ''}
        </dd>
        <dt>{t('seedingLabel')}</dt>
        <dd>
          {t(`seeding.${tournament.seedingMethod}`)}
          {tournament.randomSeed ? ` · ${t('randomSeed', { seed: tournament.randomSeed })}` : ''}
        </dd>
        <dt>{tc('picker.legend')}</dt>
        <dd data-testid="tournament-clock">
          {[clockText(tournament.timeControl, true), ...roundClocks].join(' · ')}
        </dd>
        <dt>{tc('wizard.abandonHours')}</dt>
        <dd>
          {tournament.abandonHours}
          {tournament.startDeadlineHours
            ? ` · ${tc('wizard.startDeadlineHours')}: ${tournament.startDeadlineHours}`
            : ''}
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
      {overview.registration ? (
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
  );
}

export async function DirectorPanel({ data, overview }: PartProps) {
  const t = await getTranslations('tournaments');
  const common = await confirmTexts();
  const { tournament } = data;
  if (!data.director || tournament.status === 'FINISHED') return null;
  const id = tournament.id;
  const { lastRound, unfinished, toPair } = overview.swiss;
  return (
    <section className="card" aria-labelledby="director-title" data-testid="director-panel">
      <h2 id="director-title">{t('directorTitle')}</h2>
      {overview.registration ? (
        <>
          <p className="muted">{t('directorRegistrationHelp')}</p>
          <SeedingForm tournamentId={id} method={tournament.seedingMethod} entries={overview.toSeed} />
          <ConfirmAction
            action={drawAction}
            fields={{ tournamentId: id }}
            tone="primary"
            texts={{
              ...common,
              label: t('draw'),
              title: t('drawTitle'),
              body: t('drawBody', { count: overview.checkedIn }),
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
            tone="primary"
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
              tone="primary"
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
  );
}

/**
 * The public read-only link: directors turn it on (to share with anyone, no sign-in needed) and off; members
 * see it while it is on, to share it. It leads to the draw, the standings and the big screen, nothing else.
 */
export async function PublicLinkPanel({ data }: PartProps) {
  const t = await getTranslations('tournaments');
  const common = await confirmTexts();
  const locale = await getLocale();
  const { tournament, director } = data;
  const token = tournament.publicToken;
  if (!director && !token) return null;
  const url = token ? publicLink(`/${locale}/t/${token}`) : null;
  return (
    <section className="card" aria-labelledby="public-link-title" data-testid="public-link">
      <h2 id="public-link-title">{t('publicLink.title')}</h2>
      {url ? (
        <>
          <p className="muted">{t('publicLink.on')}</p>
          <p>
            <a href={url} data-testid="public-url" className="public-url">
              {url}
            </a>
          </p>
          <div className="actions">
            <a className="button" href={`${url}/wall`}>
              {t('wall.open')}
            </a>
            {director ? (
              <ConfirmAction
                action={publicLinkAction}
                fields={{ tournamentId: tournament.id, enabled: 'false' }}
                tone="danger"
                texts={{
                  ...common,
                  label: t('publicLink.turnOff'),
                  title: t('publicLink.turnOffTitle'),
                  body: t('publicLink.turnOffBody'),
                  confirm: t('publicLink.turnOff'),
                }}
              />
            ) : null}
          </div>
        </>
      ) : (
        <>
          <p className="muted">{t('publicLink.off')}</p>
          <ActionButton
            action={publicLinkAction}
            fields={{ tournamentId: tournament.id, enabled: 'true' }}
            label={t('publicLink.turnOn')}
            pending={t('wait')}
          />
        </>
      )}
    </section>
  );
}

const ENTRY_TEXT = {
  withdrawn: 'entry.withdrawn',
  in: 'entry.checkedIn',
  registered: 'entry.registered',
} as const;

export async function EntryList({ data, overview }: PartProps) {
  const t = await getTranslations('tournaments');
  const common = await confirmTexts();
  const { tournamentEntries: entries, director, meId } = data;
  const id = data.tournament.id;
  const { registration } = overview;
  return (
    <section className="card" aria-labelledby="entries-title">
      <h2 id="entries-title">{t('entriesTitle')}</h2>
      {entries.length ? (
        <ul className="member-list" data-testid="entries">
          {entries.map((e) => {
            const name = e.player.displayName;
            const status = entryStatus(e);
            return (
              <li key={e.player.id} className="member entry" data-player={name}>
                <div>
                  {e.seed && !registration ? <span className="seed">{e.seed}</span> : null}
                  <strong>{name}</strong>
                  {e.player.id === meId ? <span className="muted"> ({t('you')})</span> : null}
                  <span className={`badge entry-${status}`}>{t(ENTRY_TEXT[status])}</span>
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
  );
}

export async function ReadyMatches({ data, overview }: PartProps) {
  const t = await getTranslations('tournaments');
  if (!overview.ready) return null;
  return (
    <section className="card" aria-labelledby="ready-title">
      <h2 id="ready-title">{t('readyTitle')}</h2>
      {overview.ready.length ? (
        <ul className="match-grid">
          {overview.ready.map((m) => (
            <li key={m.slot}>
              <MatchCard match={m} tournamentId={data.tournament.id} meId={data.meId} draw={data.draw} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('noReady')}</p>
      )}
    </section>
  );
}
