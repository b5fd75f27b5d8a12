'use client';

/**
 * The board of an online match between two club members. The server is the authority: the board shows
 * the match view the server sent last, lets the player on move try checker moves locally (the browser's
 * engine only highlights and undoes), and sends whole actions with the sequence number it saw. Live
 * events from the subscription make it reload; a refusal shows the API's message and reloads too.
 */
import type { Side } from '@gamao/engine';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { MatchUpdatedSubscription } from '@/gql/graphql';
import { Link } from '@/i18n/navigation';
import { useServerView } from '@/lib/use-server-view';
import { localDeadline } from '@/features/clocks/clock-display';
import { initialLiveClock, withAnswer, withEvent } from '@/features/clocks/live-clock';
import {
  ForfeitNotice,
  MoveDeadline,
  PausedNote,
  PlayerClock,
  PresenceBadge,
} from '@/features/clocks/match-clocks';
import { TimeControlText } from '@/features/clocks/time-control-text';
import { Board, paletteClass } from '@/features/play/board';
import { type BoardOptions, COLOR_NAMES, bearingIn, motionOf } from '@/features/play/board-options';
import { BoardOptionsPanel } from '@/features/play/board-options-panel';
import { useBoardOptions, useReducedMotion } from '@/features/play/use-board-options';
import { destinations, sources, type GameAction } from '@/features/play/controller';
import { CubeDialog, ResignAnswer, ResignOffer } from '@/features/play/dialogs';
import { diceText } from '@/features/play/log';
import type { ChatState } from '@/features/chat/actions';
import { MatchChat } from '@/features/chat/match-chat';
import styles from '@/features/play/play.module.css';
import { type Answer, type MatchIntent, loadMatchAction, matchAction } from './actions';
import { lengthKind, matchControls, statusLine } from './controls';
import { type OnlineMatch, asSide, engineGame, engineOptions, mayDouble } from './engine-view';
import { isLive, mayBeAnnulled, subscriptionRequest } from './live';
import { justFinishedGame, lastRollShown, logLines } from './match-log';
import { OnlineLog, useLogText } from './online-log';
import { FairDice, OnlineMatchResult } from './online-result';
import online from './online.module.css';
import { diceShowOf, playInput, reduceTurn, startTurn, turnOf } from './turn';

/** How often the board asks for the state while it has no live connection. */
const POLL_MS = 5_000;
/** After a clock ran out, how long the board gives the server to record the timeout before asking. */
const TIMEOUT_GRACE_MS = 1_500;
const TIMEOUT_RETRY_MS = 3_000;

