/**
 * The chouette's presentational parts, shared by the table page and the ledger page: seating with roles,
 * each member's cube, the per-game breakdown, running totals and the settlement. They only show what the
 * API computed.
 */
import { Fragment } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { sheetColumns, sheetRows } from './sheet';
import { type ChouetteView, cubeHistory, nameOf, pointsOf, seatRole } from './view';
import styles from './chouette.module.css';

type T = ReturnType<typeof useTranslations>;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The players at the table in the line's order (box, captain, queue), then those waiting or gone. */
export function Seating({ view, viewerId }: { view: ChouetteView; viewerId: string }) {
  const t = useTranslations('chouette');
  const seats = [...view.players].sort((a, b) => (a.line ?? 99) - (b.line ?? 99));
  return (
    <section className="card" aria-labelledby="seating-title" data-testid="seating">
      <h2 id="seating-title">{t('seating.title')}</h2>
      <ol className={styles.seats}>
        {seats.map((seat) => (
          <li
            key={seat.user.id}
            className={styles.seat}
            data-testid="seat"
            data-player={seat.user.displayName}
            data-role={seatRole(seat, view.game)}
            data-acting={seat.actingCaptain ? 'true' : 'false'}
          >
            <span className={styles.role} data-role={seatRole(seat, view.game)}>
              {t(`roles.${seatRole(seat, view.game)}`)}
            </span>
            <span className={styles.seatName}>
              {seat.user.id === viewerId ? t('you', { name: seat.user.displayName }) : seat.user.displayName}
              {seat.actingCaptain && seat.role !== 'CAPTAIN' ? ` · ${t('roles.acting')}` : ''}
            </span>
            <span className={styles.total} data-testid="seat-total">
              {signed(seat.total)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function cubeLogText(
  t: T,
  entry: { action: string; by: string; value: number },
  member: string,
  box: string,
) {
  return t(`cubeLog.${entry.action}`, {
    who: entry.by === 'box' ? box : member,
    value: entry.value,
  });
}

/** Each member's own cube against the box in the game in progress. */
export function Cubes({ view, names }: { view: ChouetteView; names: Map<string, string> }) {
  const t = useTranslations('chouette');
  const g = view.game;
  if (!g || !view.options.cube) return null;
  const box = nameOf(names, g.box);
  return (
    <section className="card" aria-labelledby="cubes-title" data-testid="cubes">
      <h2 id="cubes-title">{t('cubes.title')}</h2>
      <div className="table-scroll" role="region" aria-labelledby="cubes-title" tabIndex={0}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('cubes.member')}</th>
              <th scope="col">{t('cubes.value')}</th>
              <th scope="col">{t('cubes.state')}</th>
            </tr>
          </thead>
          <tbody>
            {g.members.map((m) => {
              const name = nameOf(names, m.player);
              const history = cubeHistory(m);
              let state: string;
              if (m.outcome)
                state = t('cubes.out', {
                  reason: t(`outcome.${m.outcome.reason}`),
                  points: signed(m.outcome.points),
                });
              else if (m.offer)
                state = t(m.offer.stage === 'beaver' ? 'cubes.beavered' : 'cubes.offered', {
                  who: m.offer.doubler === 'box' ? box : name,
                  value: m.offer.value,
                });
              else if (m.cubeOwner) state = t('cubes.owned', { who: m.cubeOwner === 'box' ? box : name });
              else state = t('cubes.centred');
              return (
                <tr key={m.player} data-testid="cube" data-player={name}>
                  <th scope="row">{name}</th>
                  <td data-testid="cube-value">{m.cubeValue}</td>
                  <td>
                    {state}
                    {history.length ? (
                      <small className="muted">
                        {' '}
                        ({history.map((e) => cubeLogText(t, e, name, box)).join('; ')})
                      </small>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * Running totals and the per-game breakdown: who doubled, took, dropped, beavered, raccooned; points. The
 * columns and rows follow the scorekeeper's sheet: its order, its breaks, its deleted games left out.
 */
export function LedgerTables({ view, names }: { view: ChouetteView; names: Map<string, string> }) {
  const t = useTranslations('chouette');
  const players = sheetColumns(view);
  const rows = sheetRows(view);
  const games = view.ledger.games;
  const deleted = view.sheet.deleted;
  return (
    <section className="card" aria-labelledby="ledger-title" data-testid="ledger">
      <h2 id="ledger-title">{t('ledger.title')}</h2>
      <div className="table-scroll" role="region" aria-labelledby="ledger-title" tabIndex={0}>
        <table className="table" data-testid="ledger-totals">
          <caption className="visually-hidden">{t('ledger.totalsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ledger.game')}</th>
              {players.map((p) => (
                <th scope="col" key={p} data-testid="ledger-column">
                  {nameOf(names, p)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ game: g, breakAfter }) => (
              <Fragment key={g.index}>
                <tr data-testid="ledger-row" data-game={g.index + 1}>
                  <th scope="row">{g.index + 1}</th>
                  {players.map((p) => (
                    <td key={p} data-player={nameOf(names, p)}>
                      {signed(pointsOf(g.net, p))}
                    </td>
                  ))}
                </tr>
                {breakAfter ? (
                  <tr data-testid="ledger-break" data-after={g.index + 1}>
                    <td colSpan={players.length + 1} className="muted">
                      {t('sheet.breakRow', { number: g.index + 1 })}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="ledger-total-row">
              <th scope="row">{t('ledger.total')}</th>
              {players.map((p) => (
                <td key={p} data-player={nameOf(names, p)}>
                  <strong>{signed(pointsOf(view.ledger.totals, p))}</strong>
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {games.length === 0 ? <p className="muted">{t('ledger.empty')}</p> : null}
      {deleted.length ? (
        <p className="muted" data-testid="ledger-deleted">
          {t('sheet.deletedGames', { games: deleted.map((g) => g + 1).join(', ') })}
        </p>
      ) : null}
      {[...games].reverse().map((g) => (
        <GameBreakdown key={g.index} game={g} names={names} sheet={view.sheet} />
      ))}
      {view.sheet.edits.length ? (
        <details data-testid="sheet-edits">
          <summary>{t('sheet.editsTitle', { count: view.sheet.edits.length })}</summary>
          <ol className="plain-list">
            {view.sheet.edits.map((e) => (
              <li key={e.seq} data-testid="sheet-edit" data-kind={e.kind}>
                {t('sheet.editLine', {
                  kind: t(`sheet.kinds.${e.kind}`),
                  game: e.game == null ? '' : t('sheet.ofGame', { number: e.game + 1 }),
                  by: e.byUser.displayName || nameOf(names, e.by),
                  reason: e.reason,
                })}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}

type LedgerGame = ChouetteView['ledger']['games'][number];

export function GameBreakdown({
  game,
  names,
  sheet,
}: {
  game: LedgerGame;
  names: Map<string, string>;
  sheet?: ChouetteView['sheet'];
}) {
  const t = useTranslations('chouette');
  const deleted = sheet?.deleted.includes(game.index) ?? false;
  const editedCube = (player: string) =>
    sheet?.cubes.find((c) => c.game === game.index && c.player === player);
  const box = nameOf(names, game.box);
  const winner =
    game.winner === 'box'
      ? t('breakdown.boxWon', { name: box })
      : game.winner === 'team'
        ? t('breakdown.teamWon')
        : t('breakdown.allOut');
  return (
    <details className={styles.breakdown} data-testid="game-breakdown" data-game={game.index + 1}>
      <summary>
        {t('breakdown.summary', { number: game.index + 1, box, captain: nameOf(names, game.captain) })} ·{' '}
        {winner}
        {deleted ? ` · ${t('sheet.deleted')}` : ''}
      </summary>
      <p>
        {t('breakdown.roles', {
          box,
          captain: nameOf(names, game.captain),
          acting: nameOf(names, game.actingCaptain),
        })}
        {game.partner ? ` ${t('breakdown.partner', { name: nameOf(names, game.partner) })}` : ''}{' '}
        {t('breakdown.rotation', {
          who: game.boxVsCaptain === 'box' ? box : nameOf(names, game.captain),
        })}
      </p>
      <div
        className="table-scroll"
        role="region"
        aria-label={t('breakdown.summary', {
          number: game.index + 1,
          box,
          captain: nameOf(names, game.captain),
        })}
        tabIndex={0}
      >
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('cubes.member')}</th>
              <th scope="col">{t('breakdown.cubeActions')}</th>
              <th scope="col">{t('cubes.value')}</th>
              <th scope="col">{t('breakdown.points')}</th>
            </tr>
          </thead>
          <tbody>
            {game.members.map((m) => {
              const name = nameOf(names, m.player);
              return (
                <tr key={m.player} data-testid="breakdown-member" data-player={name}>
                  <th scope="row">{name}</th>
                  <td>
                    {m.log.length
                      ? m.log.map((e) => cubeLogText(t, e, name, box)).join('; ')
                      : t('breakdown.noCube')}
                    {' · '}
                    {t(`outcome.${m.reason}`)}
                    {m.reason === 'game' ? ` (${t(`kinds.${m.kind}`)})` : ''}
                  </td>
                  <td data-testid="breakdown-cube">
                    {editedCube(m.player)
                      ? t('sheet.edited', { now: editedCube(m.player)?.cube ?? m.cube, was: m.cube })
                      : m.cube}
                  </td>
                  <td>
                    {editedCube(m.player)
                      ? t('sheet.edited', {
                          now: signed(editedCube(m.player)?.points ?? m.points),
                          was: signed(m.points),
                        })
                      : signed(m.points)}
                  </td>
                </tr>
              );
            })}
            <tr data-testid="breakdown-box">
              <th scope="row">{t('breakdown.boxSide', { name: box })}</th>
              <td>{game.partner ? t('breakdown.split', { partner: nameOf(names, game.partner) }) : ''}</td>
              <td />
              <td>{signed(game.boxSide)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      {game.corrections.map((c) => (
        <p key={c.seq} className="notice" data-testid="correction">
          {c.edit ? `${t(`sheet.kinds.${c.edit}`)} · ` : ''}
          {t('corrections.line', {
            by: c.byUser.displayName || nameOf(names, c.by),
            reason: c.reason,
            delta: c.delta.map((d) => `${nameOf(names, d.player)} ${signed(d.points)}`).join(', '),
          })}
        </p>
      ))}
    </details>
  );
}

/** Who pays whom, in money, with the fewest transfers. */
export function SettlementView({ view, names }: { view: ChouetteView; names: Map<string, string> }) {
  const t = useTranslations('chouette');
  const format = useFormatter();
  const s = view.settlement;
  const money = (amount: number) =>
    format.number(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <section className="card" aria-labelledby="settlement-title" data-testid="settlement">
      <h2 id="settlement-title">{t('settlement.title')}</h2>
      <p className="muted">{t('settlement.stake', { stake: money(s.stake) })}</p>
      {s.transfers.length ? (
        <ul className="plain-list">
          {s.transfers.map((tr, i) => (
            <li key={i} data-testid="transfer">
              {t('settlement.transfer', {
                from: nameOf(names, tr.from),
                to: nameOf(names, tr.to),
                amount: money(tr.amount),
                points: tr.points,
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('settlement.none')}</p>
      )}
      {s.transfers.length ? (
        <p className="muted">{t(s.method === 'exact' ? 'settlement.exact' : 'settlement.greedy')}</p>
      ) : null}
    </section>
  );
}
