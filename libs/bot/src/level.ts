/**
 * The three strengths of the computer opponent (pt-BR: fácil, médio, difícil).
 */

export type BotLevel = 'easy' | 'medium' | 'hard';

export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard'];

const NAMES: Readonly<Record<string, BotLevel>> = {
  easy: 'easy',
  facil: 'easy',
  fácil: 'easy',
  medium: 'medium',
  medio: 'medium',
  médio: 'medium',
  hard: 'hard',
  dificil: 'hard',
  difícil: 'hard',
};

/** Reads a level written in English or Portuguese (`hard`, `difícil`, `dificil`); null when unknown. */
export function parseLevel(text: string): BotLevel | null {
  return NAMES[text.trim().toLowerCase()] ?? null;
}
