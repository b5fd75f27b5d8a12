/**
 * The director's clock tools on a tournament's page: the matches at risk (live), and for each online match
 * played with a clock, its clocks and the forms to pause, resume or add time; for one lost on time, the
 * annulment.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { apiRequest } from '@/lib/server-api';
import { clockFace } from './clock-display';
import { ClockToolForms } from './clock-tool-forms';
import { clockToolRows } from './clock-tools';
import { MatchesAtRisk } from './matches-at-risk';
import { TournamentClocksQuery } from './queries';

export async function DirectorClockTools({
  tournamentId,
  clubId,
  draw,
}: {
  tournamentId: string;
  clubId: string;
  draw: readonly { slot: string; matchId?: string | null }[];
}) {
  const t = await getTranslations('clocks.director');
  const { clubMatches } = await apiRequest(TournamentClocksQuery, { clubId });
  const rows = clockToolRows(draw, clubMatches);
  return (
    <>
      <MatchesAtRisk tournamentId={tournamentId} />
      <section className="card" aria-labelledby="clock-tools-title" data-testid="clock-tools">
        <h2 id="clock-tools-title">{t('title')}</h2>
        {rows.length === 0 ? <p className="muted">{t('none')}</p> : null}
        <ul className="plain-list">
          {rows.map((row) => {
            const sides = row.clock?.sides ?? [];
            const reserve = (side: number) => clockFace(sides.find((s) => s.side === side)?.reserveMs ?? 0);
            return (
              <li key={row.matchId} data-testid={`clock-tool-${row.slot}`}>
                <p>
                  <Link href={`/play/online/${row.matchId}`}>
                    {row.names[0]} × {row.names[1]}
                  </Link>{' '}
                  · {t(`state.${row.state}`)}
                  {row.state !== 'timedOut'
                    ? ` · ${row.names[0]} ${reserve(0)} · ${row.names[1]} ${reserve(1)}`
                    : ''}
                </p>
                <ClockToolForms row={row} />
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
