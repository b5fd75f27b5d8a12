/**
 * House rule: who may talk to whom during a game (the `consultation` option; issue 42 and seed 000 rule 5).
 *
 * | rule        | team members who may advise                                         |
 * |-------------|---------------------------------------------------------------------|
 * | 'open'      | every member of the game, even once out of it (dropped, doubled out) |
 * | 'free'      | (default) members still in the game: none once out of the game       |
 * | 'cubeInGame'| "no cube, no talk": members in the game whose own cube has been turned (automatic doubles do not count) |
 * | 'none'      | nobody: the captain, and the box, play alone                         |
 *
 * Talk is within a side: the team's advisers with each other and the acting captain (who may always
 * listen and answer), the box with the partner (except under 'none'). Nobody talks across the board, and
 * players of the queue who are not in the game (there are none: every queue player is a member) or
 * spectators never do. The captain's decision stays final (seed 000 rule 5).
 */
import { isCubeTurned, ok } from '@gamao/engine';
import type { ChouetteGame } from './game';
import type { MemberState } from './member-cube';
import type { ConsultationRule } from './options';
import { type ChouetteResult, type PlayerId, chouetteError as err } from './types';

/** Whether member `m` may advise the captain under `rule`. */
export function mayAdvise(m: MemberState, rule: ConsultationRule): boolean {
  switch (rule) {
    case 'open':
      return true;
    case 'free':
      return m.outcome === null;
    case 'cubeInGame':
      return m.outcome === null && isCubeTurned(m.cube);
    default:
      return false;
  }
}

const sideOfPlayer = (g: ChouetteGame, p: PlayerId): 'box' | 'team' | null =>
  p === g.box || p === g.partner ? 'box' : g.members.some((m) => m.player === p) ? 'team' : null;

/** Whether `p` may speak in the game now (the acting captain always may, on the team side). */
function maySpeak(g: ChouetteGame, p: PlayerId, rule: ConsultationRule): boolean {
  if (rule === 'none') return false;
  if (p === g.box || p === g.partner) return g.partner !== null;
  if (p === g.actingCaptain) return true;
  const m = g.members.find((x) => x.player === p);
  return m !== undefined && mayAdvise(m, rule);
}

/** Whether `from` may talk to `to` now. */
export function mayTalk(g: ChouetteGame, from: PlayerId, to: PlayerId, rule: ConsultationRule): boolean {
  if (g.phase === 'over' || from === to) return false;
  const side = sideOfPlayer(g, from);
  if (side === null || side !== sideOfPlayer(g, to)) return false;
  return maySpeak(g, from, rule) && maySpeak(g, to, rule);
}

/** Everyone `from` may talk to now, in game order. */
export const talkPartners = (g: ChouetteGame, from: PlayerId, rule: ConsultationRule): PlayerId[] =>
  [g.box, ...(g.partner ? [g.partner] : []), ...g.members.map((m) => m.player)].filter((p) =>
    mayTalk(g, from, p, rule),
  );

/** Why `player` may not suggest a play to the captain now, as the game's stable codes. */
export function checkSuggestion(
  g: ChouetteGame,
  player: PlayerId,
  rule: ConsultationRule,
): ChouetteResult<MemberState> {
  const m = g.members.find((x) => x.player === player);
  if (!m) return err('NOT_A_MEMBER', `${player} is not a team member in this game`);
  if (m.outcome !== null && rule !== 'open') return err('MEMBER_OUT', `${player} is out of this game`);
  if (player === g.actingCaptain) return err('INVALID_ACTION', 'The captain plays: no need to suggest');
  if (rule === 'none') return err('CONSULTATION_NOT_ALLOWED', 'The captain plays alone in this session');
  if (!mayAdvise(m, rule)) {
    return err(
      'CONSULTATION_NOT_ALLOWED',
      rule === 'cubeInGame'
        ? 'Only members whose cube is in the game may advise'
        : 'This member may not advise now',
    );
  }
  return ok(m);
}
