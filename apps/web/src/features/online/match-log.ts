/**
 * The server's match log in the lines players read. Entries carry a type and the server's English text
 * (`Rolls 43: no legal play`, `Doubles => 2`); the numbers are read back from that text so the site can
 * say it in the visitor's language, and an entry it does not know is shown as the server wrote it.
 */
import type { Dice, Side, WinKind } from '@gamao/engine';
import { diceText } from '@/features/play/log';
import { type OnlineLogEntry, type OnlineMatch, asSide, diceOf } from './engine-view';

const ROLL = /^Rolls (\d)(\d)(: no legal play)?$/;
const OPENING = /^Opening roll (\d)-(\d)/;
const VALUE = /=> (\d+)$/;
const RESIGN = /^Resigns \((single|gammon|backgammon)\)$/;

/** A turn's roll: its dice and whether it passed at once (no legal play). */
export function rollOf(entry: OnlineLogEntry): { dice: Dice; pass: boolean } | null {
  if (entry.type !== 'roll') return null;
  const m = ROLL.exec(entry.text);
  const dice = m ? diceOf([Number(m[1]), Number(m[2])]) : null;
  return m && dice ? { dice, pass: Boolean(m[3]) } : null;
}

/** An opening roll: [side 0's die, side 1's die]; the higher die starts, a tie rolls again. */
export function openingOf(entry: OnlineLogEntry): { dice: Dice; starter: Side | null } | null {
  if (entry.type !== 'openingRoll') return null;
  const m = OPENING.exec(entry.text);
  const dice = m ? diceOf([Number(m[1]), Number(m[2])]) : null;
  if (!dice) return null;
  return { dice, starter: dice[0] === dice[1] ? null : dice[0] > dice[1] ? 0 : 1 };
}

export type ShownRoll =
  | { readonly kind: 'openingTie'; readonly dice: Dice }
  | { readonly kind: 'opening'; readonly starter: Side; readonly dice: Dice }
  | { readonly kind: 'pass'; readonly side: Side; readonly dice: Dice };

/** The roll the last entry reports, when it is news the board alone does not show. */
export function lastRollShown(log: readonly OnlineLogEntry[]): ShownRoll | null {
  const last = log.at(-1);
  if (!last) return null;
  const opening = openingOf(last);
  if (opening) {
    return opening.starter === null
      ? { kind: 'openingTie', dice: opening.dice }
      : { kind: 'opening', starter: opening.starter, dice: opening.dice };
  }
  const roll = rollOf(last);
  const side = asSide(last.side);
  return roll?.pass && side !== null ? { kind: 'pass', side, dice: roll.dice } : null;
}

export type CubeLogAction = 'double' | 'take' | 'beaver' | 'raccoon' | 'drop' | 'refuseBeaver';

export type LogLine = { readonly key: string } & (
  | { readonly kind: 'game'; readonly number: number }
  | { readonly kind: 'openingTie'; readonly dice: string }
  | {
      readonly kind: 'turn';
      readonly side: Side;
      readonly dice: string;
      /** The play in notation; null while the roll is being played, or on a pass. */
      readonly play: string | null;
      readonly pass: boolean;
    }
  | {
      readonly kind: 'cube';
      readonly side: Side;
      readonly action: CubeLogAction;
      readonly value: number | null;
    }
  | { readonly kind: 'resign'; readonly side: Side; readonly winKind: WinKind }
  | { readonly kind: 'resignAnswer'; readonly side: Side; readonly accepted: boolean }
  | { readonly kind: 'result'; readonly side: Side; readonly points: number }
  /** A loss on time or by abandonment (of `side`), or a director's annulment of it. */
  | { readonly kind: 'clock'; readonly side: Side; readonly event: ClockLogEvent }
  | { readonly kind: 'text'; readonly side: Side | null; readonly text: string }
);

export type ClockLogEvent = 'timeout' | 'forfeit' | 'annulTimeout';
const CLOCK_EVENTS: readonly string[] = ['timeout', 'forfeit', 'annulTimeout'];

