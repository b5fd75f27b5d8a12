'use client';

import {
  type GameOptions,
  type GameState,
  type ScoringRules,
  type Side,
  type WinKind,
  WIN_KINDS,
  otherSide,
  scoreResignation,
} from '@gamao/engine';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef } from 'react';
import type { GameAction } from './controller';
import styles from './play.module.css';

/** A panel that asks for a decision; focus moves to its first button when it appears. */
function DecisionPanel({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
  }, [title]);
  return (
    <section
      ref={ref}
      className={`${styles.card} ${styles.dialog}`}
      role="dialog"
      aria-labelledby="decision-title"
      aria-describedby="decision-body"
    >
      <h2 id="decision-title">{title}</h2>
      <p id="decision-body">{body}</p>
      <div className={styles.buttons}>{children}</div>
    </section>
  );
}

/** The answer to a double (take, drop, beaver) or to a beaver (accept, raccoon, refuse). */
export function CubeDialog({
  game,
  options,
  names,
  dispatch,
}: {
  game: GameState;
  options: GameOptions;
  names: readonly [string, string];
  dispatch: (a: GameAction) => void;
}) {
  const t = useTranslations('play.cube');
  const offer = game.cube.offer;
  if (!offer) return null;
  const cube = (action: 'take' | 'drop' | 'beaver' | 'raccoon' | 'refuseBeaver') => () =>
    dispatch({ type: 'cube', action });
  if (offer.stage === 'double') {
    return (
      <DecisionPanel
        title={t('doubleTitle', { name: names[offer.doubler] })}
        body={t('doubleBody', { value: offer.value, current: game.cube.value })}
      >
        <button type="button" className={styles.buttonPrimary} onClick={cube('take')}>
          {t('take', { value: offer.value })}
        </button>
        <button type="button" className={styles.button} onClick={cube('drop')}>
          {t('drop', { value: game.cube.value })}
        </button>
        {options.beaver && (
          <button type="button" className={styles.button} onClick={cube('beaver')}>
            {t('beaver', { value: offer.value * 2 })}
          </button>
        )}
      </DecisionPanel>
    );
  }
  const beaverer = otherSide(offer.doubler);
  return (
    <DecisionPanel
      title={t('beaverTitle', { name: names[beaverer] })}
      body={t('beaverBody', { name: names[beaverer], value: offer.value })}
    >
      <button type="button" className={styles.buttonPrimary} onClick={cube('take')}>
        {t('acceptBeaver', { value: offer.value })}
      </button>
      {options.raccoon && (
        <button type="button" className={styles.button} onClick={cube('raccoon')}>
          {t('raccoon', { value: offer.value * 2 })}
        </button>
      )}
      {options.beaverRefusal && (
        <button type="button" className={styles.button} onClick={cube('refuseBeaver')}>
          {t('refuseBeaver', { value: offer.value / 2 })}
        </button>
      )}
    </DecisionPanel>
  );
}

const rulesOf = (o: GameOptions): ScoringRules => ({
  profile: o.profile,
  jacoby: o.jacoby,
  triploPoints: o.triploPoints,
});

/** The resignations the rules allow now, with their points. */
export function resignationChoices(
  game: GameState,
  options: GameOptions,
): { kind: WinKind; points: number }[] {
  return WIN_KINDS.flatMap((kind) => {
    const r = scoreResignation(kind, game.cube.value, rulesOf(options));
    return r.ok ? [{ kind, points: r.value.points }] : [];
  });
}

/** The offer: which result to concede. */
export function ResignOffer({
  game,
  options,
  side,
  dispatch,
  onClose,
}: {
  game: GameState;
  options: GameOptions;
  side: Side;
  dispatch: (a: GameAction) => void;
  onClose: () => void;
}) {
  const t = useTranslations('play.resign');
  return (
    <DecisionPanel title={t('title')} body={t('body')}>
      {resignationChoices(game, options).map(({ kind, points }) => (
        <button
          key={kind}
          type="button"
          className={styles.button}
          onClick={() => {
            dispatch({ type: 'resign', side, kind });
            onClose();
          }}
        >
          {t('offer', { kind: t(`kinds.${kind}`), points })}
        </button>
      ))}
      <button type="button" className={styles.buttonQuiet} onClick={onClose}>
        {t('cancel')}
      </button>
    </DecisionPanel>
  );
}

/** The answer to a resignation offer. */
export function ResignAnswer({
  game,
  options,
  names,
  dispatch,
}: {
  game: GameState;
  options: GameOptions;
  names: readonly [string, string];
  dispatch: (a: GameAction) => void;
}) {
  const t = useTranslations('play.resign');
  const r = game.resignation;
  if (!r) return null;
  const score = scoreResignation(r.kind, game.cube.value, rulesOf(options));
  const points = score.ok ? score.value.points : game.cube.value;
  return (
    <DecisionPanel
      title={t('answerTitle', { name: names[r.by] })}
      body={t('answerBody', { name: names[r.by], kind: t(`kinds.${r.kind}`), points })}
    >
      <button
        type="button"
        className={styles.buttonPrimary}
        onClick={() => dispatch({ type: 'answerResignation', accept: true })}
      >
        {t('accept')}
      </button>
      <button
        type="button"
        className={styles.button}
        onClick={() => dispatch({ type: 'answerResignation', accept: false })}
      >
        {t('reject')}
      </button>
    </DecisionPanel>
  );
}