export function OnlineMatchView({
  initial,
  liveUrl,
  memberOptions = null,
  chat = null,
}: {
  initial: OnlineMatch;
  liveUrl: string;
  /** The match's chat, for its players (null: a spectator, or a match not started). */
  chat?: ChatState | null;
  /** The member's board options (null: the ones kept in this browser). */
  memberOptions?: BoardOptions | null;
}) {
  const t = useTranslations('online');
  const tp = useTranslations('play');
  const [boardOptions, setBoardOptions] = useBoardOptions(memberOptions);
  const reduced = useReducedMotion();
  const [zoomPick, setZoomPick] = useState<boolean | null>(null);
  const [state, dispatch] = useReducer(reduceTurn, initial, startTurn);
  const { view, moves, selected, error } = state;
  // The resignation chooser belongs to the state it was opened in: any news from the server closes it.
  const [resignAt, setResignAt] = useState<number | null>(null);
  const resignOpen = resignAt === view.seq;
  const [firstSeq] = useState(initial.seq);

  // The clocks, presence and abandonment claim move without a new log entry: they are taken from every
  // answer (timed, for the offset of the server's clock) and every live event (features/clocks/live-clock.ts).
  const [clocks, setClocks] = useState(() => initialLiveClock(initial));
  const rtt = useRef(0);
  const timed = async (run: () => Promise<Answer<OnlineMatch>>) => {
    const asked = Date.now();
    const r = await run();
    const received = Date.now();
    if (r.ok) {
      rtt.current = received - asked;
      setClocks((old) => withAnswer(old, r.value, received, received - asked));
    }
    return r;
  };
  const reloadRef = useRef<() => Promise<void>>(async () => undefined);
  const noClock = !view.clock && view.status === 'ACTIVE';

  const { live, busy, act, reload } = useServerView({
    view,
    apply: (next: OnlineMatch) => dispatch({ type: 'view', view: next }),
    refuse: (message) => dispatch({ type: 'refused', message }),
    load: (id) => timed(() => loadMatchAction(id)),
    send: (id, seq, intent: MatchIntent) => timed(() => matchAction(id, seq, intent)),
    open: isLive(view.status) || mayBeAnnulled(view),
    liveUrl,
    request: subscriptionRequest,
    pick: (data: MatchUpdatedSubscription) => data.matchUpdated,
    pollMs: POLL_MS,
    networkError: t('errors.network'),
    onEvent: (event) => {
      setClocks((old) => withEvent(old, event, Date.now(), rtt.current));
      // Without a clock, a player's presence decides the abandonment claim: ask for it afresh.
      if (event.presence && noClock) void reloadRef.current();
    },
  });
  useEffect(() => {
    reloadRef.current = reload;
  }, [reload]);

  // A page rendered on the server does not know how late it arrived: one timed answer sets the clocks right.
  const calibrate = useRef(Boolean(initial.clock) && isLive(initial.status));
  useEffect(() => {
    if (!calibrate.current) return;
    calibrate.current = false;
    void reload();
  }, [reload]);

  // When the running clock runs out the server records the timeout; the board asks until it sees it.
  const deadline =
    clocks.clock && view.status === 'ACTIVE' ? localDeadline(clocks.clock, clocks.offsetMs) : null;
  useEffect(() => {
    if (deadline === null) return;
    let retry: ReturnType<typeof setInterval> | undefined;
    const timer = setTimeout(
      () => {
        void reload();
        retry = setInterval(() => void reload(), TIMEOUT_RETRY_MS);
      },
      Math.max(0, deadline - Date.now()) + TIMEOUT_GRACE_MS,
    );
    return () => {
      clearTimeout(timer);
      clearInterval(retry);
    };
  }, [deadline, reload]);

  const names = useMemo((): readonly [string, string] => {
    const of = (side: Side) => view.players.find((p) => p.side === side)?.user.displayName ?? '—';
    return [of(0), of(1)];
  }, [view.players]);
  const turn = useMemo(() => turnOf(view, moves), [view, moves]);
  const controls = matchControls(view, turn, busy);
  const {
    me,
    player,
    active,
    opening,
    offer,
    onRoll,
    canRoll,
    canMove,
    canDouble,
    canResign,
    toAnswer,
    actor,
  } = controls;
  const lines = useMemo(() => logLines(view), [view]);
  const lineText = useLogText(names);

  // Screen readers hear each new entry of the log (not the ones already there when the page opened).
  const lastLine = lines.at(-1);
  const announcement = lastLine && view.seq !== firstSeq ? lineText(lastLine) : '';

  const roll = () => void act({ type: 'roll' });

  // Auto-roll (an option): when rolling is all the player can do, once per state the server sent.
  const autoRollAt = boardOptions.autoRoll && canRoll && !canDouble && !busy ? view.seq : null;
  const autoRolled = useRef<number | null>(null);
  useEffect(() => {
    if (autoRollAt === null || autoRolled.current === autoRollAt) return;
    autoRolled.current = autoRollAt;
    void act({ type: 'roll' });
  }, [autoRollAt, act]);
  const confirm = () => {
    if (turn.complete) void act({ type: 'play', moves: playInput(moves) });
  };
  // The local board's dialogs speak GameAction; here each answer is one request to the server.
  const dialogDispatch = (a: GameAction) => {
    if (a.type === 'cube') void act({ type: a.action });
    else if (a.type === 'resign') void act({ type: 'resign', kind: a.kind });
    else if (a.type === 'answerResignation')
      void act({ type: a.accept ? 'acceptResignation' : 'rejectResignation' });
  };

  // Keyboard: R rolls, U undoes, Enter confirms, Esc drops the selection (as on the local board).
  const keys = useRef<(e: KeyboardEvent) => void>(() => undefined);
  useEffect(() => {
    keys.current = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      const tag = target?.tagName;
      if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
      const key = e.key.toLowerCase();
      if (key === 'r' && canRoll) {
        e.preventDefault();
        roll();
      } else if (key === 'u' && canMove && moves.length > 0) {
        e.preventDefault();
        dispatch({ type: 'undo' });
      } else if (key === 'enter' && tag !== 'BUTTON' && tag !== 'A' && canMove && turn.complete) {
        e.preventDefault();
        confirm();
      } else if (key === 'escape') {
        dispatch({ type: 'select', from: null });
      }
    };
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => keys.current(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const viewer: Side = me ?? 0;
  const game = engineGame(view);
  const options = engineOptions(view);
  const actorName = actor === null ? '' : names[actor];

  const line = statusLine(view, controls, turn, busy);
  const status =
    line.kind === 'none'
      ? ''
      : line.kind === 'complete'
        ? tp('status.complete')
        : t(`status.${line.kind}`, {
            // A challenge names the challenged player (side 1); the rest, the side the match waits for.
            name: line.kind === 'challenged' ? names[1] : actorName,
            dice: 'dice' in line ? diceText(line.dice) : '',
          });

  const rolled = active ? lastRollShown(view.log) : null;
  const finished = justFinishedGame(view);
  let notice: string | null = null;
  if (finished && finished.winner !== null && finished.winner !== undefined) {
    notice = t('result.lastGame', {
      name: names[finished.winner as Side],
      number: finished.index + 1,
      points: tp('result.points', {
        points: finished.points ?? 0,
        kind: tp(`result.kinds.${finished.kind ?? 'single'}`),
      }),
    });
  } else if (rolled?.kind === 'pass')
    notice = tp('status.pass', { name: names[rolled.side], dice: diceText(rolled.dice) });
  else if (rolled?.kind === 'openingTie')
    notice = tp('status.openingTie', { dice: `${rolled.dice[0]}-${rolled.dice[1]}` });
  else if (rolled?.kind === 'opening')
    notice = tp('status.openingWon', { name: names[rolled.starter], dice: diceText(rolled.dice) });

  const lengthText = tp(`score.${lengthKind(view.options.length)}`, { count: view.options.length });

  let panel: ReactNode;
  if (view.status === 'FINISHED') {
    panel = <OnlineMatchResult view={view} names={names} />;
  } else if (toAnswer && view.resignation) {
    panel = <ResignAnswer game={game} options={options} names={names} dispatch={dialogDispatch} />;
  } else if (toAnswer && offer) {
    panel = <CubeDialog game={game} options={options} names={names} dispatch={dialogDispatch} />;
  } else if (resignOpen && canResign && me !== null) {
    panel = (
      <ResignOffer
        game={game}
        options={options}
        side={me}
        dispatch={dialogDispatch}
        onClose={() => setResignAt(null)}
      />
    );
  } else {
    panel = (
      <section className={styles.card} aria-label={tp('score.label')}>
        {notice && (
          <p className={styles.notice} data-testid="notice">
            {notice}
          </p>
        )}
        {!player && <p className={styles.help}>{t('spectator')}</p>}
        {clocks.forfeitClaim && isLive(view.status) && (
          <ForfeitNotice
            claim={clocks.forfeitClaim}
            viewer={me}
            names={names}
            busy={busy}
            onClaim={() => void act({ type: 'claimForfeit' })}
          />
        )}
        <p className={styles.status} data-testid="turn-status">
          {status}
        </p>
        {player && active && (
          <div className={styles.buttons}>
            {(opening || onRoll) && (
              <button
                type="button"
                className={styles.buttonPrimary}
                onClick={roll}
                disabled={!canRoll}
                aria-keyshortcuts="R"
              >
                {tp('controls.roll')}
              </button>
            )}
            {onRoll && mayDouble(view, me) && (
              <button
                type="button"
                className={styles.button}
                onClick={() => void act({ type: 'double' })}
                disabled={!canDouble}
              >
                {tp('controls.double', { value: view.cube.value * 2 })}
              </button>
            )}
            {turn.mover !== null && (
              <>
                <button
                  type="button"
                  className={styles.buttonPrimary}
                  disabled={!turn.complete || busy}
                  onClick={confirm}
                  aria-keyshortcuts="Enter"
                >
                  {tp('controls.confirm')}
                </button>
                <button
                  type="button"
                  className={styles.button}
                  disabled={moves.length === 0 || busy}
                  onClick={() => dispatch({ type: 'undo' })}
                  aria-keyshortcuts="U"
                >
                  {tp('controls.undo')}
                </button>
              </>
            )}
            {canResign && (
              <button
                type="button"
                className={styles.buttonQuiet}
                onClick={() => setResignAt(view.seq)}
                disabled={busy}
              >
                {tp('controls.resign')}
              </button>
            )}
          </div>
        )}
      </section>
    );
  }

  const sideChip = (side: Side) => (
    <span
      className={styles.playerChip}
      data-active={active && actor === side ? 'true' : 'false'}
      data-testid={`player-${side}`}
    >
      <span
        className={`${styles.swatch} ${side === viewer ? styles.swatchCyan : styles.swatchPink}`}
        aria-hidden="true"
      />
      <span>{side === me ? t('you', { name: names[side] }) : names[side]}</span>
      <span className={styles.scoreNumber}>{view.score[side]}</span>
      {clocks.clock &&
        (view.timeControl?.daysPerMove ? (
          <MoveDeadline clock={clocks.clock} offsetMs={clocks.offsetMs} side={side} name={names[side]} />
        ) : (
          <PlayerClock clock={clocks.clock} offsetMs={clocks.offsetMs} side={side} name={names[side]} />
        ))}
      {side !== me && isLive(view.status) && <PresenceBadge presence={clocks.presence} side={side} />}
    </span>
  );

  const colorNames = COLOR_NAMES[boardOptions.colors];
  const pieces = (side: Side, count: number) =>
    side === me
      ? tp('board.mine', { count })
      : tp('board.of', { count, color: tp(`colors.${colorNames[side === viewer ? 0 : 1]}`) });
  // One tap (an option): a checker with a single legal destination goes there at once.
  const select = (from: number | null) => {
    const only = from !== null && boardOptions.oneTap ? destinations(turn, from) : [];
    if (from !== null && only.length === 1) dispatch({ type: 'move', from, to: only[0] });
    else dispatch({ type: 'select', from });
  };
  const homeStretch = canMove && turn.mover === viewer && bearingIn(turn.board, viewer);
  const zoom = homeStretch && (zoomPick ?? boardOptions.homeZoom);
  const owner = asSide(view.cube.owner);

  return (
    <div className={[styles.layout, paletteClass(boardOptions.colors)].filter(Boolean).join(' ')}>
      <h1 className={styles.srOnly}>{t('heading', { a: names[0], b: names[1] })}</h1>
      <div className={styles.boardColumn}>
        <div className={styles.scoreBar} aria-label={tp('score.label')} role="group">
          {sideChip(0)}
          {sideChip(1)}
          <span className={styles.matchInfo}>
            {lengthText}
            {view.options.length !== 1 && ` · ${tp('score.game', { number: view.gameNumber + 1 })}`}
            {view.timeControl && (
              <>
                {' · '}
                <TimeControlText timeControl={view.timeControl} />
              </>
            )}
          </span>
          {clocks.clock && <PausedNote clock={clocks.clock} />}
          {view.crawfordGame && (
            <span className={styles.crawford} data-testid="crawford">
              {tp('score.crawford')}
            </span>
          )}
        </div>
        <div className={styles.boardWrap}>
          <Board
            board={turn.board}
            viewer={viewer}
            numbering={viewer}
            mover={canMove ? turn.mover : null}
            sources={canMove ? sources(turn) : []}
            selected={canMove ? selected : null}
            destinations={canMove ? destinations(turn, selected) : []}
            dice={diceShowOf(view, turn)}
            cube={
              view.options.cube
                ? {
                    value: view.cube.value,
                    owner: owner ?? 'centred',
                    ownerName: owner === null ? '' : names[owner],
                  }
                : null
            }
            pieces={pieces}
            onSelect={select}
            onMove={(from, to) => dispatch({ type: 'move', from, to })}
            mirrored={boardOptions.direction === 'left'}
            zoom={zoom}
            colors={boardOptions.colors}
            motion={motionOf(boardOptions.animation, reduced)}
          />
        </div>
        <p className={styles.pips} data-testid="pips">
          {tp('score.pips')}: <strong>{tp('score.pipsOf', { name: names[0], pips: view.pips[0] })}</strong> ·{' '}
          <strong>{tp('score.pipsOf', { name: names[1], pips: view.pips[1] })}</strong>
        </p>
        <p className={online.liveBar}>
          {isLive(view.status) && (
            <span role="status" data-testid="live-state" data-state={live}>
              <span className={online.liveDot} data-state={live} aria-hidden="true" />
              {t(`connection.${live}`)}
            </span>
          )}
          <span data-testid="match-seq" data-seq={view.seq}>
            {t('seq', { seq: view.seq })}
          </span>
        </p>
      </div>
      <div className={styles.panel}>
        {error && (
          <p className={styles.error} role="alert" data-testid="match-error">
            {error}
          </p>
        )}
        {homeStretch && (
          <div className={styles.boardTools}>
            <button
              type="button"
              className={styles.button}
              aria-pressed={zoom}
              onClick={() => setZoomPick(!zoom)}
              data-testid="zoom-toggle"
            >
              {zoom ? tp('zoom.out') : tp('zoom.in')}
            </button>
          </div>
        )}
        {panel}
        {chat && (
          <MatchChat
            matchId={view.id}
            initial={chat}
            liveUrl={liveUrl}
            others={view.players
              .filter((p) => p.side !== me)
              .map((p) => ({ id: p.user.id, name: p.user.displayName }))}
          />
        )}
        <OnlineLog lines={lines} names={names} />
        <BoardOptionsPanel
          options={boardOptions}
          onChange={setBoardOptions}
          member={memberOptions !== null}
          reducedMotion={reduced}
          flags={['autoRoll', 'oneTap', 'homeZoom']}
        />
        <FairDice view={view} />
        {player && active && <p className={styles.help}>{tp('controls.keyboard')}</p>}
        <p>
          <Link href="/challenges">{t('result.backToChallenges')}</Link> ·{' '}
          <Link href="/rules">{tp('hub.rulesLink')}</Link>
        </p>
      </div>
      <div className={styles.srOnly} aria-live="polite" data-testid="announcer">
        {announcement}
      </div>
    </div>
  );
}
