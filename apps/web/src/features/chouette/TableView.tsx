'use client';

/**
 * A chouette table, live. The server is the authority: the page shows the view the API sent last, offers
 * the viewer the decisions the table waits for from them ("waiting for: ..."), lets the mover (the box, or
 * the captain / acting captain) try checker moves locally and send the play, lets team members suggest
 * plays and the captain confirm one. Live events from the subscription make it reload; without a live
 * connection it polls. In scorekeeper mode the organiser records every decision for the players.
 */
import { type CheckerMove, WIN_KINDS } from '@gamao/engine';
import { useTranslations } from 'next-intl';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WinKind } from '@/gql/graphql';
import { Link } from '@/i18n/navigation';
import online from '@/features/online/online.module.css';
import type { LiveState } from '@/lib/useLiveFeed';
import { Board } from '@/features/play/Board';
import { destinations, pickMove, sources } from '@/features/play/controller';
import play from '@/features/play/play.module.css';
import { type ChouetteIntent, chouetteAction, loadChouetteAction } from './actions';
import { Cubes, LedgerTables, Seating, SettlementView, logLine } from './ChouetteParts';
import { OrderDiceForm, PartnerForm, ScorekeeperGame, SeatPlayer, StartGame } from './TableForms';
import styles from './chouette.module.css';
import { type ChouetteEventSummary, isOpenTable, shouldReloadTable } from './live';
import { useChouetteUpdates } from './useChouetteUpdates';
import {
  type ChouetteView,
  type Waiting,
  diceShowOf,
  moveRoleOf,
  nameMap,
  nameOf,
  nextRoles,
  playInput,
  turnOf,
  viewerSide,
} from './view';

const POLL_MS = 4_000;

