'use client';

/**
 * The clock (or, in correspondence play, the move's deadline), the presence and the abandonment notice of an
 * online match's players. Each part renews
 * itself (use-ticker.ts), so the board does not render again on every tick; the arithmetic is in
 * clock-display.ts and presence.ts.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import styles from '@/features/play/play.module.css';
import {
  type MatchClockData,
  type TimeLevel,
  clockDisplay,
  clockFace,
  crossedLevel,
  delaySeconds,
  localDeadline,
  timeLevel,
} from './clock-display';
import css from './clocks.module.css';
import type { ForfeitClaimData } from './live-clock';
import { type PresenceData, presenceLine } from './presence';
import { untilText } from './spans';
import { useTicker } from './use-ticker';

/** How often a running clock is redrawn. */
const TICK_MS = 200;
/** How often a correspondence deadline's countdown is redrawn. */
const DEADLINE_TICK_MS = 30_000;

/**
 * Correspondence play: instead of a clock, the time left until the deadline of the move of the side on turn
 * ("1 d 23 h"); nothing beside the other side.
 */
export function MoveDeadline({
  clock,
  offsetMs,
  side,
  name,
}: {
  clock: MatchClockData;
  offsetMs: number;
  side: 0 | 1;
  name: string;
}) {
  const t = useTranslations('clocks.board');
  const running = clock.running === side && !clock.paused;
  // Renewed every DEADLINE_TICK_MS, and at once when the clocks change (a move, a vacation day).
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), DEADLINE_TICK_MS);
    return () => clearInterval(timer);
  }, [running, clock.serverNow]);
  const deadline = running ? localDeadline(clock, offsetMs) : null;
  if (deadline === null) return null;
  const left = untilText(deadline, now);
  return (
    <span
      className={css.clock}
      data-testid={`deadline-${side}`}
      data-deadline={clock.deadline ?? ''}
      role="timer"
      aria-label={t('deadlineLabel', { name, time: left })}
    >
      {t('deadline', { time: left })}
    </span>
  );
}

/**
 * One player's clock: while it runs, the delay left as a small badge, then the reserve (m:ss); "paused" while
 * a director holds the clocks. Under a minute of reserve it turns amber, under ten seconds red, and says so
 * once, assertively, as it crosses each mark.
 */
export function PlayerClock({
  clock,
  offsetMs,
  side,
  name,
}: {
  clock: MatchClockData;
  offsetMs: number;
  side: 0 | 1;
  name: string;
}) {
  const t = useTranslations('clocks.board');
  const running = clock.running === side && !clock.paused;
  const now = useTicker(TICK_MS, running);
  const d = clockDisplay(clock, now, offsetMs).sides[side];
  const level = timeLevel(d.reserveMs);
  const shown = useRef<TimeLevel | null>(null);
  const [warning, setWarning] = useState('');
  useEffect(() => {
    // The level the page opened with is no news; each crossing after it is announced once.
    const crossed = shown.current === null ? null : crossedLevel(shown.current, level);
    shown.current = level;
    if (crossed) setWarning(t(crossed === 'low' ? 'lowTime' : 'criticalTime', { name }));
  }, [level, name, t]);
  const face = clockFace(d.reserveMs);
  const inDelay = running && d.delayMs > 0;
  return (
    <>
      <span
        className={css.clock}
        data-testid={`clock-${side}`}
        data-running={running ? 'true' : 'false'}
        data-level={level}
        data-reserve-ms={Math.round(d.reserveMs)}
        role="timer"
        aria-label={t('label', { name, time: face })}
      >
        {inDelay && (
          <span className={css.delay} title={t('delay')} data-testid={`clock-delay-${side}`}>
            {delaySeconds(d.delayMs)}
          </span>
        )}
        <span data-testid={`clock-reserve-${side}`}>{face}</span>
        {clock.paused && clock.running === side && <span className={css.paused}>{t('paused')}</span>}
      </span>
      <span className={styles.srOnly} aria-live="assertive" data-testid={`clock-warning-${side}`}>
        {warning}
      </span>
    </>
  );
}

/** The clocks are held by a director: said once, beside the score. */
export function PausedNote({ clock }: { clock: MatchClockData }) {
  const t = useTranslations('clocks.board');
  if (!clock.paused) return null;
  return (
    <span className={styles.crawford} data-testid="clock-paused">
      {t('pausedByDirector')}
    </span>
  );
}

/** A dot and a word: connected, away for 2 min, gone for 3 h. */
export function PresenceBadge({ presence, side }: { presence: readonly PresenceData[]; side: 0 | 1 }) {
  const t = useTranslations('clocks.presence');
  const now = useTicker(10_000, true);
  const line = presenceLine(presence, side, now);
  if (!line) return null;
  const text =
    line.status === 'connected'
      ? t('connected')
      : line.since === null
        ? t(line.status)
        : t(line.status === 'away' ? 'awaySince' : 'goneSince', { since: line.since });
  return (
    <span className={css.presence} data-testid={`presence-${side}`} data-status={line.status}>
      <span className={css.presenceDot} data-status={line.status} aria-hidden="true" />
      {text}
    </span>
  );
}

/**
 * A match without a clock whose player to act has gone: the other player sees when they may claim the
 * match, and then the button; the absent player (back on the board) is warned; a spectator is told.
 */
export function ForfeitNotice({
  claim,
  viewer,
  names,
  busy,
  onClaim,
}: {
  claim: ForfeitClaimData;
  viewer: 0 | 1 | null;
  names: readonly [string, string];
  busy: boolean;
  onClaim: () => void;
}) {
  const t = useTranslations('clocks.forfeit');
  const at = Date.parse(claim.claimableAt);
  const [due, setDue] = useState(claim.canClaimNow);
  const now = useTicker(1000, !due);
  useEffect(() => {
    setDue(claim.canClaimNow || (!Number.isNaN(at) && now >= at));
  }, [claim.canClaimNow, at, now]);
  const against = claim.againstSide === 1 ? 1 : 0;
  const time = untilText(at, now);
  if (viewer === against)
    return (
      <p className={css.warning} role="alert" data-testid="forfeit-warning">
        {due ? t('againstYouDue') : t('againstYou', { time })}
      </p>
    );
  if (viewer === null)
    return (
      <p className={styles.notice} data-testid="forfeit-notice">
        {due ? t('spectatorDue', { name: names[against] }) : t('spectator', { name: names[against], time })}
      </p>
    );
  return (
    <div data-testid="forfeit-notice">
      <p className={styles.notice}>
        {due ? t('claimNow', { name: names[against] }) : t('claimIn', { name: names[against], time })}
      </p>
      {due && (
        <div className={styles.buttons}>
          <button type="button" className={styles.buttonPrimary} onClick={onClaim} disabled={busy}>
            {t('claim')}
          </button>
        </div>
      )}
    </div>
  );
}
