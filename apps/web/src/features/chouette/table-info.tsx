'use client';

/**
 * The chouette table's parts around the play: its heading and rules, the roles of the next game, the
 * invitation while players gather, and the latest log entries.
 */
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { logLine } from './log-line';
import { type TableModel, rulesOf, signedPoints } from './table';
import { type ChouetteView, nameOf } from './view';

export function TableHeader({ view, playing }: { view: ChouetteView; playing: boolean }) {
  const t = useTranslations('chouette');
  return (
    <>
      <header className="page-header">
        <h1>
          {playing
            ? t('table.title', { number: view.gamesPlayed + 1 })
            : t('table.between', { count: view.gamesPlayed })}
        </h1>
        <p className="muted">
          {t(`mode.${view.mode}`)} · {t('table.code')}{' '}
          <strong className="code" data-testid="table-code">
            {view.code}
          </strong>{' '}
          · {t('table.organiser', { name: view.organiser.displayName })}
        </p>
      </header>
      <p className="muted" data-testid="table-rules">
        {rulesOf(view.options)
          .map(([key, values]) => t(`rules.${key}`, values))
          .join(' · ')}
      </p>
    </>
  );
}

export function NextRoles({
  view,
  next,
  names,
}: {
  view: ChouetteView;
  next: NonNullable<TableModel['next']>;
  names: Map<string, string>;
}) {
  const t = useTranslations('chouette');
  const name = (id: string | null | undefined) => nameOf(names, id);
  const lastGame = view.ledger.games.at(-1);
  return (
    <section className="card" aria-labelledby="next-title" data-testid="next-roles">
      <h2 id="next-title">{t('next.title')}</h2>
      {lastGame ? (
        <p data-testid="last-game">
          {t('next.lastGame', {
            number: lastGame.index + 1,
            winner: lastGame.boxVsCaptain === 'box' ? name(lastGame.box) : name(lastGame.captain),
            box: name(lastGame.box),
            points: signedPoints(lastGame.boxSide),
          })}
        </p>
      ) : null}
      <p data-testid="next-box">{t('next.box', { name: name(next.box) })}</p>
      <p data-testid="next-captain">{t('next.captain', { name: name(next.captain) })}</p>
      {next.queue.length ? (
        <p data-testid="next-queue">{t('next.queue', { names: next.queue.map(name).join(', ') })}</p>
      ) : null}
      {view.partner ? <p>{t('next.partner', { name: name(view.partner) })}</p> : null}
    </section>
  );
}

export function Invitation({
  view,
  names,
  qr,
}: {
  view: ChouetteView;
  names: Map<string, string>;
  /** The join code's QR code, drawn on the server. */
  qr: ReactNode;
}) {
  const t = useTranslations('chouette');
  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('invite.title')}</h2>
      <p>
        {t('invite.body')} <strong className="code">{view.code}</strong>
      </p>
      {qr}
      {view.entryRolls.length ? (
        <ul className="plain-list" data-testid="entry-rolls">
          {view.entryRolls.map((r, i) => (
            <li key={i}>
              {t('order.roll', {
                name: nameOf(names, r.player),
                dice: r.dice.join('-'),
                total: r.dice.reduce((a, b) => a + b, 0),
                round: r.round + 1,
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function TableLog({ view, names }: { view: ChouetteView; names: Map<string, string> }) {
  const t = useTranslations('chouette');
  return (
    <details className="card">
      <summary>{t('log.title')}</summary>
      <ol className="plain-list" data-testid="table-log">
        {view.log.slice(-40).map((e) => (
          <li key={e.seq}>
            <span className="muted">#{e.seq}</span> {logLine(t, e, names)}
          </li>
        ))}
      </ol>
    </details>
  );
}
