/**
 * "Waiting for ...": whose decision the session waits for, as data (the site renders it, the API notifies).
 *
 * Each entry names a player (null: the table, i.e. whoever runs it: the server or the organiser), the
 * decision, the actions that make it, and for cube decisions the member whose cube it is. Required entries
 * block the game; optional ones (a member who may double before the captain rolls, a member who may
 * suggest a play, the box who may call a partner) are flagged `optional`.
 */
import type { ChouetteActionType } from './actions';
import type { ChouetteState } from './chouette';
import { mayAdvise } from './consulting';
import { boxMayDouble, teamMayDouble, undeclared } from './doubling';
import { entryOrderResult, mustRollForOrder } from './entry-order';
import { type ChouetteGame, membersInGame, moverOf } from './game';
import { memberCubeOptions } from './member-cube';
import { type ChouetteOptions, MIN_PLAYERS } from './options';
import { partnerAllowed } from './partner';
import { BOX_SIDE, type PlayerId } from './types';

export type Decision =
  | 'join'
  | 'rollForOrder'
  | 'callPartner'
  | 'startGame'
  | 'openingRoll'
  | 'roll'
  | 'play'
  | 'suggest'
  | 'declareDouble'
  | 'double'
  | 'answerDouble'
  | 'answerBeaver'
  | 'answerResignation'
  | 'recordResult';

export interface WaitingFor {
  readonly player: PlayerId | null;
  readonly decision: Decision;
  readonly actions: readonly ChouetteActionType[];
  /** For cube decisions: the member whose cube it is. */
  readonly member?: PlayerId;
  readonly optional?: boolean;
}

function gameWaits(g: ChouetteGame, o: ChouetteOptions): WaitingFor[] {
  if (g.phase === 'over') return [];
  const r = g.resignation;
  if (r)
    return r.pending.map((p) => ({
      player: p,
      decision: 'answerResignation',
      actions: ['answerResignation'],
    }));
  const w = g.window;
  if (w) {
    const declaring = undeclared(w);
    if (declaring.length > 0 && g.mode === 'board') {
      return declaring.map((p) => ({
        player: p,
        decision: 'declareDouble',
        actions: ['double', 'noDouble'],
      }));
    }
    const out: WaitingFor[] = [];
    if (declaring.length > 0) {
      // Scorekeeper: the other members may still declare, until the box's first answer.
      for (const p of declaring) {
        out.push({ player: p, decision: 'declareDouble', actions: ['double', 'noDouble'], optional: true });
      }
    }
    for (const m of g.members) {
      const offer = m.cube.offer;
      if (!offer) continue;
      if (offer.stage === 'double') {
        out.push(
          offer.doubler === BOX_SIDE
            ? { player: m.player, decision: 'answerDouble', actions: ['memberAnswer'], member: m.player }
            : { player: g.box, decision: 'answerDouble', actions: ['boxAnswer'], member: m.player },
        );
      } else {
        out.push({
          player: offer.doubler === BOX_SIDE ? g.box : m.player,
          decision: 'answerBeaver',
          actions: ['beaverAnswer'],
          member: m.player,
        });
      }
    }
    return out;
  }
  const cube = memberCubeOptions(o);
  const inGame = membersInGame(g);
  if (g.mode === 'scorekeeper') {
    return [
      { player: null, decision: 'recordResult', actions: ['endGame', 'double', 'boxDouble', 'resign'] },
    ];
  }
  if (g.phase === 'opening') return [{ player: null, decision: 'openingRoll', actions: ['roll'] }];
  const side = g.turn ?? 'box';
  const mover = moverOf(g, side);
  if (g.phase === 'moving') {
    const out: WaitingFor[] = [{ player: mover, decision: 'play', actions: ['play', 'confirmSuggestion'] }];
    if (side === 'team') {
      // consulting.ts: who may advise (under 'open', members out of the game too).
      for (const m of g.members) {
        if (m.player === mover || !mayAdvise(m, o.consultation)) continue;
        out.push({ player: m.player, decision: 'suggest', actions: ['suggest'], optional: true });
      }
    }
    return out;
  }
  const canDoubleNow = !g.doubledThisTurn;
  if (side === 'box') {
    const boxCan = canDoubleNow && inGame.some((m) => boxMayDouble(m, cube));
    return [{ player: g.box, decision: 'roll', actions: boxCan ? ['roll', 'boxDouble'] : ['roll'] }];
  }
  const out: WaitingFor[] = [{ player: mover, decision: 'roll', actions: ['roll'] }];
  if (canDoubleNow) {
    for (const m of inGame) {
      if (teamMayDouble(m, cube))
        out.push({ player: m.player, decision: 'double', actions: ['double'], optional: true });
    }
  }
  return out;
}

/** Whose decisions the session waits for now (see the header). */
export function waitingFor(s: ChouetteState): WaitingFor[] {
  switch (s.phase) {
    case 'closed':
      return [];
    case 'gathering':
      return s.present.length < MIN_PLAYERS
        ? [{ player: null, decision: 'join', actions: ['join'] }]
        : s.present.map((p) => ({ player: p, decision: 'rollForOrder', actions: ['rollForOrder'] }));
    case 'seating':
      if (!s.entryOrder || entryOrderResult(s.entryOrder)) return [];
      return mustRollForOrder(s.entryOrder).map((p) => ({
        player: p,
        decision: 'rollForOrder',
        actions: ['rollForOrder'],
      }));
    case 'ready': {
      if (s.line.length < MIN_PLAYERS) return [{ player: null, decision: 'join', actions: ['join'] }];
      const out: WaitingFor[] = [{ player: null, decision: 'startGame', actions: ['startGame'] }];
      if (partnerAllowed(s.line.length, s.options.partnerThreshold)) {
        out.push({ player: s.line[0], decision: 'callPartner', actions: ['callPartner'], optional: true });
      }
      return out;
    }
    case 'playing':
      return s.game ? gameWaits(s.game, s.options) : [];
  }
}
