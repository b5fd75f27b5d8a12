/**
 * The club's big screen (a TV on the wall at 1920 x 1080, read from across the room): the tournament's
 * pairings to play, the matches live now with the latest results, and the standings, one after another
 * (wall-cycle.tsx). The same screen serves the members' page and the public link; both follow the tournament
 * live, so a result shows without anyone touching the screen.
 */
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { DrawView } from './format';
import type { DrawMatch } from './load';
import { WallCycle } from './wall-cycle';
import { wallMatches } from './wall-matches';

/** Seconds per panel: `?seconds=` within 3..120, 15 by default. */
export function wallSeconds(asked: unknown): number {
  const n = Number(asked);
  return Number.isInteger(n) && n >= 3 && n <= 120 ? n : 15;
}

async function WallMatch({ match, draw }: { match: DrawMatch; draw: DrawView }) {
  const t = await getTranslations('tournaments');
  const players = [match.player1, match.player2];
  const winner = match.winner?.id;
  return (
    <li className={`wall-match state-${match.state}`} data-slot={match.slot}>
      <span className="wall-match-name">
        {draw.name(match.slot)} · {t('pointsShort', { count: match.length })}
      </span>
      <span className="wall-players">
        {players.map((p, i) => {
          const seed = p ? draw.seeds.get(p.id) : undefined;
          return (
            <span key={i} className={`wall-player${p && p.id === winner ? ' winner' : ''}`}>
              {seed ? <span className="seed">{seed}</span> : null}
              {p?.displayName ?? t('tbd')}
              {match.score && winner ? (
                <strong className="wall-score">{p?.id === winner ? match.score[0] : match.score[1]}</strong>
              ) : null}
            </span>
          );
        })}
      </span>
    </li>
  );
}

async function MatchList({
  matches,
  draw,
  empty,
}: {
  matches: readonly DrawMatch[];
  draw: DrawView;
  empty: string;
}) {
  return matches.length ? (
    <ul className="wall-matches">
      {matches.map((m) => (
        <WallMatch key={m.slot} match={m} draw={draw} />
      ))}
    </ul>
  ) : (
    <p className="wall-empty">{empty}</p>
  );
}

export async function TournamentWall({
  title,
  subtitle,
  live,
  matches,
  draw,
  standings,
  seconds,
}: {
  title: string;
  subtitle: string;
  /** The live-connection indicator (LiveTournament), which also keeps the screen current. */
  live: ReactNode;
  matches: readonly DrawMatch[];
  draw: DrawView;
  standings: ReactNode;
  seconds: number;
}) {
  const t = await getTranslations('tournaments.wall');
  const { toPlay, live: playing, results } = wallMatches(matches);
  return (
    <main id="main" className="wall">
      <header className="wall-header">
        <div>
          <h1>{title}</h1>
          <p>{subtitle}</p>
        </div>
        <p className="wall-live">{live}</p>
      </header>
      {matches.length ? (
        <WallCycle
          seconds={seconds}
          panels={[
            {
              key: 'pairings',
              title: t('pairings'),
              body: <MatchList matches={toPlay} draw={draw} empty={t('noneToPlay')} />,
            },
            {
              key: 'live',
              title: t('live'),
              body: (
                <div className="wall-columns">
                  <div>
                    <h3>{t('playingNow')}</h3>
                    <MatchList matches={playing} draw={draw} empty={t('nonePlaying')} />
                  </div>
                  <div>
                    <h3>{t('results')}</h3>
                    <MatchList matches={results} draw={draw} empty={t('noResults')} />
                  </div>
                </div>
              ),
            },
            {
              key: 'standings',
              title: t('standings'),
              body: <div className="wall-columns">{standings}</div>,
            },
          ]}
        />
      ) : (
        <p className="wall-empty">{t('notDrawn')}</p>
      )}
    </main>
  );
}
