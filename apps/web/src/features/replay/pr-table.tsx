import { getLocale, getTranslations } from 'next-intl/server';
import { bandOr, fixed } from './analysis';

export interface PrRow {
  readonly userId: string;
  readonly name: string;
  readonly matches: number;
  readonly decisions: number;
  readonly pr: number;
  readonly band: string;
}

/** Players by PR, best first: the club's leaderboard or a tournament's table. */
export async function PrTable({
  rows,
  label,
  testId,
}: {
  rows: readonly PrRow[];
  label: string;
  testId: string;
}) {
  const t = await getTranslations('replay.leaderboard');
  const tb = await getTranslations('replay.bands');
  const locale = await getLocale();
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="table" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('player')}</th>
            <th scope="col">{t('pr')}</th>
            <th scope="col">{t('band')}</th>
            <th scope="col">{t('matches')}</th>
            <th scope="col">{t('decisions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.userId}>
              <td>{i + 1}</td>
              <td>{row.name}</td>
              <td className="number">{fixed(row.pr, 2, locale)}</td>
              <td>{tb(bandOr(row.band, row.pr))}</td>
              <td className="number">{row.matches}</td>
              <td className="number">{row.decisions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
