/**
 * House rule: a member away from the table during a game (issue 42).
 *
 * - 'proxy' (default): the absent member names a proxy, a player of the same game's team, who makes their
 *   cube decisions (double, declare, answer). `proxyAction` turns the proxy's action into the member's own,
 *   so the log stays "the member decided" and the API authorises the proxy as that member.
 * - 'followCaptain': nobody decides for the absent member; their cube follows the captain's: when the
 *   captain declares in a team window they declare the same, and when the captain answers the box's double
 *   they answer the same. `followCaptainActions` gives the actions the table applies for them.
 */
import { ok } from '@gamao/engine';
import type { ChouetteAction } from './actions';
import type { ChouetteGame } from './game';
import type { AbsentMemberRule } from './house-rules';
import { type ChouetteResult, type PlayerId, chouetteError as err } from './types';

/** Absent member -> their proxy. */
export type Proxies = Readonly<Record<PlayerId, PlayerId>>;

const CUBE_DECISIONS = new Set(['double', 'noDouble', 'memberAnswer', 'beaverAnswer']);

/** Checks a proxies table for a game: each absent member and proxy is a team member, no chains. */
export function checkProxies(
  g: ChouetteGame,
  proxies: Proxies,
  rule: AbsentMemberRule,
): ChouetteResult<Proxies> {
  const team = new Set(g.members.map((m) => m.player));
  const entries = Object.entries(proxies);
  if (entries.length > 0 && rule !== 'proxy')
    return err('NOT_PROXY', 'This table plays absent cubes as the captain’s');
  for (const [absent, proxy] of entries) {
    if (!team.has(absent) || !team.has(proxy) || absent === proxy || proxies[proxy] !== undefined) {
      return err('NOT_PROXY', `${proxy} cannot stand in for ${absent}`);
    }
  }
  return ok({ ...proxies });
}

/**
 * The action `actor` takes for `forMember`: a cube decision of the absent member, made by their proxy.
 * The result names the member as its player.
 */
export function proxyAction(
  proxies: Proxies,
  actor: PlayerId,
  forMember: PlayerId,
  action: ChouetteAction,
): ChouetteResult<ChouetteAction> {
  if (proxies[forMember] !== actor) return err('NOT_PROXY', `${actor} is not ${forMember}'s proxy`);
  if (!CUBE_DECISIONS.has(action.type)) return err('NOT_PROXY', 'A proxy makes cube decisions only');
  return ok({ ...action, player: forMember } as ChouetteAction);
}

/** The actions that make `absent` members follow the captain's cube decisions now (in line order). */
export function followCaptainActions(g: ChouetteGame, absent: readonly PlayerId[]): ChouetteAction[] {
  const w = g.window;
  if (!w || g.phase === 'over') return [];
  const out: ChouetteAction[] = [];
  const captain = g.actingCaptain;
  const followers = g.members.filter(
    (m) => absent.includes(m.player) && m.player !== captain && m.outcome === null,
  );
  if (w.by === 'team') {
    const said = w.declarations.find((d) => d.member === captain);
    if (!said) return [];
    for (const m of followers) {
      if (w.members.includes(m.player) && !w.declarations.some((d) => d.member === m.player)) {
        out.push({ type: said.double ? 'double' : 'noDouble', player: m.player });
      }
    }
    return out;
  }
  const cap = g.members.find((m) => m.player === captain);
  if (!cap || cap.cube.offer?.stage === 'double') return [];
  const last = cap.log.at(-1);
  const answer = last?.action === 'drop' ? 'drop' : last?.action === 'beaver' ? 'beaver' : 'take';
  for (const m of followers) {
    if (m.cube.offer?.stage === 'double') out.push({ type: 'memberAnswer', player: m.player, answer });
  }
  return out;
}
