'use client';

/**
 * The board page of a local game (against the computer or two on one device): the engine in the
 * browser, no server round trip, the state kept in localStorage so a reload changes nothing.
 */
import {
  type DiceSource,
  type Side,
  canDouble,
  clockDeadline,
  cryptoDice,
  currentGame,
  diceToPlay,
  formatPlay,
  pipCount,
  sideToAct,
} from '@gamao/engine';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { Link } from '@/i18n/navigation';
import { Board, type DiceShow, paletteClass } from './board';
import { type BoardOptions, COLOR_NAMES, autoBearOffPlay, bearingIn, motionOf } from './board-options';
import { BoardOptionsPanel } from './board-options-panel';
import { GameLog } from './game-log';
import {
  type GameAction,
  type LocalGame,
  HUMAN_SIDE,
  clockSide,
  destinations,
  humanSide,
  matchOver,
  reduce,
  sources,
  startLocalGame,
  turnView,
  unseenResult,
} from './controller';
import { clockFaces } from './local-clock';
import { diceText } from './log';
import styles from './play.module.css';
import { DEFAULT_SETTINGS } from './settings';
import { loadGame, saveGame } from './storage';
import { playSound } from './sound';
import { useBoardOptions, useReducedMotion } from './use-board-options';
import { botToAct, useBot, useHint } from './use-bot';

// Shown only when a cube, a resignation or a result comes, or the game has a clock: loaded then, not with the
// board.
const PlayerClock = dynamic(() => import('@/features/clocks/match-clocks').then((m) => m.PlayerClock));
const CubeDialog = dynamic(() => import('./dialogs').then((m) => m.CubeDialog));
const ResignAnswer = dynamic(() => import('./dialogs').then((m) => m.ResignAnswer));
const ResignOffer = dynamic(() => import('./dialogs').then((m) => m.ResignOffer));
const GameResult = dynamic(() => import('./result-panel').then((m) => m.GameResult));
const MatchResult = dynamic(() => import('./result-panel').then((m) => m.MatchResult));

type Action = GameAction | { type: 'load'; game: LocalGame };

function reducer(state: LocalGame, action: Action): LocalGame {
  return action.type === 'load' ? action.game : reduce(state, action);
}

/** The person on roll may turn the cube now (the engine's rule with the match's options). */
function doubleAllowed(game: LocalGame): boolean {
  const human = humanSide(game);
  if (human === null) return false;
  const g = currentGame(game.match);
  const o = game.match.options;
  return canDouble(g.cube, human, {
    enabled: o.cube,
    crawford: g.crawford,
    maxValue: o.maxCube,
    beaver: o.beaver,
    raccoon: o.raccoon,
    beaverRefusal: o.beaverRefusal,
  }).ok;
}

