'use client';

/**
 * The replay of a match: the board at every step of its log, the move list, the step controls and keys
 * (←, →, Home, End), the Position ID and Match ID to copy, and the address following the step (`?at=`), so
 * any position can be shared. The steps are computed here from the log (timeline.ts); the analysis, when
 * there is one, is drawn beside them (analysis-panel.tsx).
 */
import type { Side } from '@gamao/engine';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Board } from '@/features/play/board';
import styles from '@/features/play/play.module.css';
import { useLogText } from '@/features/online/online-log';
import { type Decision, type MatchAnalysis, decisionsByAction } from './analysis';
import { CopyButton } from './copy-button';
import { MarkBadge } from './marks';
import replay from './replay.module.css';
import { type ReplayLine, buildReplay, currentLine, diceValues, parseLog } from './timeline';

export interface ReplayViewProps {
  readonly recordId: string;
  readonly names: readonly [string, string];
  readonly log: string;
  readonly initialStep: string | null;
  readonly analysis: MatchAnalysis | null;
  /** The analysis panel, given the step shown and a way to go to another step. */
  readonly renderAnalysis?: (step: number, goTo: (step: number) => void) => ReactNode;
}

/** A line's words: the online log's (a turn without a play is a pass). */
function useLineText(names: readonly [string, string]) {
  const text = useLogText(names);
  return useCallback(
    (line: ReplayLine): string => text(line.kind === 'turn' ? { ...line, pass: line.play === null } : line),
    [text],
  );
}

/** The step buttons' arrows, drawn (the media-control characters are missing from common fonts). */
function StepIcon({ kind }: { kind: 'first' | 'previous' | 'next' | 'last' }) {
  const flip = kind === 'first' || kind === 'previous';
  const bar = kind === 'first' || kind === 'last';
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <g transform={flip ? 'translate(18 0) scale(-1 1)' : undefined} fill="currentColor">
        <path d={bar ? 'M3 3 L12 9 L3 15 Z' : 'M5 3 L14 9 L5 15 Z'} />
        {bar && <rect x="13" y="3" width="2.5" height="12" />}
      </g>
    </svg>
  );
}

const decisionOf = (line: ReplayLine, decisions: Map<number, Decision>): Decision | null =>
  line.kind === 'turn' || line.kind === 'cube'
    ? line.actionIndex === null
      ? null
      : (decisions.get(line.actionIndex) ?? null)
    : null;

