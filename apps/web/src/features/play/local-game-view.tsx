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
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { PlayerClock } from '@/features/clocks/match-clocks';
import { Board, type DiceShow } from './board';
import { CubeDialog, ResignAnswer, ResignOffer } from './dialogs';
import { GameLog } from './game-log';
import { GameResult, MatchResult } from './result-panel';
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
import { botToAct, useBot } from './use-bot';

type Action = GameAction | { type: 'load'; game: LocalGame };

function reducer(state: LocalGame | null, action: Action): LocalGame | null {
  if (action.type === 'load') return action.game;
  return state ? reduce(state, action) : state;
}

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const change = () => setReduced(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return reduced;
}

export function LocalGameView() {
  const t = useTranslations('play');
  const errors = useTranslations('errors');
  const [game, dispatchRaw] = useReducer(reducer, null);
  const dispatch = useCallback((a: GameAction) => dispatchRaw(a), []);
  const [resignOpen, setResignOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [botError, setBotError] = useState<string | null>(null);
  const reduced = useReducedMotion();
  const diceSource = useRef<DiceSource | null>(null);
  const dice = useCallback(() => (diceSource.current ??= cryptoDice()), []);

  useEffect(() => {
    dispatchRaw({ type: 'load', game: loadGame(window.localStorage) ?? startLocalGame(DEFAULT_SETTINGS) });
  }, []);
  useEffect(() => {
    if (game) saveGame(window.localStorage, game);
  }, [game]);

  useBot(game, dispatch, dice, reduced ? { think: 60, step: 120 } : { think: 450, step: 500 }, setBotError);

  // The clock (when the settings ask for one) follows the person to act; when it runs out, they lose.
  const clockTo = game?.clock ? clockSide(game) : null;
  const clockOn = game?.clock?.state.running ?? null;
  useEffect(() => {
    if (game?.clock && clockTo !== clockOn) dispatch({ type: 'clock', now: Date.now() });
  }, [game?.clock, clockTo, clockOn, dispatch]);
  const deadline = game?.clock ? clockDeadline(game.clock.tc, game.clock.state) : null;
  useEffect(() => {
    if (deadline === null) return;
    const timer = setTimeout(() => dispatch({ type: 'timeout', now: Date.now() }), deadline - Date.now() + 1);
    return () => clearTimeout(timer);
  }, [deadline, dispatch]);
  const faces = useMemo(() => (game?.clock ? clockFaces(game.clock) : null), [game?.clock]);

  const names: readonly [string, string] =
    game?.settings.mode === 'computer'
      ? [t('names.you'), t('names.computerShort')]
      : [t('names.player1'), t('names.player2')];

  // Screen-reader announcements of rolls, moves and plays.
  const g = game ? currentGame(game.match) : null;
  const lastEvent = g?.events.at(-1);
  const eventCount = g ? `${g.index}:${g.events.length}` : '';
  const movesCount = game?.moves.length ?? 0;
  const lastMoves = useRef(0);
  useEffect(() => {
    if (!game || !lastEvent) return;
    const name = 'side' in lastEvent ? names[lastEvent.side] : '';
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
    if (!game) return;
    if (movesCount > lastMoves.current) {
      const m = game.moves[movesCount - 1];
      const side = currentGame(game.match).turn ?? 0;
      setAnnouncement(t('announce.moved', { name: names[side], move: formatPlay([m]) }));
    }
    lastMoves.current = movesCount;
  }, [movesCount]);

  const view = game ? turnView(game) : null;
  const human = game ? humanSide(game) : null;
  const over = game ? matchOver(game) : false;
  const unseen = game ? unseenResult(game) : null;
  const waitingForBot = botToAct(game);
  const opening = g?.phase === 'opening' && !over && !unseen;
  const canRoll =
    !!g &&
    !unseen &&
    !over &&
    (opening || (human !== null && g.phase === 'rolling' && !g.cube.offer && !g.resignation));
  const canMove = !!view && view.mover !== null && human === view.mover;

  // Keyboard: R rolls, U undoes, Enter confirms, Esc drops the selection.
  const keys = useRef<(e: KeyboardEvent) => void>(() => undefined);
  keys.current = (e: KeyboardEvent) => {
    if (!game || e.altKey || e.ctrlKey || e.metaKey) return;
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
    } else if (key === 'enter' && tag !== 'BUTTON' && tag !== 'A' && canMove && view?.complete) {
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

  if (!game || !g || !view) {
    return (
      <p className={styles.status} role="status">
        {t('loading')}
      </p>
    );
  }

  const { match, settings } = game;
  const options = match.options;
  const act = sideToAct(match);
  const viewer: Side = settings.mode === 'computer' ? HUMAN_SIDE : 0;
  const numbering: Side = settings.mode === 'computer' ? HUMAN_SIDE : (act ?? g.turn ?? 0);
  const pieces = (side: Side, count: number) =>
    settings.mode === 'computer' && side === HUMAN_SIDE
      ? t('board.mine', { count })
      : t('board.of', { count, color: t(side === 0 ? 'colors.cyan' : 'colors.pink') });

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
    canDouble(g.cube, human, {
      enabled: options.cube,
      crawford: g.crawford,
      maxValue: options.maxCube,
      beaver: options.beaver,
      raccoon: options.raccoon,
      beaverRefusal: options.beaverRefusal,
    }).ok;

  const roll = () => dispatch({ type: 'roll', dice: dice().roll() });
  const turnName = act !== null ? names[act] : '';

  let status: string;
  if (opening) status = t('status.opening');
  else if (waitingForBot) status = t('status.thinking');
  else if (g.resignation) status = t('status.waitResign', { name: turnName });
  else if (g.cube.offer) status = t('status.waitDouble', { name: turnName });
  else if (canMove && view.complete) status = t('status.complete');
  else if (canMove && view.dice) status = t('status.move', { name: turnName, dice: diceText(view.dice) });
  else if (act !== null) status = t('status.roll', { name: turnName });
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
    <div className={styles.layout}>
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
            onSelect={(from) => dispatch({ type: 'select', from })}
            onMove={(from, to) => dispatch({ type: 'move', from, to })}
          />
          <p className={styles.pips} data-testid="pips">
            {t('score.pips')}:{' '}
            <strong>{t('score.pipsOf', { name: names[0], pips: pipCount(view.board, 0) })}</strong> ·{' '}
            <strong>{t('score.pipsOf', { name: names[1], pips: pipCount(view.board, 1) })}</strong>
          </p>
        </div>
      </div>
      <div className={styles.panel}>
        {panel}
        <GameLog match={match} names={names} />
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