export function TableView({
  initial,
  viewerId,
  liveUrl,
  invitation,
}: {
  initial: ChouetteView;
  viewerId: string;
  liveUrl: string;
  /** The join code's QR code, drawn on the server. */
  invitation: ReactNode;
}) {
  const t = useTranslations('chouette');
  const tp = useTranslations('play');
  const [view, setView] = useState(initial);
  const [moves, setMoves] = useState<CheckerMove[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const shown = useRef(view);
  useEffect(() => {
    shown.current = view;
  }, [view]);

  /** A newer view replaces the shown one and clears the partial move (the sequence only grows). */
  const accept = useCallback((next: ChouetteView) => {
    const current = shown.current;
    if (next.seq > current.seq || (next.seq === current.seq && next.status !== current.status)) {
      shown.current = next;
      setView(next);
      setMoves([]);
      setSelected(null);
      setError(null);
    }
  }, []);

  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const reload = useCallback((): Promise<void> => {
    if (running.current) {
      again.current = true;
      return running.current;
    }
    const run = (async () => {
      try {
        do {
          again.current = false;
          const r = await loadChouetteAction(shown.current.id);
          if (r.ok) accept(r.value);
        } while (again.current);
      } catch {
        // The connection state shows the trouble; the next event or poll tries again.
      } finally {
        running.current = null;
      }
    })();
    running.current = run;
    return run;
  }, [accept]);

  const onEvent = useCallback(
    (event: ChouetteEventSummary) => {
      if (shouldReloadTable(shown.current, event)) void reload();
    },
    [reload],
  );
  const live: LiveState = useChouetteUpdates({
    url: liveUrl,
    chouetteId: view.id,
    seq: view.seq,
    enabled: isOpenTable(view.status),
    onEvent,
    onReconnect: reload,
  });
  useEffect(() => {
    if (live === 'live' || live === 'reconnecting' || !isOpenTable(view.status)) return;
    const timer = setInterval(() => void reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [live, view.status, reload]);

  const busyRef = useRef(false);
  const act = async (intent: ChouetteIntent) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      const r = await chouetteAction(shown.current.id, shown.current.seq, intent);
      if (r.ok) accept(r.value);
      else {
        await reload();
        setError(r.message);
      }
    } catch {
      setError(t('errors.network'));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const names = useMemo(() => nameMap(view), [view]);
  const name = (id: string | null | undefined) => nameOf(names, id);
  const g = view.game;
  const recorder = view.viewerRecords;
  const scorekeeper = view.mode === 'SCOREKEEPER';
  const side = viewerSide(g, viewerId);
  // The viewer's own decisions, and the table's (start, opening roll) that the viewer may take; the organiser
  // recording a physical board sees everyone's.
  const mine = view.waitingFor.filter((w) => recorder || w.player === viewerId || w.player === null);
  const moveRole = scorekeeper ? null : moveRoleOf(view, viewerId);
  const turn = useMemo(() => turnOf(view, viewerId, moves), [view, viewerId, moves]);
  const canMove = moveRole !== null && !busy;
  const open = isOpenTable(view.status);

  // ---- "waiting for: ..." ----
  const waitingText = (w: Waiting) => {
    const who = w.player ? name(w.player) : scorekeeper ? name(view.organiser.id) : t('waiting.table');
    return t(`waiting.${w.decision}`, { name: who, member: name(w.member) });
  };
  const required = view.waitingFor.filter((w) => !w.optional);
  const waitingLine = required.length
    ? t('waiting.line', { list: required.map(waitingText).join('; ') })
    : view.status === 'CLOSED'
      ? t('status.closed')
      : '';

  // ---- the viewer's decisions as buttons ----
  const forPlayer = (w: Waiting): { player?: string } =>
    recorder && w.player && w.player !== viewerId ? { player: w.player } : {};
  const button = (label: string, intent: ChouetteIntent, primary = false, testId?: string) => (
    <button
      type="button"
      className={primary ? 'button primary' : 'button'}
      disabled={busy}
      onClick={() => void act(intent)}
      data-testid={testId}
    >
      {label}
    </button>
  );
  const memberOffer = (member: string | null | undefined) =>
    g?.members.find((m) => m.player === member)?.offer;

  const decision = (w: Waiting, i: number): ReactNode => {
    const who = forPlayer(w);
    const label = recorder && w.player ? `${name(w.player)}: ` : '';
    const key = `${w.decision}-${w.player ?? 'table'}-${w.member ?? ''}-${i}`;
    const wrap = (content: ReactNode, text?: string) => (
      <div
        key={key}
        className={styles.decision}
        data-testid={`decision-${w.decision}`}
        data-player={name(w.player)}
      >
        {text ? <p>{text}</p> : null}
        {content}
      </div>
    );
    switch (w.decision) {
      case 'rollForOrder':
        return wrap(
          <>
            {button(t('actions.rollForOrder'), { type: 'rollForOrder', ...who }, true)}
            {recorder ? (
              <OrderDiceForm
                onSubmit={(dice) => void act({ type: 'rollForOrder', dice, ...who })}
                busy={busy}
              />
            ) : null}
          </>,
          recorder ? t('scorekeeper.orderFor', { name: name(w.player) }) : undefined,
        );
      case 'startGame':
        if (scorekeeper && !recorder) return null;
        if (!scorekeeper && !view.viewerPresent) return null;
        return wrap(
          <StartGame
            view={view}
            busy={busy}
            onStart={(initialCube) => void act({ type: 'startGame', initialCube })}
          />,
        );
      case 'callPartner':
        return wrap(
          <PartnerForm
            view={view}
            names={names}
            busy={busy}
            onCall={(partner) => void act({ type: 'callPartner', partner, ...who })}
          />,
          `${label}${t('partner.help', { threshold: view.options.partnerThreshold })}`,
        );
      case 'openingRoll':
        if (!g || (g.box !== viewerId && g.actingCaptain !== viewerId)) return null;
        return wrap(button(t('actions.openingRoll'), { type: 'roll' }, true));
      case 'roll':
        return wrap(
          <>
            {button(tp('controls.roll'), { type: 'roll' }, true)}
            {w.actions.includes('boxDouble')
              ? button(t('actions.boxDouble'), { type: 'boxDouble', ...who })
              : null}
          </>,
        );
      case 'double': {
        const m = g?.members.find((x) => x.player === w.player);
        return wrap(
          button(`${label}${t('actions.double', { value: (m?.cubeValue ?? 1) * 2 })}`, {
            type: 'declare',
            double: true,
            ...who,
          }),
        );
      }
      case 'declareDouble':
        return wrap(
          <>
            {button(
              t('actions.double', {
                value: (g?.members.find((x) => x.player === w.player)?.cubeValue ?? 1) * 2,
              }),
              { type: 'declare', double: true, ...who },
              true,
            )}
            {button(t('actions.noDouble'), { type: 'declare', double: false, ...who })}
          </>,
          `${label}${t('decide.declare')}`,
        );
      case 'answerDouble': {
        const offer = memberOffer(w.member);
        const value = offer?.value ?? 2;
        if (w.actions.includes('boxAnswer')) {
          const member = name(w.member);
          return wrap(
            <>
              {button(
                t('actions.takeOf', { name: member }),
                { type: 'boxAnswer', member: w.member ?? '', answer: 'take', ...who },
                true,
              )}
              {button(t('actions.dropOf', { name: member }), {
                type: 'boxAnswer',
                member: w.member ?? '',
                answer: 'drop',
                ...who,
              })}
              {view.options.beaver
                ? button(t('actions.beaverOf', { name: member }), {
                    type: 'boxAnswer',
                    member: w.member ?? '',
                    answer: 'beaver',
                    ...who,
                  })
                : null}
            </>,
            `${label}${t('decide.boxAnswer', { name: member, value })}`,
          );
        }
        return wrap(
          <>
            {button(t('actions.take'), { type: 'memberAnswer', answer: 'take', ...who }, true)}
            {button(t('actions.drop'), { type: 'memberAnswer', answer: 'drop', ...who })}
            {view.options.beaver
              ? button(t('actions.beaver'), { type: 'memberAnswer', answer: 'beaver', ...who })
              : null}
          </>,
          `${label}${t('decide.memberAnswer', { box: name(g?.box), value })}`,
        );
      }
      case 'answerBeaver': {
        const offer = memberOffer(w.member);
        const member = w.member ?? '';
        return wrap(
          <>
            {button(
              t('actions.acceptBeaver'),
              { type: 'beaverAnswer', member, answer: 'take', ...who },
              true,
            )}
            {view.options.beaverRefusal
              ? button(t('actions.refuseBeaver'), { type: 'beaverAnswer', member, answer: 'refuse', ...who })
              : null}
            {view.options.raccoon
              ? button(t('actions.raccoon'), { type: 'beaverAnswer', member, answer: 'raccoon', ...who })
              : null}
          </>,
          `${label}${t('decide.beaver', { name: name(w.member), value: offer?.value ?? 4 })}`,
        );
      }
      case 'answerResignation': {
        const r = g?.resignation;
        return wrap(
          <>
            {button(
              t('actions.acceptResignation'),
              { type: 'answerResignation', accept: true, ...who },
              true,
            )}
            {button(t('actions.rejectResignation'), { type: 'answerResignation', accept: false, ...who })}
          </>,
          `${label}${t('decide.resignation', { name: name(r?.by), kind: tp(`result.kinds.${r?.kind ?? 'single'}`) })}`,
        );
      }
      case 'recordResult':
        return recorder
          ? wrap(<ScorekeeperGame view={view} names={names} busy={busy} act={(i) => void act(i)} />)
          : null;
      default:
        return null;
    }
  };

  // Resigning: the box to every member still in, or a member still in to the box; no decision pending.
  const myMember = g?.members.find((m) => m.player === viewerId);
  const mayResign =
    !scorekeeper &&
    g !== null &&
    g !== undefined &&
    !g.window &&
    !g.resignation &&
    (g.phase === 'rolling' || g.phase === 'moving') &&
    (g.box === viewerId || (myMember !== undefined && myMember.inGame));
  const [resignKind, setResignKind] = useState<WinKind>('single');

  const suggestions = g?.suggestions ?? [];
  const leavable =
    open && view.viewerPresent && !scorekeeper && (view.phase === 'ready' || view.phase === 'gathering');
  const lastGame = view.ledger.games.at(-1);
  const roles = nextRoles(view.line);

  return (
    <div className={play.layout}>
      <div className={play.boardColumn}>
        <header className="page-header">
          <h1>
            {g
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
          {[
            t(`rules.profile.${view.options.profile}`),
            view.options.beaver ? t('rules.beaver') : null,
            view.options.raccoon ? t('rules.raccoon') : null,
            view.options.beaverRefusal ? t('rules.beaverRefusal') : null,
            view.options.jacoby ? t('rules.jacoby') : null,
            view.options.autoDoubles ? t('rules.autoDoubles', { cap: view.options.autoDoublesCap }) : null,
            view.options.partnerThreshold
              ? t('rules.partner', { count: view.options.partnerThreshold })
              : t('rules.noPartner'),
            t(`rules.consultation.${view.options.consultation}`),
            t('rules.stake', { stake: view.options.stake }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {error && (
          <p className="form-error" role="alert" data-testid="table-error">
            {error}
          </p>
        )}
        <p className={styles.waiting} data-testid="waiting-for" role="status">
          {waitingLine}
        </p>
        {g && g.board && !scorekeeper ? (
          <>
            <div className={play.scoreBar} role="group" aria-label={t('board.label')}>
              <span
                className={play.playerChip}
                data-active={g.turn === 'box' ? 'true' : 'false'}
                data-testid="side-box"
              >
                {t('board.box', { name: name(g.box) })}
              </span>
              <span
                className={play.playerChip}
                data-active={g.turn === 'team' ? 'true' : 'false'}
                data-testid="side-team"
              >
                {t('board.team', { name: name(g.actingCaptain) })}
              </span>
            </div>
            <div className={play.boardWrap}>
              <Board
                board={turn.board}
                viewer={side === 'team' ? 1 : 0}
                numbering={side === 'team' ? 1 : 0}
                mover={canMove ? turn.mover : null}
                sources={canMove ? sources(turn) : []}
                selected={canMove ? selected : null}
                destinations={canMove ? destinations(turn, selected) : []}
                dice={diceShowOf(view, turn)}
                cube={null}
                pieces={(s, count) =>
                  tp('board.of', { count, color: s === 0 ? t('board.boxColor') : t('board.teamColor') })
                }
                onSelect={(from) => {
                  if (from === null || !sources(turn).includes(from)) setSelected(null);
                  else setSelected((cur) => (cur === from ? null : from));
                }}
                onMove={(from, to) => {
                  const move = pickMove(turn, from, to);
                  setSelected(null);
                  if (move) setMoves((m) => [...m, move]);
                }}
              />
            </div>
            {g.pips ? (
              <p className={play.pips} data-testid="pips">
                {tp('score.pips')}: {t('board.box', { name: name(g.box) })} <strong>{g.pips[0]}</strong> ·{' '}
                {t('board.teamShort')} <strong>{g.pips[1]}</strong>
              </p>
            ) : null}
          </>
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
        <section className="card" aria-labelledby="decisions-title">
          <h2 id="decisions-title">{t('decide.title')}</h2>
          <div className={styles.decisions} data-testid="decisions">
            {moveRole !== null && (
              <div className={styles.decision} data-testid={`decision-${moveRole}`}>
                <p>
                  {moveRole === 'play'
                    ? turn.complete
                      ? tp('status.complete')
                      : t('decide.play', { dice: (g?.dice ?? []).join('-') })
                    : t('decide.suggest', { captain: name(g?.actingCaptain) })}
                </p>
                <button
                  type="button"
                  className="button primary"
                  disabled={!turn.complete || busy}
                  onClick={() => void act({ type: moveRole, moves: playInput(moves) })}
                >
                  {moveRole === 'play' ? tp('controls.confirm') : t('actions.suggest')}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={moves.length === 0 || busy}
                  onClick={() => {
                    setMoves((m) => m.slice(0, -1));
                    setSelected(null);
                  }}
                >
                  {tp('controls.undo')}
                </button>
              </div>
            )}
            {moveRole === 'play' && suggestions.length > 0 && (
              <div className={styles.suggestions} data-testid="suggestions">
                <p>{t('suggestions.title')}</p>
                {suggestions.map((s) => (
                  <div key={s.player} className={styles.decision}>
                    <span>{t('suggestions.line', { name: name(s.player), play: s.notation })}</span>
                    {button(t('actions.confirmSuggestion', { name: name(s.player) }), {
                      type: 'confirmSuggestion',
                      from: s.player,
                    })}
                  </div>
                ))}
              </div>
            )}
            {moveRole !== 'play' && suggestions.length > 0 && g?.phase === 'moving' && (
              <ul className="plain-list" data-testid="suggestions">
                {suggestions.map((s) => (
                  <li key={s.player}>{t('suggestions.line', { name: name(s.player), play: s.notation })}</li>
                ))}
              </ul>
            )}
            {mine.map(decision)}
            {recorder && scorekeeper && view.phase === 'gathering' ? (
              <SeatPlayer view={view} busy={busy} act={(i) => void act(i)} />
            ) : null}
            {!view.viewerPresent && !recorder && open && view.phase !== 'closed' ? (
              <div className={styles.decision}>{button(t('actions.join'), { type: 'join' }, true)}</div>
            ) : null}
            {mayResign && (
              <div className={styles.decision} data-testid="resign">
                <label>
                  {t('resign.kind')}{' '}
                  <select value={resignKind} onChange={(e) => setResignKind(e.target.value as WinKind)}>
                    {WIN_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {tp(`result.kinds.${k}`)}
                      </option>
                    ))}
                  </select>
                </label>
                {button(g?.box === viewerId ? t('resign.box') : t('resign.member'), {
                  type: 'resign',
                  kind: resignKind,
                })}
              </div>
            )}
            {leavable ? (
              <div className={styles.decision}>{button(t('actions.leave'), { type: 'leave' })}</div>
            ) : null}
            {view.viewerCorrects && open && (view.phase === 'ready' || view.phase === 'gathering') ? (
              <div className={styles.decision}>{button(t('actions.endSession'), { type: 'endSession' })}</div>
            ) : null}
          </div>
        </section>

        {view.phase === 'ready' && view.line.length > 0 ? (
          <section className="card" aria-labelledby="next-title" data-testid="next-roles">
            <h2 id="next-title">{t('next.title')}</h2>
            {lastGame ? (
              <p data-testid="last-game">
                {t('next.lastGame', {
                  number: lastGame.index + 1,
                  winner: lastGame.boxVsCaptain === 'box' ? name(lastGame.box) : name(lastGame.captain),
                  box: name(lastGame.box),
                  points: lastGame.boxSide > 0 ? `+${lastGame.boxSide}` : String(lastGame.boxSide),
                })}
              </p>
            ) : null}
            <p data-testid="next-box">{t('next.box', { name: name(roles.box) })}</p>
            <p data-testid="next-captain">{t('next.captain', { name: name(roles.captain) })}</p>
            {roles.queue.length ? (
              <p data-testid="next-queue">{t('next.queue', { names: roles.queue.map(name).join(', ') })}</p>
            ) : null}
            {view.partner ? <p>{t('next.partner', { name: name(view.partner) })}</p> : null}
          </section>
        ) : null}

        {view.phase === 'gathering' || view.phase === 'seating' ? (
          <section className="card" aria-labelledby="invite-title">
            <h2 id="invite-title">{t('invite.title')}</h2>
            <p>
              {t('invite.body')} <strong className="code">{view.code}</strong>
            </p>
            {invitation}
            {view.entryRolls.length ? (
              <ul className="plain-list" data-testid="entry-rolls">
                {view.entryRolls.map((r, i) => (
                  <li key={i}>
                    {t('order.roll', {
                      name: name(r.player),
                      dice: r.dice.join('-'),
                      total: r.dice.reduce((a, b) => a + b, 0),
                      round: r.round + 1,
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ) : null}

        <Seating view={view} viewerId={viewerId} />
        <Cubes view={view} names={names} />
        <LedgerTables view={view} names={names} />
        <SettlementView view={view} names={names} />
        <p>
          <Link href={`/chouette/${view.id}/ledger`}>{t('ledger.pageLink')}</Link> ·{' '}
          <Link href="/chouette">{t('index.back')}</Link>
        </p>
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
      </div>
    </div>
  );
}