export function ReplayView({ recordId, names, log, initialStep, analysis, renderAnalysis }: ReplayViewProps) {
  const t = useTranslations('replay');
  const tp = useTranslations('play');
  const locale = useLocale();
  const parsed = useMemo(() => parseLog(log), [log]);
  const rep = useMemo(() => (parsed ? buildReplay(parsed) : null), [parsed]);
  const count = rep?.steps.length ?? 0;
  const [step, setStep] = useState(() => {
    const n = Number(initialStep);
    return Number.isInteger(n) && n >= 0 && count > 0 ? Math.min(n, count - 1) : 0;
  });
  const listRef = useRef<HTMLDivElement>(null);
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);

  const goTo = useCallback((next: number) => setStep(Math.max(0, Math.min(count - 1, next))), [count]);

  // The address follows the step without a new page load (a shareable link to the position).
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('at') === String(step)) return;
    url.searchParams.set('at', String(step));
    window.history.replaceState(window.history.state, '', url);
  }, [step]);

  // Keys: ← → one step, Home and End the ends (not while typing, and not inside the board's own keys).
  useEffect(() => {
    const listener = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
      const target = e.target as HTMLElement | null;
      const tag = target?.tagName;
      if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
      if (target?.closest('svg')) return;
      const moves: Record<string, () => number> = {
        ArrowLeft: () => step - 1,
        ArrowRight: () => step + 1,
        Home: () => 0,
        End: () => count - 1,
      };
      const to = moves[e.key];
      if (!to) return;
      e.preventDefault();
      goTo(to());
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [step, count, goTo]);

  const lines = rep?.lines ?? [];
  const current = currentLine(lines, step);
  // Keep the current line in sight in the move list (without scrolling the page).
  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!list || !item) return;
    const top = item.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
    if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - item.offsetHeight)
      list.scrollTop = Math.max(0, top - list.clientHeight / 2);
  }, [current]);
  const lineText = useLineText(names);
  const decisions = useMemo(() => decisionsByAction(analysis), [analysis]);

  if (!rep || rep.steps.length === 0) {
    return (
      <p className={styles.error} role="alert" data-testid="replay-error">
        {t('unreadable')}
      </p>
    );
  }
  const s = rep.steps[step];
  const last = count - 1;
  const length = rep.options.length;
  const lengthText = tp(`score.${length === 0 ? 'money' : length === 1 ? 'singleGame' : 'matchTo'}`, {
    count: length,
  });
  const link = `${origin}/${locale}/replay/${encodeURIComponent(recordId)}?at=${step}`;
  const owner = s.cube.owner === 'centred' ? null : s.cube.owner;
  const dice = s.dice
    ? {
        roller: s.dice.roller,
        values: diceValues(s.dice),
        used: diceValues(s.dice).map(() => s.dice?.spent ?? false),
        rollId: step,
      }
    : null;
  const pieces = (side: Side, n: number) =>
    tp('board.of', { count: n, color: tp(side === 0 ? 'colors.cyan' : 'colors.pink') });

  const chip = (side: Side) => (
    <span
      className={styles.playerChip}
      data-active={s.turn === side ? 'true' : 'false'}
      data-testid={`replay-player-${side}`}
    >
      <span
        className={`${styles.swatch} ${side === 0 ? styles.swatchCyan : styles.swatchPink}`}
        aria-hidden="true"
      />
      <span>{names[side]}</span>
      <span className={styles.scoreNumber}>{s.score[side]}</span>
    </span>
  );

  let stepText = t('position', { step, last });
  if (s.result)
    stepText = t('gameWon', {
      name: names[s.result.winner],
      points: s.result.points,
      number: s.game,
    });
  else if (s.cube.offer) stepText = t('offer', { name: names[s.cube.offer.by], value: s.cube.offer.value });
  else if (s.turn !== null && s.dice && !s.dice.spent)
    stepText = t('toMove', {
      name: names[s.turn],
      dice: `${Math.max(...s.dice.dice)}${Math.min(...s.dice.dice)}`,
    });
  else if (s.turn !== null) stepText = t('toRoll', { name: names[s.turn] });

  const games: { key: string; title: string | null; lines: ReplayLine[] }[] = [];
  for (const line of lines) {
    if (line.kind === 'game') games.push({ key: line.key, title: lineText(line), lines: [] });
    else {
      if (games.length === 0) games.push({ key: 'g', title: null, lines: [] });
      games[games.length - 1].lines.push(line);
    }
  }

  return (
    <div className={styles.layout}>
      <div className={styles.boardColumn}>
        <div className={styles.scoreBar} role="group" aria-label={tp('score.label')}>
          {chip(0)}
          {chip(1)}
          <span className={styles.matchInfo}>
            {lengthText} · {tp('score.game', { number: s.game })}
          </span>
          {s.crawford && <span className={styles.crawford}>{tp('score.crawford')}</span>}
        </div>
        <div className={styles.boardWrap}>
          <Board
            board={s.board}
            viewer={0}
            numbering={0}
            mover={null}
            sources={[]}
            selected={null}
            destinations={[]}
            dice={dice}
            cube={
              rep.options.cube
                ? {
                    value: s.cube.value,
                    owner: owner ?? 'centred',
                    ownerName: owner === null ? '' : names[owner],
                  }
                : null
            }
            pieces={pieces}
            onSelect={() => undefined}
            onMove={() => undefined}
          />
        </div>
        <p className={styles.pips} data-testid="replay-pips">
          {tp('score.pips')}: <strong>{tp('score.pipsOf', { name: names[0], pips: s.pips[0] })}</strong> ·{' '}
          <strong>{tp('score.pipsOf', { name: names[1], pips: s.pips[1] })}</strong>
        </p>
        <div className={replay.stepBar} role="group" aria-label={t('controls')}>
          <button
            type="button"
            className={styles.button}
            onClick={() => goTo(0)}
            disabled={step === 0}
            aria-keyshortcuts="Home"
          >
            <StepIcon kind="first" />
            <span className={styles.srOnly}>{t('first')}</span>
          </button>
          <button
            type="button"
            className={styles.button}
            onClick={() => goTo(step - 1)}
            disabled={step === 0}
            aria-keyshortcuts="ArrowLeft"
          >
            <StepIcon kind="previous" />
            <span className={styles.srOnly}>{t('previous')}</span>
          </button>
          <span className={replay.stepCount} data-testid="replay-step" data-step={step} aria-live="polite">
            {t('stepOf', { step, last })}
          </span>
          <button
            type="button"
            className={styles.button}
            onClick={() => goTo(step + 1)}
            disabled={step === last}
            aria-keyshortcuts="ArrowRight"
          >
            <StepIcon kind="next" />
            <span className={styles.srOnly}>{t('next')}</span>
          </button>
          <button
            type="button"
            className={styles.button}
            onClick={() => goTo(last)}
            disabled={step === last}
            aria-keyshortcuts="End"
          >
            <StepIcon kind="last" />
            <span className={styles.srOnly}>{t('last')}</span>
          </button>
        </div>
        <p className={replay.stepText} data-testid="replay-status">
          {stepText}
        </p>
        <dl className={replay.ids}>
          <div>
            <dt>{t('positionId')}</dt>
            <dd>
              <code data-testid="position-id">{s.positionId}</code>
              <CopyButton text={s.positionId} label={t('copyPositionId')} />
            </dd>
          </div>
          <div>
            <dt>{t('matchId')}</dt>
            <dd>
              <code data-testid="match-id">{s.matchId}</code>
              <CopyButton text={s.matchId} label={t('copyMatchId')} />
            </dd>
          </div>
          <div>
            <dt>{t('link')}</dt>
            <dd>
              <code className={replay.link} data-testid="replay-link">
                {link}
              </code>
              <CopyButton text={link} label={t('copyLink')} />
            </dd>
          </div>
        </dl>
        {rep.error && (
          <p className={styles.error} role="alert" data-testid="replay-error">
            {t('stopped', { number: rep.error.actionIndex + 1, message: rep.error.message })}
          </p>
        )}
        <p className={styles.help}>{t('keyboard')}</p>
      </div>
      <div className={styles.panel}>
        <section className={styles.card} aria-labelledby="replay-moves-title">
          <h2 id="replay-moves-title" className={replay.cardTitle}>
            {tp('log.title')}
          </h2>
          {lines.length === 0 ? (
            <p className={styles.help}>{tp('log.empty')}</p>
          ) : (
            <div
              className={replay.moveScroll}
              ref={listRef}
              tabIndex={0}
              role="region"
              aria-labelledby="replay-moves-title"
            >
              {games.map((game) => (
                <div key={game.key}>
                  {game.title && <h3 className={replay.moveGame}>{game.title}</h3>}
                  <ol className={replay.moves} data-testid="move-list">
                    {game.lines.map((line) => {
                      const decision = decisionOf(line, decisions);
                      return (
                        <li key={line.key}>
                          <button
                            type="button"
                            className={replay.move}
                            aria-current={line === current ? 'step' : undefined}
                            onClick={() => goTo(line.step)}
                            data-step={line.step}
                          >
                            {lineText(line)}
                            {decision && decision.mark !== 'none' && <MarkBadge mark={decision.mark} />}
                          </button>
                        </li>
                      );
                    })}
                  </ol>
                </div>
              ))}
            </div>
          )}
        </section>
        {renderAnalysis?.(step, goTo)}
      </div>
    </div>
  );
}