/** `memberOptions`: a signed-in member's board options (null: a guest's, from this browser). */
export function LocalGameView({ memberOptions = null }: { memberOptions?: BoardOptions | null }) {
  const t = useTranslations('play');
  const errors = useTranslations('errors');
  // A new game with the default settings, rendered on the server too: the board paints with the page. A game
  // saved in this browser replaces it before the first paint of the client (a layout effect).
  const [game, dispatchRaw] = useReducer(reducer, DEFAULT_SETTINGS, startLocalGame);
  const dispatch = useCallback((a: GameAction) => dispatchRaw(a), []);
  const [resignOpen, setResignOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [botError, setBotError] = useState<string | null>(null);
  const reduced = useReducedMotion();
  const [boardOptions, setBoardOptions] = useBoardOptions(memberOptions);
  const motion = motionOf(boardOptions.animation, reduced);
  const [zoomPick, setZoomPick] = useState<boolean | null>(null);
  const diceSource = useRef<DiceSource | null>(null);
  const dice = useCallback(() => (diceSource.current ??= cryptoDice()), []);

  useLayoutEffect(() => {
    const saved = loadGame(window.localStorage);
    if (saved) dispatchRaw({ type: 'load', game: saved });
  }, []);
  useEffect(() => {
    saveGame(window.localStorage, game);
  }, [game]);

  useBot(game, dispatch, dice, motion.bot, setBotError);

  // The clock (when the settings ask for one) follows the person to act; when it runs out, they lose.
  const clockTo = game.clock ? clockSide(game) : null;
  const clockOn = game.clock?.state.running ?? null;
  useEffect(() => {
    if (game.clock && clockTo !== clockOn) dispatch({ type: 'clock', now: Date.now() });
  }, [game.clock, clockTo, clockOn, dispatch]);
  const deadline = game.clock ? clockDeadline(game.clock.tc, game.clock.state) : null;
  useEffect(() => {
    if (deadline === null) return;
    const timer = setTimeout(() => dispatch({ type: 'timeout', now: Date.now() }), deadline - Date.now() + 1);
    return () => clearTimeout(timer);
  }, [deadline, dispatch]);
  const faces = useMemo(() => (game.clock ? clockFaces(game.clock) : null), [game.clock]);

  const names: readonly [string, string] =
    game.settings.mode === 'computer'
      ? [t('names.you'), t('names.computerShort')]
      : [t('names.player1'), t('names.player2')];

  // Screen-reader announcements of rolls, moves and plays.
  const g = currentGame(game.match);
  const lastEvent = g.events.at(-1);
  const eventCount = `${g.index}:${g.events.length}`;
  const movesCount = game.moves.length;
  const lastMoves = useRef(0);
  useEffect(() => {
    if (!lastEvent) return;
    const name = 'side' in lastEvent ? names[lastEvent.side] : '';
    if (boardOptions.sound && (lastEvent.type === 'roll' || lastEvent.type === 'openingRoll'))
      playSound('roll');
    if (lastEvent.type === 'roll') {
      setAnnouncement(
        lastEvent.pass
          ? t('status.pass', { name, dice: diceText(lastEvent.dice) })
          : t('announce.rolled', { name, dice: diceText(lastEvent.dice) }),
      );
    } else if (lastEvent.type === 'play') {
      setAnnouncement(t('announce.played', { name, play: formatPlay(lastEvent.moves) }));
    } else if (lastEvent.type === 'openingRoll') {
      setAnnouncement(
        lastEvent.starter === null
          ? t('status.openingTie', { dice: `${lastEvent.dice[0]}-${lastEvent.dice[1]}` })
          : t('status.openingWon', { name: names[lastEvent.starter], dice: diceText(lastEvent.dice) }),
      );
    }
  }, [eventCount]);
  useEffect(() => {
    if (movesCount > lastMoves.current) {
      if (boardOptions.sound) playSound('move');
      const m = game.moves[movesCount - 1];
      const side = currentGame(game.match).turn ?? 0;
      setAnnouncement(t('announce.moved', { name: names[side], move: formatPlay([m]) }));
    }
    lastMoves.current = movesCount;
  }, [movesCount]);

  const view = turnView(game);
  const human = humanSide(game);
  const over = matchOver(game);
  const unseen = unseenResult(game);
  const waitingForBot = botToAct(game);
  const opening = g.phase === 'opening' && !over && !unseen;
  const canRoll =
    !unseen &&
    !over &&
    (opening || (human !== null && g.phase === 'rolling' && !g.cube.offer && !g.resignation));
  const canMove = view.mover !== null && human === view.mover;
  const positionKey = `${game.match.games.length}:${game.match.actionCount}`;
  const hint = useHint(positionKey);

  // Auto-roll: when rolling is all the person can do (no cube to turn), the dice go at once.
  const onlyRoll =
    boardOptions.autoRoll &&
    !unseen &&
    !over &&
    ((g.phase === 'opening' && !g.resignation) ||
      (human !== null &&
        g.phase === 'rolling' &&
        g.turn === human &&
        !g.cube.offer &&
        !g.resignation &&
        !doubleAllowed(game)));
  useEffect(() => {
    if (!onlyRoll) return;
    const timer = setTimeout(() => dispatch({ type: 'roll', dice: dice().roll() }), motion.bot.think);
    return () => clearTimeout(timer);
  }, [onlyRoll, positionKey, dispatch, dice, motion.bot.think]);

  // Auto bear-off: in a race with every checker home, the play that takes off the most, move by move.
  const bearOff =
    boardOptions.autoBearOff && canMove && game.moves.length === 0 && view.dice
      ? autoBearOffPlay(view.board, view.mover as Side, view.dice)
      : null;
  const bearOffKey = bearOff ? `${positionKey}:${formatPlay(bearOff)}` : '';
  useEffect(() => {
    if (!bearOff) return;
    const timers = bearOff.map((m, k) =>
      setTimeout(
        () => dispatch({ type: 'move', from: m.from, to: m.to, die: m.die }),
        (k + 1) * motion.bot.step,
      ),
    );
    timers.push(
      setTimeout(
        () => dispatch({ type: 'playMoves', moves: bearOff }),
        (bearOff.length + 1) * motion.bot.step,
      ),
    );
    return () => timers.forEach(clearTimeout);
    // The key names the play at this position.
  }, [bearOffKey]);

  // Keyboard: R rolls, U undoes, Enter confirms, Esc drops the selection.
  const keys = useRef<(e: KeyboardEvent) => void>(() => undefined);
  keys.current = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target as HTMLElement | null;
    const tag = target?.tagName;
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
    const key = e.key.toLowerCase();
    if (key === 'r' && canRoll) {
      e.preventDefault();
      dispatch({ type: 'roll', dice: dice().roll() });
    } else if (key === 'u' && canMove && game.moves.length > 0) {
      e.preventDefault();
      dispatch({ type: 'undo' });
    } else if (key === 'enter' && tag !== 'BUTTON' && tag !== 'A' && canMove && view.complete) {
      e.preventDefault();
      dispatch({ type: 'confirm' });
    } else if (key === 'escape') {
      dispatch({ type: 'select', from: null });
    }
  };
  useEffect(() => {
    const listener = (e: KeyboardEvent) => keys.current(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const { match, settings } = game;
  const options = match.options;
  const act = sideToAct(match);
  const viewer: Side = settings.mode === 'computer' ? HUMAN_SIDE : 0;
  const numbering: Side = settings.mode === 'computer' ? HUMAN_SIDE : (act ?? g.turn ?? 0);
  const colorNames = COLOR_NAMES[boardOptions.colors];
  const pieces = (side: Side, count: number) =>
    settings.mode === 'computer' && side === HUMAN_SIDE
      ? t('board.mine', { count })
      : t('board.of', { count, color: t(`colors.${colorNames[side === viewer ? 0 : 1]}`) });

  const rollId =
    g.index * 1000 + g.events.filter((e) => e.type === 'roll' || e.type === 'openingRoll').length;
  let diceShow: DiceShow | null = null;
  if (view.mover !== null && view.dice) {
    const doubles = view.dice[0] === view.dice[1];
    const values: number[] = doubles ? diceToPlay(view.dice) : [...view.dice];
    const left = [...view.remaining] as number[];
    const used = values.map((v) => {
      const i = left.indexOf(v);
      if (i < 0) return true;
      left.splice(i, 1);
      return false;
    });
    diceShow = { roller: view.mover, values, used, rollId };
  } else if (lastEvent?.type === 'openingRoll' && lastEvent.starter === null) {
    diceShow = { roller: null, values: [...lastEvent.dice], used: [false, false], rollId };
  } else if (lastEvent?.type === 'roll' && lastEvent.pass) {
    diceShow = { roller: lastEvent.side, values: [...lastEvent.dice], used: [true, true], rollId };
  }

  const cube = options.cube
    ? {
        value: g.cube.value,
        owner: g.cube.owner,
        ownerName: g.cube.owner === 'centred' ? '' : names[g.cube.owner],
      }
    : null;
  const mayDouble =
    human !== null &&
    g.phase === 'rolling' &&
    g.turn === human &&
    !g.cube.offer &&
    !g.resignation &&
    doubleAllowed(game);

  const roll = () => dispatch({ type: 'roll', dice: dice().roll() });
  // One tap: a checker with a single legal destination goes there at once (when the option is on).
  const select = (from: number | null) => {
    const only = from !== null && boardOptions.oneTap ? destinations(view, from) : [];
    if (from !== null && only.length === 1) dispatch({ type: 'move', from, to: only[0] });
    else dispatch({ type: 'select', from });
  };
  // The home-board zoom: offered while the person bears in; on by itself when the option says so.
  const homeStretch = canMove && view.mover === viewer && bearingIn(view.board, viewer);
  const zoom = homeStretch && (zoomPick ?? boardOptions.homeZoom);
  // The hint: against the computer only, for the person's own roll (never online or in a tournament).
  const hintAllowed = settings.mode === 'computer' && canMove && !view.complete;
  const turnName = act !== null ? names[act] : '';
  // Against the computer the person is "you": "Sua vez", as online, never "Vez de Você".
  const yours = settings.mode === 'computer' && act === HUMAN_SIDE;

  let status: string;
  if (opening) status = t('status.opening');
  else if (waitingForBot) status = t('status.thinking');
  else if (g.resignation) status = t('status.waitResign', { name: turnName });
  else if (g.cube.offer) status = t('status.waitDouble', { name: turnName });
  else if (canMove && view.complete) status = t('status.complete');
  else if (canMove && view.dice)
    status = yours
      ? t('status.yourMove', { dice: diceText(view.dice) })
      : t('status.move', { name: turnName, dice: diceText(view.dice) });
  else if (act !== null) status = yours ? t('status.yourRoll') : t('status.roll', { name: turnName });
  else status = '';

  const notice = game.notice;
  const noticeText =
    notice === null
      ? null
      : notice.kind === 'pass'
        ? t('status.pass', { name: names[notice.side], dice: diceText(notice.dice) })
        : notice.kind === 'openingTie'
          ? t('status.openingTie', { dice: `${notice.dice[0]}-${notice.dice[1]}` })
          : g.events.length <= 2
            ? t('status.openingWon', { name: names[notice.starter], dice: diceText(notice.dice) })
            : null;

  const errorText = game.error
    ? errors.has(game.error)
      ? errors(game.error)
      : t('errors.other', { code: game.error })
    : botError;

  const lengthText =
    options.length === 0
      ? t('score.money')
      : options.length === 1
        ? t('score.singleGame')
        : t('score.matchTo', { count: options.length });

  let panel: ReactNode;
  if (over) {
    panel = <MatchResult match={match} names={names} onAgain={() => dispatch({ type: 'newMatch' })} />;
  } else if (unseen) {
    panel = (
      <GameResult game={unseen} match={match} names={names} onNext={() => dispatch({ type: 'seenResult' })} />
    );
  } else if (g.resignation && human !== null) {
    panel = <ResignAnswer game={g} options={options} names={names} dispatch={dispatch} />;
  } else if (g.cube.offer && human !== null) {
    panel = <CubeDialog game={g} options={options} names={names} dispatch={dispatch} />;
  } else if (resignOpen && human !== null) {
    panel = (
      <ResignOffer
        game={g}
        options={options}
        side={human}
        dispatch={dispatch}
        onClose={() => setResignOpen(false)}
      />
    );
  } else {
    panel = (
      <section className={styles.card} aria-label={t('score.label')}>
        {noticeText && (
          <p className={styles.notice} data-testid="notice">
            {noticeText}
          </p>
        )}
        {errorText && <p className={styles.error}>{errorText}</p>}
        <p className={styles.status} data-testid="turn-status">
          {status}
        </p>
        <div className={styles.buttons}>
          {canRoll && (
            <button type="button" className={styles.buttonPrimary} onClick={roll} aria-keyshortcuts="R">
              {t('controls.roll')}
            </button>
          )}
          {mayDouble && (
            <button
              type="button"
              className={styles.button}
              onClick={() => dispatch({ type: 'cube', action: 'double' })}
            >
              {t('controls.double', { value: g.cube.value * 2 })}
            </button>
          )}
          {canMove && (
            <>
              <button
                type="button"
                className={styles.buttonPrimary}
                disabled={!view.complete}
                onClick={() => dispatch({ type: 'confirm' })}
                aria-keyshortcuts="Enter"
              >
                {t('controls.confirm')}
              </button>
              <button
                type="button"
                className={styles.button}
                disabled={game.moves.length === 0}
                onClick={() => dispatch({ type: 'undo' })}
                aria-keyshortcuts="U"
              >
                {t('controls.undo')}
              </button>
            </>
          )}
          {human !== null && !opening && (canMove || g.phase === 'rolling') && (
            <button type="button" className={styles.buttonQuiet} onClick={() => setResignOpen(true)}>
              {t('controls.resign')}
            </button>
          )}
        </div>
      </section>
    );
  }

  const sideChip = (side: Side) => (
    <span
      className={styles.playerChip}
      data-active={act === side ? 'true' : 'false'}
      data-testid={`player-${side}`}
    >
      <span
        className={`${styles.swatch} ${side === 0 ? styles.swatchCyan : styles.swatchPink}`}
        aria-hidden="true"
      />
      <span>
        {settings.mode === 'computer' && side !== HUMAN_SIDE
          ? t('names.computer', { level: t(`hub.levels.${settings.level}`) })
          : names[side]}
      </span>
      <span className={styles.scoreNumber}>{match.match.score[side]}</span>
      {faces && (settings.mode === 'hotseat' || side === HUMAN_SIDE) && (
        <PlayerClock clock={faces} offsetMs={0} side={side} name={names[side]} />
      )}
    </span>
  );

  return (
    <div className={[styles.layout, paletteClass(boardOptions.colors)].filter(Boolean).join(' ')}>
      <div className={styles.boardColumn}>
        <div className={styles.boardWrap}>
          <div className={styles.scoreBar} aria-label={t('score.label')} role="group">
            {sideChip(0)}
            {sideChip(1)}
            <span className={styles.matchInfo}>
              {lengthText}
              {options.length !== 1 && ` · ${t('score.game', { number: g.index + 1 })}`}
            </span>
            {g.crawford && <span className={styles.crawford}>{t('score.crawford')}</span>}
          </div>
          <Board
            board={view.board}
            viewer={viewer}
            numbering={numbering}
            mover={canMove ? view.mover : waitingForBot ? view.mover : null}
            sources={canMove ? sources(view) : []}
            selected={canMove ? game.selected : null}
            destinations={canMove ? destinations(view, game.selected) : []}
            dice={diceShow}
            cube={cube}
            pieces={pieces}
            onSelect={select}
            onMove={(from, to) => dispatch({ type: 'move', from, to })}
            mirrored={boardOptions.direction === 'left'}
            zoom={zoom}
            colors={boardOptions.colors}
            motion={motion}
          />
          <p className={styles.pips} data-testid="pips">
            {t('score.pips')}:{' '}
            <strong>{t('score.pipsOf', { name: names[0], pips: pipCount(view.board, 0) })}</strong> ·{' '}
            <strong>{t('score.pipsOf', { name: names[1], pips: pipCount(view.board, 1) })}</strong>
          </p>
        </div>
      </div>
      <div className={styles.panel}>
        {(homeStretch || hintAllowed) && (
          <div className={styles.boardTools}>
            {homeStretch && (
              <button
                type="button"
                className={styles.button}
                aria-pressed={zoom}
                onClick={() => setZoomPick(!zoom)}
                data-testid="zoom-toggle"
              >
                {zoom ? t('zoom.out') : t('zoom.in')}
              </button>
            )}
            {hintAllowed && (
              <button
                type="button"
                className={styles.button}
                onClick={() => hint.ask(game.match, view.mover as Side)}
                disabled={hint.hints === 'thinking'}
                data-testid="hint-button"
              >
                {t('hint.button')}
              </button>
            )}
          </div>
        )}
        {hintAllowed && hint.hints !== null && (
          <section className={styles.card} aria-live="polite" data-testid="hints">
            {hint.hints === 'thinking' ? (
              <p className={styles.help}>{t('hint.thinking')}</p>
            ) : hint.hints.length === 0 ? (
              <p className={styles.help}>{t('hint.none')}</p>
            ) : (
              <>
                <h2 className={styles.hintTitle}>
                  {t('hint.title', { dice: diceText(view.dice ?? [0, 0]) })}
                </h2>
                <ol className={styles.hints}>
                  {hint.hints.map((h, i) => (
                    <li key={i}>
                      {formatPlay(h.moves)}{' '}
                      <span className={styles.help}>
                        ({i === 0 ? t('hint.best') : t('hint.loss', { loss: h.loss.toFixed(3) })})
                      </span>
                    </li>
                  ))}
                </ol>
              </>
            )}
          </section>
        )}
        {panel}
        <GameLog match={match} names={names} />
        <BoardOptionsPanel
          options={boardOptions}
          onChange={setBoardOptions}
          member={memberOptions !== null}
          reducedMotion={reduced}
        />
        <p className={styles.help}>{t('controls.keyboard')}</p>
        <p>
          <Link href="/play">{t('controls.changeMode')}</Link> ·{' '}
          <Link href="/rules">{t('hub.rulesLink')}</Link>
        </p>
      </div>
      <div className={styles.srOnly} aria-live="polite" data-testid="announcer">
        {announcement}
      </div>
    </div>
  );
}
