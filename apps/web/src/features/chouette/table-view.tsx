'use client';

/**
 * A chouette table, live. The server is the authority: the page shows the view the API sent last, offers
 * the viewer the decisions the table waits for from them ("waiting for: ..."), lets the mover (the box, or
 * the captain / acting captain) try checker moves locally and send the play, lets team members suggest
 * plays and the captain confirm one. Live events from the subscription make it reload; without a live
 * connection it polls (lib/use-server-view.ts). In scorekeeper mode the organiser records every decision for
 * the players. The state and what the page shows of it are plain functions in table.ts.
 */
import { useTranslations } from 'next-intl';
import { type ReactNode, useMemo, useReducer } from 'react';
import online from '@/features/online/online.module.css';
import play from '@/features/play/play.module.css';
import type { ChouetteUpdatedSubscription } from '@/gql/graphql';
import { Link } from '@/i18n/navigation';
import { useServerView } from '@/lib/use-server-view';
import { type ChouetteIntent, chouetteAction, loadChouetteAction } from './actions';
import { Cubes, LedgerTables, Seating, SettlementView } from './chouette-parts';
import styles from './chouette.module.css';
import { chouetteSubscriptionRequest, isOpenTable } from './live';
import { reduceTable, startTable, tableModel } from './table';
import { TableBoard } from './table-board';
import { TableClocks } from './table-clocks';
import type { ChatState } from '@/features/chat/actions';
import { MatchChat } from '@/features/chat/match-chat';
import { TableAbsence } from './table-absence';
import { TableSplit } from './table-split';
import { TableDecisions } from './table-decisions';
import { HouseRulesCard } from './house-rules-card';
import { Invitation, NextRoles, TableHeader, TableLog } from './table-info';
import { type ChouetteView, type Waiting, nameOf } from './view';

const POLL_MS = 4_000;

export function TableView({
  initial,
  viewerId,
  liveUrl,
  invitation,
  chat,
}: {
  initial: ChouetteView;
  viewerId: string;
  liveUrl: string;
  /** The join code's QR code, drawn on the server. */
  invitation: ReactNode;
  /** The table's chat, for a player who sat at it (null: a spectator). */
  chat: ChatState | null;
}) {
  const t = useTranslations('chouette');
  const [state, dispatch] = useReducer(reduceTable, { view: initial, viewerId }, startTable);
  const { view, moves, selected, error } = state;

  const { live, busy, act } = useServerView({
    view,
    apply: (next: ChouetteView) => dispatch({ type: 'view', view: next }),
    refuse: (message) => dispatch({ type: 'refused', message }),
    load: loadChouetteAction,
    send: (id, seq, intent: ChouetteIntent) => chouetteAction(id, seq, intent),
    open: isOpenTable(view.status),
    liveUrl,
    request: chouetteSubscriptionRequest,
    pick: (data: ChouetteUpdatedSubscription) => data.chouetteUpdated,
    pollMs: POLL_MS,
    networkError: t('errors.network'),
    // Who is away changes no sequence number: the event's absences are applied as they come.
    onEvent: (e) => dispatch({ type: 'absences', seq: e.seq, absences: e.absences }),
  });

  const model = useMemo(() => tableModel(view, viewerId, moves), [view, viewerId, moves]);
  const { names, game: g, open } = model;
  const name = (id: string | null | undefined) => nameOf(names, id);

  const waitingText = (w: Waiting) => {
    const who = w.player ? name(w.player) : model.scorekeeper ? name(view.organiser.id) : t('waiting.table');
    return t(`waiting.${w.decision}`, { name: who, member: name(w.member) });
  };
  const waitingLine = model.required.length
    ? t('waiting.line', { list: model.required.map(waitingText).join('; ') })
    : view.status === 'CLOSED'
      ? t('status.closed')
      : '';

  return (
    <div className={styles.tableLayout} data-testid="table-layout">
      <div className={play.boardColumn}>
        <TableHeader view={view} playing={!!g} />
        {error && (
          <p className="form-error" role="alert" data-testid="table-error">
            {error}
          </p>
        )}
        <p className={styles.waiting} data-testid="waiting-for" role="status">
          {waitingLine}
        </p>
        <TableClocks view={view} names={names} />
        {g && model.showBoard ? (
          <TableBoard
            view={view}
            game={g}
            model={model}
            selected={selected}
            canMove={model.moveRole !== null && !busy}
            onSelect={(from) => dispatch({ type: 'select', from })}
            onMove={(from, to) => dispatch({ type: 'move', from, to })}
          />
        ) : null}
        <p className={online.liveBar}>
          {open && (
            <span role="status" data-testid="live-state" data-state={live}>
              <span className={online.liveDot} data-state={live} aria-hidden="true" />
              {t(`connection.${live}`)}
            </span>
          )}
          <span data-testid="table-seq" data-seq={view.seq}>
            {t('table.seq', { seq: view.seq })}
          </span>
        </p>
      </div>

      <div className={play.panel}>
        <TableDecisions
          view={view}
          viewerId={viewerId}
          model={model}
          moves={moves}
          busy={busy}
          act={(intent) => void act(intent)}
          onUndo={() => dispatch({ type: 'undo' })}
        />
        {model.next ? <NextRoles view={view} next={model.next} names={names} /> : null}
        {model.inviting ? <Invitation view={view} names={names} qr={invitation} /> : null}
        <HouseRulesCard
          chouetteId={view.id}
          seq={view.seq}
          house={view.options.house}
          editable={view.organiser.id === viewerId && view.gamesPlayed === 0 && !g && view.status === 'OPEN'}
        />
        <Seating view={view} viewerId={viewerId} />
        <TableAbsence view={view} viewerId={viewerId} names={names} busy={busy} act={(i) => void act(i)} />
        <TableSplit view={view} viewerId={viewerId} />
        <Cubes view={view} names={names} />
        <LedgerTables view={view} names={names} />
        <SettlementView view={view} names={names} />
        <p>
          <Link href={`/chouette/${view.id}/ledger`}>{t('ledger.pageLink')}</Link> ·{' '}
          <Link href="/chouette">{t('index.back')}</Link>
        </p>
        {chat ? (
          <MatchChat
            matchId={view.id}
            initial={chat}
            liveUrl={liveUrl}
            others={view.players
              .filter((p) => p.user.id !== viewerId)
              .map((p) => ({ id: p.user.id, name: p.user.displayName }))}
          />
        ) : null}
        <TableLog view={view} names={names} />
      </div>
    </div>
  );
}
