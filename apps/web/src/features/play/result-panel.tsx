'use client';

import { type GameState, type MatchState, exportMat } from '@gamao/engine';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import styles from './play.module.css';

const scoreText = (match: MatchState, names: readonly [string, string]) =>
  `${names[0]} ${match.match.score[0]} × ${match.match.score[1]} ${names[1]}`;

function useFocusFirst(dep: unknown) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [dep]);
  return ref;
}

/** A game of a longer match is over: its points, the score, and on to the next game. */
export function GameResult({
  game,
  match,
  names,
  onNext,
}: {
  game: GameState;
  match: MatchState;
  names: readonly [string, string];
  onNext: () => void;
}) {
  const t = useTranslations('play.result');
  const ref = useFocusFirst(game.index);
  const r = game.result;
  if (!r) return null;
  return (
    <section
      ref={ref}
      className={`${styles.card} ${styles.dialog}`}
      aria-labelledby="result-title"
      data-testid="game-result"
    >
      <h2 id="result-title">{t('gameTitle', { name: names[r.winner], number: game.index + 1 })}</h2>
      <p>
        {t('points', { points: r.points, kind: t(`kinds.${r.kind}`) })} — {t(`reasons.${r.reason}`)}
      </p>
      <p>{t('score', { score: scoreText(match, names) })}</p>
      <div className={styles.buttons}>
        <button type="button" className={styles.buttonPrimary} onClick={onNext}>
          {t('next')}
        </button>
      </div>
    </section>
  );
}

/** The match is over: the final score, play again, and the .mat file for GNU Backgammon. */
export function MatchResult({
  match,
  names,
  onAgain,
}: {
  match: MatchState;
  names: readonly [string, string];
  onAgain: () => void;
}) {
  const t = useTranslations('play.result');
  const tc = useTranslations('play.controls');
  const ref = useFocusFirst(match.actionCount);
  const [a, b] = match.match.score;
  const winner = a > b ? 0 : 1;
  const last = match.games[match.games.length - 1];
  const r = last.result;

  const download = () => {
    const date = new Date().toISOString().slice(0, 10);
    const text = exportMat(match, {
      player0Name: names[0],
      player1Name: names[1],
      date,
      site: 'Gamão Clube',
    });
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `gamao-${date}.mat`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section
      ref={ref}
      className={`${styles.card} ${styles.dialog}`}
      aria-labelledby="match-result-title"
      data-testid="match-result"
    >
      <h2 id="match-result-title">
        {match.options.length === 1
          ? t('singleTitle', { name: names[winner] })
          : t('matchTitle', { name: names[winner] })}
      </h2>
      {r && (
        <p>
          {t('points', { points: r.points, kind: t(`kinds.${r.kind}`) })} — {t(`reasons.${r.reason}`)}
        </p>
      )}
      <p>{t('finalScore', { score: scoreText(match, names) })}</p>
      <div className={styles.buttons}>
        <button type="button" className={styles.buttonPrimary} onClick={onAgain}>
          {t('playAgain')}
        </button>
        <button type="button" className={styles.button} onClick={download}>
          {t('download')}
        </button>
        <Link className={styles.buttonQuiet} href="/play">
          {tc('changeMode')}
        </Link>
      </div>
    </section>
  );
}
