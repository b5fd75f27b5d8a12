/**
 * @gamao/bot: the computer opponent. Pure TypeScript on top of @gamao/engine; runs in Node and in the
 * browser (e.g. in a Web Worker); deterministic given the random source passed in.
 *
 * - botDecision(state, side, level, random): what the bot does when an engine MatchState waits for it
 *   (roll or double, play, take/drop/beaver/raccoon, answer a resignation).
 * - choosePlay(board, side, dice, level, random, context?): the play for a roll (a legal play of the
 *   engine's legalPlays).
 * - Levels: 'easy' | 'medium' | 'hard' (fácil, médio, difícil); see search.ts.
 * - Cube decisions for money and match play (cube.ts), Kazaross-XG2 match equity table (met.ts).
 */
export * from './baselines';
export * from './context';
export * from './cube';
export * from './decision';
export * from './equity';
export * from './evaluation';
export * from './level';
export * from './met';
export * from './outcome';
export * from './random';
export * from './search';
export * from './selfPlay';
export * from './shots';
