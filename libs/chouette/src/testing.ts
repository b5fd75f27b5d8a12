/** Test helpers shared by the spec files (not exported from index.ts, not built). */
import { type Dice, type Die, type GameKind, legalPlays, seededUint32 } from '@gamao/engine';
import type { ChouetteAction } from './actions';
import { type ChouetteState, applyChouetteAction, newChouette } from './chouette';
import type { ChouetteOptions } from './options';
import { partnerAllowed, partnerCandidates } from './partner';
import { type ChouetteResult, sideOf } from './types';
import { waitingFor } from './waiting-for';

/** The value of a successful result; fails the test with the error otherwise. */
export function value<T>(r: ChouetteResult<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** The error code of a failed result; fails the test on success. */
export function errorCode<T>(r: ChouetteResult<T>): string {
  if (r.ok) throw new Error('expected an error');
  return r.error.code;
}

/** Applies actions in order, failing the test on the first refusal. */
export function run(state: ChouetteState, ...actions: ChouetteAction[]): ChouetteState {
  let s = state;
  for (const a of actions) {
    const r = applyChouetteAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.code}: ${r.error.message}`);
    s = r.value;
  }
  return s;
}

/** Two dice summing to 12 - i (distinct totals for up to 11 players). */
const diceForRank = (i: number): Dice => {
  const total = 12 - i;
  const a = Math.min(6, total - 1) as Die;
  return [a, (total - a) as Die];
};

/** The actions that seat `players` in this order: join each, then roll decreasing totals. */
export const seatingActions = (players: readonly string[]): ChouetteAction[] => [
  ...players.map((player): ChouetteAction => ({ type: 'join', player })),
  ...players.map((player, i): ChouetteAction => ({ type: 'rollForOrder', player, dice: diceForRank(i) })),
];

/** A session seated as `players` ([box, captain, ...queue]), waiting for the first game. */
export function seated(players: readonly string[], options: Partial<ChouetteOptions> = {}): ChouetteState {
  return run(value(newChouette(options)), ...seatingActions(players));
}

/** A scorekeeper session seated as `players`, with its first game started. */
export function scorekeeperGame(
  players: readonly string[],
  options: Partial<ChouetteOptions> = {},
): ChouetteState {
  return run(seated(players, { ...options, mode: 'scorekeeper' }), { type: 'startGame' });
}

export interface RandomSessionConfig {
  readonly options: Partial<ChouetteOptions>;
  /** Stop after this many finished games. */
  readonly games: number;
  /** Players at the start (3 to 8; random when absent). */
  readonly players?: number;
  /** Probability of a correction between games. */
  readonly corrections?: number;
}

/**
 * A random but legal session, driven by `waitingFor`: joins, leaves and latecomers between games, partners,
 * doubles, drops, beavers, raccoons, refusals, resignations, suggestions, and board or recorded results.
 * Returns the log and the state it leads to. Deterministic for a seed.
 */
export function randomSession(
  seed: number | string,
  config: RandomSessionConfig,
): { actions: ChouetteAction[]; state: ChouetteState } {
  const next = seededUint32(seed);
  const rnd = (): number => next() / 4294967296;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const die = (): Die => (1 + Math.floor(rnd() * 6)) as Die;
  const dice = (): Dice => [die(), die()];
  let state = value(newChouette(config.options));
  const o = state.options;
  const actions: ChouetteAction[] = [];
  const attempt = (a: ChouetteAction): boolean => {
    const r = applyChouetteAction(state, a);
    if (!r.ok) return false;
    state = r.value;
    actions.push(a);
    return true;
  };
  const must = (a: ChouetteAction): void => {
    const r = applyChouetteAction(state, a);
    if (!r.ok)
      throw new Error(`seed ${seed}: ${JSON.stringify(a)} refused: ${r.error.code}: ${r.error.message}`);
    state = r.value;
    actions.push(a);
  };
  let id = 0;
  const fresh = (): string => `p${++id}`;
  const answers = (): ('take' | 'drop' | 'beaver')[] =>
    o.beaver ? ['take', 'drop', 'beaver'] : ['take', 'drop'];
  const kinds: GameKind[] =
    o.profile === 'simple'
      ? ['single']
      : o.profile === 'traditional'
        ? ['single', 'cantada', 'gammon', 'gamaoCantado', 'dePauDentro', 'gamaoDosDeuses']
        : ['single', 'gammon', 'backgammon'];

  const initial = config.players ?? 3 + Math.floor(rnd() * 6);
  for (let i = 0; i < initial; i++) must({ type: 'join', player: fresh() });

  for (let steps = 0; state.games.length < config.games; steps++) {
    if (steps > 50000) throw new Error(`seed ${seed}: the session does not end`);
    const waits = waitingFor(state);
    const required = waits.filter((w) => !w.optional);
    const first = required[0];
    if (state.phase === 'gathering' || state.phase === 'seating') {
      if (first.decision === 'join') must({ type: 'join', player: fresh() });
      else must({ type: 'rollForOrder', player: first.player as string, dice: dice() });
      continue;
    }
    if (state.phase === 'ready') {
      if (first.decision === 'join') {
        must({ type: 'join', player: fresh() });
        continue;
      }
      if (rnd() < 0.15 && state.present.length < 9) must({ type: 'join', player: fresh() });
      if (rnd() < 0.1 && state.line.length > 3) must({ type: 'leave', player: pick(state.line) });
      if (state.games.length > 0 && rnd() < (config.corrections ?? 0.1)) {
        const g = pick(state.games);
        const [a, b] = Object.keys(g.points);
        const k = 1 + Math.floor(rnd() * 3);
        must({
          type: 'correction',
          by: 'director',
          game: g.index,
          delta: { [a]: k, [b]: -k },
          reason: 'miscount',
        });
      }
      if (partnerAllowed(state.line.length, o.partnerThreshold) && rnd() < 0.4) {
        must({ type: 'callPartner', player: state.line[0], partner: pick(partnerCandidates(state.line)) });
      }
      const cube =
        o.mode === 'scorekeeper' && o.autoDoubles ? Math.min(pick([1, 1, 2, 4]), o.autoDoublesCap) : 1;
      must(cube === 1 ? { type: 'startGame' } : { type: 'startGame', initialCube: cube });
      continue;
    }
    const g = state.game;
    if (!g) throw new Error('no game');
    if (rnd() < 0.02 && state.present.length < 9) must({ type: 'join', player: fresh() });
    switch (first.decision) {
      case 'answerResignation':
        must({ type: 'answerResignation', player: first.player as string, accept: rnd() < 0.6 });
        break;
      case 'declareDouble':
        must({ type: rnd() < 0.3 ? 'double' : 'noDouble', player: first.player as string });
        break;
      case 'answerDouble': {
        const member = first.member as string;
        const answer = pick(answers());
        const a: ChouetteAction = first.actions.includes('boxAnswer')
          ? { type: 'boxAnswer', player: g.box, member, answer }
          : { type: 'memberAnswer', player: member, answer };
        if (!attempt(a)) must({ ...a, answer: 'take' });
        break;
      }
      case 'answerBeaver': {
        const a: ChouetteAction = {
          type: 'beaverAnswer',
          player: first.player as string,
          member: first.member as string,
          answer: pick(['take', 'refuse', 'raccoon'] as const),
        };
        if (!attempt(a)) must({ ...a, answer: 'take' });
        break;
      }
      case 'openingRoll':
        must({ type: 'roll', player: g.box, dice: dice() });
        break;
      case 'roll': {
        const doublers = waits.filter((w) => w.decision === 'double').map((w) => w.player as string);
        if (rnd() < 0.15) {
          if (first.actions.includes('boxDouble')) must({ type: 'boxDouble', player: g.box });
          else if (doublers.length > 0) must({ type: 'double', player: pick(doublers) });
          else must({ type: 'roll', player: first.player as string, dice: dice() });
        } else if (rnd() < 0.01) {
          const who = rnd() < 0.5 ? g.box : g.actingCaptain;
          if (
            !attempt({ type: 'resign', player: who, kind: pick(['single', 'gammon', 'backgammon'] as const) })
          ) {
            must({ type: 'roll', player: first.player as string, dice: dice() });
          }
        } else {
          must({ type: 'roll', player: first.player as string, dice: dice() });
        }
        break;
      }
      case 'play': {
        const side = sideOf(g.turn ?? 'box');
        const plays = legalPlays(g.board ?? [[], []], side, g.dice as Dice);
        const moves = plays.length > 0 ? pick(plays).moves : [];
        const advisers = waits.filter((w) => w.decision === 'suggest').map((w) => w.player as string);
        if (advisers.length > 0 && rnd() < 0.3) {
          const adviser = pick(advisers);
          must({ type: 'suggest', player: adviser, moves });
          must({ type: 'confirmSuggestion', player: first.player as string, from: adviser });
        } else {
          must({ type: 'play', player: first.player as string, moves });
        }
        break;
      }
      case 'recordResult': {
        const x = rnd();
        const inGame = g.members.filter((m) => m.outcome === null).map((m) => m.player);
        if (x < 0.25) {
          attempt({ type: 'double', player: pick(inGame) });
        } else if (x < 0.45) {
          attempt({ type: 'boxDouble', player: g.box });
        } else if (x < 0.5) {
          attempt({
            type: 'resign',
            player: pick([g.box, ...inGame]),
            kind: pick(['single', 'gammon'] as const),
          });
        } else {
          const winner = rnd() < 0.5 ? 'box' : 'team';
          must(
            o.profile !== 'simple' && rnd() < 0.2
              ? { type: 'endGame', winner, base: 1 + Math.floor(rnd() * 4) }
              : { type: 'endGame', winner, kind: pick(kinds) },
          );
        }
        break;
      }
      default:
        throw new Error(`seed ${seed}: unexpected decision ${first.decision}`);
    }
  }
  if (rnd() < 0.5) must({ type: 'endSession' });
  return { actions, state };
}
