import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { liveApiUrl } from '@/lib/live-feed';
import { byFlight, byRound, type DrawView, isKnockout } from './format';
import { LiveTournament } from './live-tournament';
import type { DrawMatch, LoadedTournament } from './load';

type Section = 'overview' | 'bracket' | 'day' | 'standings' | 'audit' | 'print' | 'wall';

/** The title of every tournament page, its facts and the tabs between its pages. */
export async function TournamentHeader({ data, current }: { data: LoadedTournament; current: Section }) {
  const t = await getTranslations('tournaments');
  const { tournament, club } = data;
  const base = `/tournaments/${tournament.id}`;
  const tabs: { section: Section; href: string; label: string }[] = [
    { section: 'overview', href: base, label: t('nav.overview') },
    {
      section: 'bracket',
      href: `${base}/bracket`,
      label: isKnockout(tournament.format) ? t('nav.bracket') : t('nav.pairings'),
    },
    ...(data.director && tournament.status !== 'REGISTRATION'
      ? [{ section: 'day' as const, href: `${base}/day`, label: t('nav.day') }]
      : []),
    { section: 'standings', href: `${base}/standings`, label: t('nav.standings') },
    { section: 'audit', href: `${base}/audit`, label: t('nav.audit') },
    { section: 'print', href: `${base}/print`, label: t('nav.print') },
    { section: 'wall', href: `${base}/wall`, label: t('nav.wall') },
  ];
  const flights = [
    tournament.consolation ? t('flight.CONSOLATION') : null,
    tournament.lastChance ? t('flight.LAST_CHANCE') : null,
  ].filter(Boolean);
  return (
    <header className="page-header tournament-header">
      <p className="breadcrumb">
        <Link href={`/clubs/${club.id}`}>{club.name}</Link> · <Link href="/tournaments">{t('title')}</Link>
      </p>
      <h1>{tournament.name}</h1>
      <p className="muted">
        <span className={`badge status-${tournament.status}`} data-testid="tournament-status">
          {t(`status.${tournament.status}`)}
        </span>{' '}
        {t(`format.${tournament.format}`)}
        {tournament.format === 'SWISS' && tournament.rounds
          ? ` · ${t('roundsCount', { count: tournament.rounds })}`
          : ''}
        {flights.length ? ` · ${t('withFlights', { flights: flights.join(', ') })}` : ''}
        {tournament.format === 'DOUBLE_ELIMINATION' && tournament.grandFinalReset
          ? ` · ${t('withReset')}`
          : ''}{' '}
        · {t('lengths', { lengths: tournament.matchLengths.join('-') })} ·{' '}
        {tournament.crawford ? t('crawfordOn') : t('crawfordOff')} ·{' '}
        {t(`profile.${tournament.scoringProfile}`)}
      </p>
      {/* Read at request time: the browser's way to the API is deployment configuration. */}
      <p className="live-line no-print">
        <LiveTournament tournamentId={tournament.id} url={liveApiUrl(process.env)} />
      </p>
      <nav className="tabs" aria-label={t('nav.label')}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.section}>
              <Link href={tab.href} aria-current={tab.section === current ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** One match of the draw, as a card: its name, players with their seeds (the winner in bold), score and
 * state; links to its page (not on the public link, whose visitors have no match pages). */
export async function MatchCard({
  match,
  tournamentId,
  meId,
  draw,
  link = true,
  flightInName = true,
}: {
  match: DrawMatch;
  tournamentId: string;
  meId: string;
  draw: DrawView;
  link?: boolean;
  /** False inside a flight's own bracket, where the flight goes without saying. */
  flightInName?: boolean;
}) {
  const t = await getTranslations('tournaments');
  const players = [match.player1, match.player2];
  const winnerIndex = match.winner ? players.findIndex((p) => p?.id === match.winner?.id) : -1;
  const score = match.score;
  const mine = players.some((p) => p?.id === meId);
  // A Swiss or round-robin bye is no match: a player sits the round out (a Swiss bye scores a point).
  const sitOut = match.state === 'BYE' && !match.flight;
  const body = (
    <>
      <span className="match-label" data-testid="match-name">
        {sitOut
          ? t('byeLabel')
          : `${draw.name(match.slot, { flight: flightInName })} · ${t('pointsShort', { count: match.length })}`}
      </span>
      {players.map((p, i) => {
        const seed = p ? draw.seeds.get(p.id) : undefined;
        return (
          <span
            key={i}
            className={`match-player${winnerIndex === i ? ' winner' : ''}`}
            data-testid={winnerIndex === i ? 'match-winner' : undefined}
          >
            <span className="match-who">
              {seed ? (
                <span className="seed" data-testid="seed" title={t('seedTitle', { seed })}>
                  {seed}
                </span>
              ) : null}
              <span className="match-name">
                {p?.displayName ?? (match.state === 'BYE' ? t('bye') : t('tbd'))}
                {p?.id === meId ? ` (${t('you')})` : ''}
              </span>
            </span>
            {score && winnerIndex >= 0 ? (
              <span className="match-score">{i === winnerIndex ? score[0] : score[1]}</span>
            ) : null}
          </span>
        );
      })}
      <span className="match-state">
        {sitOut ? (match.group ? t('roundRobinBye') : t('swissBye')) : t(`matchState.${match.state}`)}
        {match.outcome && match.outcome !== 'PLAYED' ? ` · ${t(`outcome.${match.outcome}`)}` : ''}
        {match.state === 'READY' && match.matchStatus === 'ACTIVE' ? ` · ${t('playingOnline')}` : ''}
      </span>
    </>
  );
  const className = `match-card state-${match.state}${mine ? ' mine' : ''}`;
  return link && match.state !== 'VOID' && !sitOut && (match.player1 || match.player2) ? (
    <Link
      href={`/tournaments/${tournamentId}/matches/${match.slot}`}
      className={className}
      data-slot={match.slot}
    >
      {body}
    </Link>
  ) : (
    <div className={className} data-slot={match.slot}>
      {body}
    </div>
  );
}

/** A knockout round's heading: "Final", "Semifinais", "Quartas de final", else "Rodada r". */
const STAGE_HEADING = { final: 'final', semiFinal: 'semiFinals', quarterFinal: 'quarterFinals' } as const;

/**
 * A knockout flight as a tree: one column per round, scrolled sideways on a phone. Where a round feeds the
 * next two by two, connectors join each pair to the match they lead to; where a feeder flight's (or a losers'
 * bracket's) new players meet the survivors one to one, a straight line leads on. A double elimination shows
 * its winners' bracket, its losers' bracket and its grand final (with the reset) so, one after the other.
 */
export async function BracketTree({
  matches,
  tournamentId,
  meId,
  draw,
  link = true,
}: {
  matches: readonly DrawMatch[];
  tournamentId: string;
  meId: string;
  draw: DrawView;
  link?: boolean;
}) {
  const t = await getTranslations('tournaments');
  const flights = byFlight(matches);
  return (
    <>
      {flights.map(({ flight, rounds }) => (
        <section key={flight} className="card" aria-labelledby={`flight-${flight}`} data-flight={flight}>
          <h2 id={`flight-${flight}`}>{t(`flight.${flight}`)}</h2>
          <div
            className="bracket"
            role="region"
            aria-label={t('bracketOf', { flight: t(`flight.${flight}`) })}
            tabIndex={0}
          >
            {rounds.map(({ round, matches: list }, i) => {
              const next = rounds[i + 1]?.matches.length;
              const joins = next === undefined ? 'none' : next * 2 === list.length ? 'pairs' : 'straight';
              const stage = draw.name.stage(list[0].slot);
              const heading =
                stage === 'final' || stage === 'semiFinal' || stage === 'quarterFinal'
                  ? t(STAGE_HEADING[stage])
                  : stage === 'grandFinal'
                    ? draw.name(list[0].slot)
                    : t('round', { round });
              return (
                <div className="bracket-round" key={round} data-joins={joins}>
                  <h3>{heading}</h3>
                  <ol className="bracket-matches">
                    {list.map((m) => (
                      <li key={m.slot}>
                        <MatchCard
                          match={m}
                          tournamentId={tournamentId}
                          meId={meId}
                          draw={draw}
                          link={link}
                          flightInName={false}
                        />
                      </li>
                    ))}
                  </ol>
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </>
  );
}

/** Swiss and round-robin pairings: one list per round (and group). */
export async function Pairings({
  matches,
  tournamentId,
  meId,
  draw,
  link = true,
}: {
  matches: readonly DrawMatch[];
  tournamentId: string;
  meId: string;
  draw: DrawView;
  link?: boolean;
}) {
  const t = await getTranslations('tournaments');
  const groups = [...new Set(matches.map((m) => m.group ?? 0))].sort((a, b) => a - b);
  return (
    <>
      {groups.map((group) => (
        <section key={group} className="card" aria-label={group ? t('group', { group }) : t('nav.pairings')}>
          {group && groups.length > 1 ? <h2>{t('group', { group })}</h2> : null}
          {byRound(matches.filter((m) => (m.group ?? 0) === group)).map(({ round, matches: list }) => (
            <div key={round} className="pairing-round">
              <h3>{t('round', { round })}</h3>
              <ol className="pairings">
                {list.map((m) => (
                  <li key={m.slot}>
                    <MatchCard match={m} tournamentId={tournamentId} meId={meId} draw={draw} link={link} />
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
