/**
 * The game log in players' notation: one entry per turn (`5-3: 8/3 6/3`), cube decisions, resignations,
 * and the result. Plays are written by the engine's formatPlay.
 */
import { type Dice, type GameState, type Side, type WinKind, formatPlay } from '@gamao/engine';

export type LogEntry =
  | { readonly kind: 'openingTie'; readonly dice: Dice }
  | { readonly kind: 'opening'; readonly dice: Dice; readonly starter: Side }
  | {
      readonly kind: 'turn';
      readonly side: Side;
      readonly dice: string;
      readonly play: string | null;
      readonly pass: boolean;
    }
  | {
      readonly kind: 'cube';
      readonly side: Side;
      readonly action: 'double' | 'take' | 'beaver' | 'raccoon' | 'drop' | 'refuseBeaver';
      readonly value: number | null;
    }
  | { readonly kind: 'resign'; readonly side: Side; readonly winKind: WinKind }
  | { readonly kind: 'resignAnswer'; readonly side: Side; readonly accepted: boolean }
  | { readonly kind: 'result'; readonly side: Side; readonly points: number };

/** A roll as players write it: higher die first, joined by a hyphen, e.g. "5-3", "6-6". */
export const diceText = (dice: readonly number[]): string =>
  `${Math.max(dice[0], dice[1])}-${Math.min(dice[0], dice[1])}`;

export function gameLog(game: GameState): LogEntry[] {
  const out: LogEntry[] = [];
  // The roll whose play comes next (the opening roll is played by its starter).
  let pending: { side: Side; dice: Dice } | null = null;
  for (const e of game.events) {
    switch (e.type) {
      case 'openingRoll':
        if (e.starter === null) out.push({ kind: 'openingTie', dice: e.dice });
        else {
          out.push({ kind: 'opening', dice: e.dice, starter: e.starter });
          pending = { side: e.starter, dice: e.dice };
        }
        break;
      case 'roll':
        if (e.pass) out.push({ kind: 'turn', side: e.side, dice: diceText(e.dice), play: null, pass: true });
        else pending = { side: e.side, dice: e.dice };
        break;
      case 'play':
        out.push({
          kind: 'turn',
          side: e.side,
          dice: pending ? diceText(pending.dice) : '',
          play: formatPlay(e.moves),
          pass: false,
        });
        pending = null;
        break;
      case 'double':
      case 'take':
      case 'beaver':
      case 'raccoon':
        out.push({ kind: 'cube', side: e.side, action: e.type, value: e.value });
        break;
      case 'drop':
      case 'refuseBeaver':
        out.push({ kind: 'cube', side: e.side, action: e.type, value: null });
        break;
      case 'resign':
        out.push({ kind: 'resign', side: e.side, winKind: e.kind });
        break;
      case 'acceptResignation':
      case 'rejectResignation':
        out.push({ kind: 'resignAnswer', side: e.side, accepted: e.type === 'acceptResignation' });
        break;
    }
  }
  if (game.result) out.push({ kind: 'result', side: game.result.winner, points: game.result.points });
  return out;
}
