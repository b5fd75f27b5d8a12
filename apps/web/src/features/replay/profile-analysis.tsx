import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import type { PlayerRecordsQuery } from '@/gql/graphql';
import { Link } from '@/i18n/navigation';
import { type DiceStatistics, analysisStateKey, bandOr, fixed } from './analysis';
import { DiceStats } from './dice-stats';
import { PrChart } from './pr-chart';
import { replayHref } from './record-links';

type Data = PlayerRecordsQuery;

/**
 * A player's analysis on their profile: PR over time (a line and a table), the latest records with their
 * replay and analysis status, and the dice statistics over their finished online matches.
 */
export async function ProfileAnalysis({ data, userId }: { data: Data; userId: string }) {
  const t = await getTranslations('replay.profile');
  const tb = await getTranslations('replay.bands');
  const tl = await getTranslations('replay.leaderboard');
  const format = await getFormatter();
  const locale = await getLocale();
  const history = data.playerPrHistory;
  const dice = data.playerDiceStats;
  const myPr = (r: Data['playerMatchRecords'][number]) => {
    const side = r.players.find((p) => p.userId === userId)?.side;
    return r.analysis?.players.find((p) => p.side === side) ?? null;
  };
  return (
    <section className="card" aria-labelledby="analysis-title">
      <h2 id="analysis-title">{t('title')}</h2>
      <h3>{t('prOverTime')}</h3>
      {history.length ? (
        <>
          <PrChart points={history} />
          <div className="table-scroll" role="region" aria-label={t('prOverTime')} tabIndex={0}>
            <table className="table" data-testid="pr-history">
              <thead>
                <tr>
                  <th scope="col">{t('date')}</th>
                  <th scope="col">{t('opponent')}</th>
                  <th scope="col">{tl('pr')}</th>
                  <th scope="col">{tl('band')}</th>
                  <th scope="col">{tl('decisions')}</th>
                </tr>
              </thead>
              <tbody>
                {history.map((p) => (
                  <tr key={p.recordId}>
                    <td>
                      <Link href={replayHref(p.recordId)}>
                        {format.dateTime(new Date(p.date), { dateStyle: 'medium' })}
                      </Link>
                    </td>
                    <td>{p.opponent ?? '—'}</td>
                    <td className="number">{fixed(p.pr, 2, locale)}</td>
                    <td>{tb(bandOr(null, p.pr))}</td>
                    <td className="number">{p.decisions}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p className="muted">{t('noHistory')}</p>
      )}
      <h3>{t('records')}</h3>
      {data.playerMatchRecords.length ? (
        <ul className="plain-list" data-testid="profile-records">
          {data.playerMatchRecords.map((r) => {
            const mine = myPr(r);
            return (
              <li key={r.id}>
                <Link href={replayHref(r.id)}>{r.title}</Link>{' '}
                <span className="muted">
                  · {format.dateTime(new Date(r.playedAt), { dateStyle: 'medium' })}
                  {mine
                    ? ` · ${t('yourPr', { pr: fixed(mine.pr, 2, locale), band: tb(bandOr(mine.band, mine.pr)) })}`
                    : ''}
                  {r.analysis && (!mine || r.analysis.outdated)
                    ? ` · ${tl(`status.${analysisStateKey(r.analysis)}`)}`
                    : ''}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted">{t('noRecords')}</p>
      )}
      <h3>{t('dice')}</h3>
      {dice ? (
        <>
          <p className="muted">{t('diceMatches', { count: dice.matches })}</p>
          <DiceStats
            stats={
              {
                ...dice,
                verdict: verdictOf(dice.verdict),
                tests: dice.tests.map((x) => ({
                  ...x,
                  kind: kindOf(x.kind),
                  method: methodOf(x.method),
                  adjustedPValue: x.adjustedPValue ?? null,
                  verdict: verdictOf(x.verdict),
                })),
              } satisfies DiceStatistics
            }
            title={t('allRolls')}
            id="profile-dice"
          />
        </>
      ) : (
        <p className="muted">{t('noDice')}</p>
      )}
    </section>
  );
}

const verdictOf = (v: string): DiceStatistics['verdict'] =>
  v === 'unusual' || v === 'veryUnusual' || v === 'tooFew' ? v : 'normal';

type DiceTest = DiceStatistics['tests'][number];
const kindOf = (k: string): DiceTest['kind'] => (k === 'faces' || k === 'doubles' ? k : 'rolls');
const methodOf = (m: string): DiceTest['method'] =>
  m === 'monteCarlo' || m === 'exactBinomial' ? m : 'chiSquare';
