import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/session';
import { LedgerTables, SettlementView } from '@/features/chouette/chouette-parts';
import { CorrectionForm, AuditCheckButton, DiceCheckButton } from '@/features/chouette/ledger-tools';
import { nameMap, nameOf } from '@/features/chouette/view';
import { sheetColumns, sheetCube, sheetRows } from '@/features/chouette/sheet';
import { SheetTools } from '@/features/chouette/sheet-tools';
import { chouetteRecordId, replayHref } from '@/features/replay/record-links';
import { Link } from '@/i18n/navigation';
import { loadTable } from '@/app/[locale]/chouette/[chouetteId]/load';
import { titledBy } from '@/lib/metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('chouette.ledger', 'pageTitle', { unlisted: true });

/**
 * The session's ledger: totals, per-game breakdown, settlement, the scorekeeper's sheet tools, corrections and
 * the audit check.
 */
export default async function ChouetteLedgerPage({
  params,
}: {
  params: Promise<{ locale: string; chouetteId: string }>;
}) {
  const { locale, chouetteId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/chouette/${chouetteId}/ledger`);
  const view = await loadTable(chouetteId);
  const t = await getTranslations('chouette');
  const tReplay = await getTranslations('replay');
  const names = nameMap(view);
  return (
    <main id="main">
      <header className="page-header">
        <h1>{t('ledger.pageTitle')}</h1>
        <p className="muted">
          {t(`mode.${view.mode}`)} · {t('table.organiser', { name: view.organiser.displayName })} ·{' '}
          {t('list.games', { count: view.gamesPlayed })}
        </p>
        <nav className="actions" aria-label={t('ledger.pageTitle')}>
          <Link className="button" href={`/chouette/${view.id}`}>
            {t('ledger.backToTable')}
          </Link>
        </nav>
      </header>
      <LedgerTables view={view} names={names} />
      <SettlementView view={view} names={names} />
      {view.mode === 'BOARD' && view.ledger.games.length ? (
        <section className="card" aria-labelledby="replays-title">
          <h2 id="replays-title">{tReplay('chouetteGames')}</h2>
          <ul className="plain-list" data-testid="chouette-replays">
            {view.ledger.games.map((g) => (
              <li key={g.index}>
                <Link href={replayHref(chouetteRecordId(view.id, g.index + 1))}>
                  {tReplay('openGame', { number: g.index + 1 })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {view.viewerCorrects && view.ledger.games.length ? (
        <section className="card" aria-labelledby="sheet-title">
          <h2 id="sheet-title">{t('sheet.title')}</h2>
          <p className="muted">{t('sheet.lead')}</p>
          <SheetTools
            chouetteId={view.id}
            seq={view.seq}
            games={sheetRows(view).map(({ game }) => ({
              index: game.index,
              members: game.members.flatMap((m) => {
                const cube = sheetCube(view, game.index, m.player);
                return cube
                  ? [{ id: m.player, name: nameOf(names, m.player), cube: cube.cube, owner: cube.owner }]
                  : [];
              }),
            }))}
            columns={sheetColumns(view).map((id) => ({ id, name: nameOf(names, id) }))}
            breaks={view.sheet.breaks}
          />
        </section>
      ) : null}
      {view.viewerCorrects && sheetRows(view).length ? (
        <section className="card" aria-labelledby="correct-title">
          <h2 id="correct-title">{t('corrections.title')}</h2>
          <CorrectionForm
            chouetteId={view.id}
            seq={view.seq}
            games={sheetRows(view).map(({ game }) => game.index)}
            players={view.players.map((p) => ({ id: p.user.id, name: p.user.displayName }))}
          />
        </section>
      ) : null}
      <section className="card" aria-labelledby="audit-title">
        <h2 id="audit-title">{t('audit.title')}</h2>
        <p className="muted">{t('audit.lead')}</p>
        <AuditCheckButton chouetteId={view.id} />
      </section>
      {view.diceCommitment ? (
        <section className="card" aria-labelledby="dice-title" data-testid="dice">
          <h2 id="dice-title">{t('dice.title')}</h2>
          <p className="muted">{t('dice.lead')}</p>
          <p>
            {t('dice.commitment')}{' '}
            <code className="hash" data-testid="dice-commitment">
              {view.diceCommitment}
            </code>
          </p>
          {view.diceSeed ? (
            <>
              <p>
                {t('dice.seed')}{' '}
                <code className="hash" data-testid="dice-seed">
                  {view.diceSeed}
                </code>
              </p>
              <DiceCheckButton chouetteId={view.id} />
            </>
          ) : (
            <p>{t('dice.sealed')}</p>
          )}
        </section>
      ) : null}
    </main>
  );
}
