'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';

export interface WallPanel {
  readonly key: string;
  readonly title: string;
  readonly body: ReactNode;
}

/**
 * The big screen's rotation: one panel at a time (pairings, live matches, standings), the next every
 * `seconds`. The panels are the server's and are read again on every change of the tournament (the page
 * follows it live); the rotation keeps its place across those refreshes. Pausing is for the person at the
 * screen (space bar or the button); a visitor who prefers reduced motion gets no fade.
 */
export function WallCycle({ panels, seconds }: { panels: readonly WallPanel[]; seconds: number }) {
  const t = useTranslations('tournaments.wall');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = panels.length;
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), seconds * 1000);
    return () => clearInterval(timer);
  }, [paused, count, seconds]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === ' ') {
        event.preventDefault();
        setPaused((p) => !p);
      } else if (event.key === 'ArrowRight') setIndex((i) => (i + 1) % count);
      else if (event.key === 'ArrowLeft') setIndex((i) => (i - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);
  const shown = panels[index % Math.max(1, count)];
  if (!shown) return null;
  return (
    <div className="wall-cycle" data-testid="wall" data-panel={shown.key} data-paused={paused}>
      <nav className="wall-steps" aria-label={t('panels')}>
        <ol>
          {panels.map((p, i) => (
            <li key={p.key}>
              <button
                type="button"
                className="wall-step"
                aria-current={i === index % count ? 'step' : undefined}
                onClick={() => setIndex(i)}
              >
                {p.title}
              </button>
            </li>
          ))}
        </ol>
        <button type="button" className="wall-step" onClick={() => setPaused((p) => !p)}>
          {paused ? t('resume') : t('pause')}
        </button>
      </nav>
      <section className="wall-panel" key={shown.key} aria-live="polite" aria-labelledby="wall-panel-title">
        <h2 id="wall-panel-title">{shown.title}</h2>
        {shown.body}
      </section>
      {!paused && count > 1 ? (
        <div className="wall-progress" key={`${shown.key}-progress`} aria-hidden="true">
          <span style={{ animationDuration: `${seconds}s` }} />
        </div>
      ) : null}
    </div>
  );
}
