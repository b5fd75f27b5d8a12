/**
 * `@gamao/bot/play`: what the browser's game against the computer needs, and nothing of the analysis (it stays
 * out of the Web Worker's bundle). The same functions as the package's main entry.
 */
export { botDecision } from './decision';
export { type BearoffSource, bearoffStatus, setBearoffSource } from './bearoff';
export { bestPlays, type PlayHint } from './hint';
