import { useTranslations } from 'next-intl';
import type { ChouetteSummaryFragment } from '@/gql/graphql';
import { Link } from '@/i18n/navigation';

/** Tables in a list: players, phase, games played, and a link to open or join. */
export function TableList({
  tables,
  empty,
  clubNames,
}: {
  tables: readonly ChouetteSummaryFragment[];
  empty: string;
  clubNames?: Map<string, string>;
}) {
  const t = useTranslations('chouette');
  if (!tables.length) return <p className="muted">{empty}</p>;
  return (
    <ul className="plain-list" data-testid="table-list">
      {tables.map((table) => {
        const present = table.players.filter((p) => p.present).map((p) => p.user.displayName);
        return (
          <li key={table.id} data-testid="table-item" data-code={table.code}>
            <Link href={`/chouette/${table.id}`}>
              <strong>{t('list.table', { organiser: table.organiser.displayName })}</strong>
            </Link>{' '}
            · {t(`mode.${table.mode}`)} · {t(`phase.${table.phase}`)} ·{' '}
            {t('list.games', { count: table.gamesPlayed })}
            {clubNames?.get(table.clubId) ? ` · ${clubNames.get(table.clubId)}` : ''}
            <br />
            <span className="muted">{present.length ? present.join(', ') : t('list.nobody')}</span>
            {table.status === 'OPEN' && !table.viewerPresent ? (
              <>
                {' '}
                · <Link href={`/chouette/join?code=${table.code}`}>{t('list.join')}</Link>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
