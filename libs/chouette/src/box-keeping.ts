/**
 * House rule: who keeps the box after a game (issue 42), on the line [box, captain, ...queue] (rotation.ts).
 *
 * - 'boxVsCaptain' (default, seed 000): whoever won between box and captain is the next box.
 * - 'breakEven': the box keeps the box while the box side's result for the game (every cube, before the
 *   partner's split) is zero or better; otherwise the captain takes it (the captain-wins rotation).
 * - 'doubleStandUp' (LA): to keep the box, the box must beat the captain and break even. The captain
 *   beating the box: the captain takes the box. The box beating the captain but losing on the whole game:
 *   both stand up, the captain to the bottom of the line and the box behind them; the first of the queue is
 *   the box and the next the captain.
 */
import type { GameRecord } from './ledger';
import type { BoxKeepingRule } from './house-rules';
import { chouetteRotation } from './rotation';
import type { PlayerId } from './types';

export type BoxChange = 'boxKeeps' | 'captainTakes' | 'doubleStandUp';

export interface NextLine {
  readonly line: PlayerId[];
  readonly change: BoxChange;
}

/** What the rule decides after `record`, the game just finished. */
export function boxChange(
  record: Pick<GameRecord, 'boxVsCaptain' | 'boxSide'>,
  rule: BoxKeepingRule,
): BoxChange {
  const beatCaptain = record.boxVsCaptain === 'box';
  const brokeEven = record.boxSide >= 0;
  switch (rule) {
    case 'breakEven':
      return brokeEven ? 'boxKeeps' : 'captainTakes';
    case 'doubleStandUp':
      if (!beatCaptain) return 'captainTakes';
      return brokeEven ? 'boxKeeps' : 'doubleStandUp';
    default:
      return beatCaptain ? 'boxKeeps' : 'captainTakes';
  }
}

/** The next game's line under the rule. */
export function nextBoxLine(
  line: readonly PlayerId[],
  record: Pick<GameRecord, 'boxVsCaptain' | 'boxSide'>,
  rule: BoxKeepingRule,
): NextLine {
  const change = boxChange(record, rule);
  if (change === 'doubleStandUp' && line.length >= 3) {
    const [box, captain, ...queue] = line;
    return { line: [...queue, captain, box], change };
  }
  return { line: chouetteRotation(line, change === 'boxKeeps' ? 'box' : 'captain'), change };
}
