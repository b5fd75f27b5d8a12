/**
 * What the board keeps of the clocks and the players' presence between two views of the match. These move
 * without a new log entry (time passes, a player disconnects, a director adds time), so they are taken from
 * every answer of the server and from every live event, not only from a newer view: a clock replaces the
 * shown one when the server wrote it later, presence when it is at least as recent as the view shown. Pure;
 * the board (online-match-view.tsx) feeds it.
 */
import { type MatchClockData, serverOffset } from './clock-display';
import type { PresenceData } from './presence';

/** The API's ForfeitClaim: the claimant may claim against `againstSide` from `claimableAt`. */
export interface ForfeitClaimData {
  readonly againstSide: number;
  readonly claimableAt: string;
  readonly canClaimNow: boolean;
}

export interface LiveClock {
  /** The sequence number of the last answer taken (an older answer changes nothing). */
  readonly seq: number;
  readonly clock: MatchClockData | null;
  /** Server time minus local time when the clock was received (see clock-display.ts). */
  readonly offsetMs: number;
  /** Whether the offset was measured with a round trip (a page rendered on the server has none yet). */
  readonly measured: boolean;
  readonly presence: readonly PresenceData[];
  readonly forfeitClaim: ForfeitClaimData | null;
}

/** A match as the server answers it (the query or an action). */
export interface ClockAnswer {
  readonly seq: number;
  readonly clock?: MatchClockData | null;
  readonly presence?: readonly PresenceData[] | null;
  readonly forfeitClaim?: ForfeitClaimData | null;
}

/** A live event: its clock after it, and the presence when it changed (presence-only events have no entry). */
export interface ClockEvent {
  readonly seq: number;
  readonly clock?: MatchClockData | null;
  readonly presence?: readonly PresenceData[] | null;
}

const later = (incoming: MatchClockData, shown: MatchClockData | null) =>
  shown === null || Date.parse(incoming.serverNow) > Date.parse(shown.serverNow);

/**
 * The state of a page rendered on the server: its offset is unknown (taken as 0) until the first answer
 * the browser times itself.
 */
export function initialLiveClock(match: ClockAnswer): LiveClock {
  return {
    seq: match.seq,
    clock: match.clock ?? null,
    offsetMs: 0,
    measured: false,
    presence: match.presence ?? [],
    forfeitClaim: match.forfeitClaim ?? null,
  };
}

/** An answer received at `receivedAt` (local ms), `rttMs` after it was asked for. */
export function withAnswer(
  state: LiveClock,
  answer: ClockAnswer,
  receivedAt: number,
  rttMs: number,
): LiveClock {
  if (answer.seq < state.seq) return state;
  const clock = answer.clock ?? null;
  const keepClock = clock !== null && !later(clock, state.clock);
  return {
    seq: answer.seq,
    clock: keepClock ? state.clock : clock,
    offsetMs: clock && !keepClock ? serverOffset(clock.serverNow, receivedAt, rttMs) : state.offsetMs,
    measured: clock && !keepClock ? true : state.measured,
    presence: answer.presence ?? state.presence,
    forfeitClaim: answer.forfeitClaim ?? null,
  };
}

/**
 * A live event received at `receivedAt`: it has no round trip of its own, so the last one measured stands
 * for it (`rttMs`, 0 when none was).
 */
export function withEvent(state: LiveClock, event: ClockEvent, receivedAt: number, rttMs: number): LiveClock {
  if (event.seq < state.seq) return state;
  const clock = event.clock ?? null;
  const takeClock = clock !== null && later(clock, state.clock);
  if (!takeClock && !event.presence) return state;
  return {
    ...state,
    clock: takeClock ? clock : state.clock,
    offsetMs: takeClock ? serverOffset(clock.serverNow, receivedAt, rttMs) : state.offsetMs,
    presence: event.presence ?? state.presence,
  };
}