const CUBE_ACTIONS: readonly string[] = ['double', 'take', 'beaver', 'raccoon', 'drop', 'refuseBeaver'];

/**
 * One line per turn (`63: 24/18 13/10`, the roll joined to its play), per cube decision and per
 * resignation, a heading per game when the match has several, and each finished game's result.
 */
export function logLines(view: Pick<OnlineMatch, 'log' | 'games' | 'options'>): LogLine[] {
  const out: LogLine[] = [];
  const several = view.options.length !== 1;
  let game = -1;
  /** Index in `out` of the turn whose roll waits for its play. */
  let pending: number | null = null;
  let offered: number | null = null;
  const result = (index: number) => {
    const g = view.games.find((s) => s.index === index);
    const winner = asSide(g?.winner);
    if (g && winner !== null && g.points !== null && g.points !== undefined)
      out.push({ key: `r${index}`, kind: 'result', side: winner, points: g.points });
  };
  for (const e of view.log) {
    if (e.game !== game) {
      if (game >= 0) result(game);
      game = e.game;
      pending = null;
      offered = null;
      if (several || game > 0) out.push({ key: `g${game}`, kind: 'game', number: game + 1 });
    }
    const key = `e${e.seq}`;
    const side = asSide(e.side);
    const opening = openingOf(e);
    const roll = rollOf(e);
    const resigned = RESIGN.exec(e.text);
    if (opening) {
      const [a, b] = opening.dice;
      if (opening.starter === null) out.push({ key, kind: 'openingTie', dice: `${a}-${b}` });
      else {
        out.push({
          key,
          kind: 'turn',
          side: opening.starter,
          dice: diceText(opening.dice),
          play: null,
          pass: false,
        });
        pending = out.length - 1;
      }
    } else if (roll && side !== null) {
      out.push({ key, kind: 'turn', side, dice: diceText(roll.dice), play: null, pass: roll.pass });
      pending = roll.pass ? null : out.length - 1;
    } else if (e.type === 'play' && side !== null) {
      const turn = pending === null ? null : out[pending];
      if (pending !== null && turn?.kind === 'turn' && turn.side === side)
        out[pending] = { ...turn, play: e.text };
      else out.push({ key, kind: 'turn', side, dice: '', play: e.text, pass: false });
      pending = null;
    } else if (CUBE_ACTIONS.includes(e.type) && side !== null) {
      const action = e.type as CubeLogAction;
      const stated = VALUE.exec(e.text);
      let value: number | null = stated ? Number(stated[1]) : null;
      if (action === 'take') value = offered;
      if (action === 'double' || action === 'beaver' || action === 'raccoon') offered = value;
      const concedes = action === 'drop' || action === 'refuseBeaver';
      // A value the text did not give is not guessed: the server's words are shown instead.
      if (concedes || value !== null)
        out.push({ key, kind: 'cube', side, action, value: concedes ? null : value });
      else out.push({ key, kind: 'text', side, text: e.text });
    } else if (e.type === 'resign' && side !== null && resigned) {
      out.push({ key, kind: 'resign', side, winKind: resigned[1] as WinKind });
    } else if ((e.type === 'acceptResignation' || e.type === 'rejectResignation') && side !== null) {
      out.push({ key, kind: 'resignAnswer', side, accepted: e.type === 'acceptResignation' });
    } else if (CLOCK_EVENTS.includes(e.type) && side !== null) {
      out.push({ key, kind: 'clock', side, event: e.type as ClockLogEvent });
    } else {
      out.push({ key, kind: 'text', side, text: e.text });
    }
  }
  if (game >= 0) result(game);
  return out;
}

/** The finished game whose result the players should see now: the last one, while the next has not begun. */
export function justFinishedGame(view: OnlineMatch) {
  if (view.status !== 'ACTIVE' || view.phase !== 'opening' || view.gameNumber === 0) return null;
  const last = view.log.at(-1);
  if (last && last.game === view.gameNumber) return null;
  return view.games.find((g) => g.index === view.gameNumber - 1 && g.winner !== null) ?? null;
}
