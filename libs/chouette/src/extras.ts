/**
 * House rule: extras (issue 42). When the box doubles and exactly one member takes (a lone taker), a member
 * who dropped may give the taker an "extra": the dropper's payment goes to the taker instead of the box, and
 * the taker holds the dropper's cube at the value the box offered, against the box. The extra cube moves
 * with the taker's own cube from then on (redoubles, drops, the end of the game), so it is scored at the end
 * as the taker's own result times (extra value / taker's cube value when the extra was given).
 * - 'none' (default): no extras.
 * - 'optional': the taker may refuse an extra.
 * - 'mandatory' (LA): a lone taker takes every extra offered (the taker could have passed instead).
 * An extra is given right after the box's window closes, before the next roll.
 */
import { ok } from '@gamao/engine';
import type { ChouetteState } from './chouette';
import type { ChouetteGame } from './game';
import type { GameRecord } from './ledger';
import { splitBoxResult } from './partner';
import { type ChouetteResult, type PlayerId, chouetteError as err } from './types';

export interface ExtraRecord {
  readonly from: PlayerId;
  readonly to: PlayerId;
  /** The drop's points, paid by the dropper to the taker. */
  readonly paid: number;
  /** The cube value the taker holds for the dropper. */
  readonly value: number;
  /** The taker's own cube value when the extra was given. */
  readonly takerValue: number;
}

/** The last box window's takers and droppers, if it has just closed (no roll since). */
export function lastBoxWindow(g: ChouetteGame): { takers: PlayerId[]; droppers: PlayerId[] } | null {
  const start = g.events.map((e) => e.type).lastIndexOf('boxDouble');
  if (start < 0 || g.window) return null;
  const after = g.events.slice(start + 1);
  if (after.some((e) => e.type === 'roll' || e.type === 'play' || e.type === 'end')) return null;
  const takers: PlayerId[] = [];
  const droppers: PlayerId[] = [];
  for (const e of after) {
    if (e.type !== 'memberAnswer') continue;
    (e.answer === 'drop' ? droppers : takers).push(e.member);
  }
  return { takers, droppers };
}

/** Dropper `from` gives the lone taker `to` an extra. */
export function giveExtra(
  s: ChouetteState,
  from: PlayerId,
  to: PlayerId,
  takerAgrees: boolean,
): ChouetteResult<ChouetteState> {
  const rule = s.options.house.extras;
  if (rule === 'none') return err('EXTRA_NOT_ALLOWED', 'This table plays without extras');
  const g = s.game;
  if (!g || g.phase === 'over') return err('NO_GAME', 'No game is in progress');
  const w = lastBoxWindow(g);
  if (!w) return err('NO_EXTRA_OFFERED', 'Extras follow the box’s double, before the next roll');
  if (w.takers.length !== 1 || w.takers[0] !== to)
    return err('EXTRA_NOT_ALLOWED', 'Extras go to a lone taker');
  if (!w.droppers.includes(from)) return err('EXTRA_NOT_ALLOWED', `${from} did not drop the box’s double`);
  if ((g.extras ?? []).some((x) => x.from === from))
    return err('EXTRA_NOT_ALLOWED', `${from} has given an extra`);
  if (rule === 'optional' && !takerAgrees) return err('EXTRA_NOT_ALLOWED', `${to} did not accept the extra`);
  const dropper = g.members.find((m) => m.player === from)!;
  const taker = g.members.find((m) => m.player === to)!;
  if (taker.outcome !== null) return err('MEMBER_OUT', `${to} is out of this game`);
  const paid = -(dropper.outcome?.points ?? 0);
  const extra: ExtraRecord = { from, to, paid, value: paid * 2, takerValue: taker.cube.value };
  return ok({ ...s, game: { ...g, extras: [...(g.extras ?? []), extra] }, actionCount: s.actionCount + 1 });
}

/** The game record with its extras: the dropper's payment and the extra cube's result go to the taker. */
export function withExtras(g: ChouetteGame, record: GameRecord): GameRecord {
  const extras = g.extras ?? [];
  if (extras.length === 0) return record;
  const points: Record<PlayerId, number> = { ...record.points };
  let boxSide = record.boxSide;
  for (const x of extras) {
    const own = record.members.find((m) => m.player === x.to)?.points ?? 0;
    const held = Math.round((own * x.value) / x.takerValue) || 0;
    points[x.to] += x.paid + held;
    boxSide -= x.paid + held;
  }
  if (record.partner) {
    const split = splitBoxResult(boxSide);
    points[record.box] = split.box;
    points[record.partner] = split.partner;
  } else {
    points[record.box] = boxSide;
  }
  return { ...record, boxSide, points, extras };
}
