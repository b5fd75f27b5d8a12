/**
 * What the online board offers the viewer now, and what its status line says, as plain functions of the
 * server's view and the turn in progress. The API still decides: these only choose which buttons to show.
 */
import type { Dice, Side } from '@gamao/engine';
import type { TurnView } from '@/features/play/controller';
import { type OnlineMatch, asSide, diceOf, mayDouble } from './engine-view';

export interface MatchControls {
  /** The viewer's side, or null for a spectator. */
  readonly me: Side | null;
  readonly player: boolean;
  readonly active: boolean;
  /** The opening roll is due. */
  readonly opening: boolean;
  /** A cube offer is pending. */
  readonly offer: OnlineMatch['cube'] | null;
  /** The viewer is on roll (no offer or resignation pending). */
  readonly onRoll: boolean;
  readonly canRoll: boolean;
  readonly canMove: boolean;
  readonly canDouble: boolean;
  readonly canResign: boolean;
  /** The viewer answers a cube offer or a resignation. */
  readonly toAnswer: boolean;
  /** The side the match waits for. */
  readonly actor: Side | null;
}

export function matchControls(view: OnlineMatch, turn: TurnView, busy: boolean): MatchControls {
  const me = asSide(view.viewerSide);
  const player = me !== null;
  const active = view.status === 'ACTIVE';
  const opening = active && view.phase === 'opening';
  const offer = view.cube.offerStage ? view.cube : null;
  const onRoll =
    active && player && view.phase === 'rolling' && view.turn === me && !offer && !view.resignation;
  return {
    me,
    player,
    active,
    opening,
    offer,
    onRoll,
    canRoll: !busy && player && (opening || onRoll),
    canMove: turn.mover !== null && !busy,
    canDouble: !busy && mayDouble(view, me),
    canResign:
      player &&
      active &&
      !opening &&
      view.turn === me &&
      (view.phase === 'rolling' || view.phase === 'moving') &&
      !offer &&
      !view.resignation,
    toAnswer: player && active && view.sideToAct === me && (offer !== null || view.resignation !== null),
    actor: asSide(view.sideToAct),
  };
}

/** The board's status line: which message (under `online.status`, or `play.status.complete`) and its dice. */
export type StatusLine =
  | { readonly kind: 'none' }
  | { readonly kind: 'complete' }
  | { readonly kind: 'yourMove' | 'waitingMove'; readonly dice: Dice }
  | {
      readonly kind:
        | 'challengedYou'
        | 'challenged'
        | 'declined'
        | 'cancelled'
        | 'opening'
        | 'openingSpectator'
        | 'sending'
        | 'yourRoll'
        | 'waitingResign'
        | 'waitingCube'
        | 'waitingRoll';
    };

export function statusLine(view: OnlineMatch, c: MatchControls, turn: TurnView, busy: boolean): StatusLine {
  const dice = diceOf(view.dice);
  if (view.status === 'CHALLENGED') return { kind: c.me === 1 ? 'challengedYou' : 'challenged' };
  if (view.status === 'DECLINED') return { kind: 'declined' };
  if (view.status === 'CANCELLED') return { kind: 'cancelled' };
  if (!c.active) return { kind: 'none' };
  if (c.opening) return { kind: c.player ? 'opening' : 'openingSpectator' };
  if (busy) return { kind: 'sending' };
  if (c.actor !== null && c.actor === c.me) {
    if (turn.complete) return { kind: 'complete' };
    if (turn.mover !== null && dice) return { kind: 'yourMove', dice };
    return { kind: 'yourRoll' };
  }
  if (view.resignation) return { kind: 'waitingResign' };
  if (c.offer) return { kind: 'waitingCube' };
  if (view.phase === 'moving' && dice) return { kind: 'waitingMove', dice };
  return { kind: 'waitingRoll' };
}

/** The match's length as the score bar names it: money play, a single game, or a match to N. */
export const lengthKind = (length: number): 'money' | 'singleGame' | 'matchTo' =>
  length === 0 ? 'money' : length === 1 ? 'singleGame' : 'matchTo';
