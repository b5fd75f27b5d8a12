/**
 * GNU Backgammon Match ID: the match and turn state as 12 base64 characters, byte for byte as gnubg
 * writes it (gnubg's matchid.c).
 *
 * 9 bytes hold these fields, least significant bit first (bit k is bit k % 8 of byte k / 8):
 * | bits  | field                                                                   |
 * |-------|-------------------------------------------------------------------------|
 * | 0-3   | log2 of the cube value                                                  |
 * | 4-5   | cube owner: 0 = player 0, 1 = player 1, 3 = centred                     |
 * | 6     | player on roll (gnubg fMove)                                            |
 * | 7     | this is the Crawford game                                               |
 * | 8-10  | game state: 0 none, 1 playing, 2 over, 3 resigned, 4 ended by a drop    |
 * | 11    | player whose decision it is (gnubg fTurn)                               |
 * | 12    | a double is offered                                                     |
 * | 13-14 | resignation offered: 0 none, 1 single, 2 gammon, 3 backgammon           |
 * | 15-17 | first die (the higher one; 0 = not rolled)                              |
 * | 18-20 | second die                                                              |
 * | 21-35 | match length (0 = money)                                                |
 * | 36-50 | player 0's score                                                        |
 * | 51-65 | player 1's score                                                        |
 * | 66    | Jacoby rule NOT in use (gnubg 1.x sets it in money play without Jacoby) |
 * The bytes are then written in standard base64 (3 bytes -> 4 characters, no padding).
 * Player 0 and 1 are our sides 0 and 1 (gnubg's player 0 is the first player of a .mat file).
 */
import { currentGame, type MatchState } from './game';
import { otherSide } from './position';
import { type Dice, type Die, type Result, type Side, type WinKind, err, ok } from './types';

export type MatchIdGameState = 'none' | 'playing' | 'over' | 'resigned' | 'dropped';

export interface MatchIdInfo {
  readonly cubeValue: number;
  readonly cubeOwner: Side | 'centred';
  /** The player on roll (whose dice they are). */
  readonly onRoll: Side;
  readonly crawford: boolean;
  readonly gameState: MatchIdGameState;
  /** The player who must decide now (differs from onRoll while a double or resignation waits). */
  readonly turn: Side;
  readonly doubleOffered: boolean;
  readonly resignation: WinKind | null;
  /** The roll, higher die first; null when the dice have not been rolled. */
  readonly dice: Dice | null;
  /** 0 = money play. */
  readonly matchLength: number;
  readonly score: readonly [number, number];
  readonly jacoby: boolean;
}

const GAME_STATES: readonly MatchIdGameState[] = ['none', 'playing', 'over', 'resigned', 'dropped'];
const RESIGN: readonly (WinKind | null)[] = [null, 'single', 'gammon', 'backgammon'];
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function setBits(key: number[], pos: number, n: number, v: number): void {
  for (let i = 0; i < n; i++) {
    if ((v >> i) & 1) key[(pos + i) >> 3] |= 1 << ((pos + i) & 7);
  }
}

function getBits(key: readonly number[], pos: number, n: number): number {
  let v = 0;
  for (let i = 0; i < n; i++) if ((key[(pos + i) >> 3] >> ((pos + i) & 7)) & 1) v |= 1 << i;
  return v;
}

const log2 = (n: number): number => {
  let i = 0;
  while (n > 1) {
    n >>= 1;
    i++;
  }
  return i;
};

/** Encodes a Match ID (12 characters). */
export function encodeMatchId(info: MatchIdInfo): string {
  const key = new Array<number>(9).fill(0);
  setBits(key, 0, 4, log2(info.cubeValue));
  setBits(key, 4, 2, info.cubeOwner === 'centred' ? 3 : info.cubeOwner);
  setBits(key, 6, 1, info.onRoll);
  setBits(key, 7, 1, info.crawford ? 1 : 0);
  setBits(key, 8, 3, GAME_STATES.indexOf(info.gameState));
  setBits(key, 11, 1, info.turn);
  setBits(key, 12, 1, info.doubleOffered ? 1 : 0);
  setBits(key, 13, 2, RESIGN.indexOf(info.resignation));
  if (info.dice) {
    const hi = Math.max(info.dice[0], info.dice[1]);
    const lo = Math.min(info.dice[0], info.dice[1]);
    setBits(key, 15, 3, hi);
    setBits(key, 18, 3, lo);
  }
  setBits(key, 21, 15, info.matchLength & 0x7fff);
  setBits(key, 36, 15, info.score[0] & 0x7fff);
  setBits(key, 51, 15, info.score[1] & 0x7fff);
  setBits(key, 66, 1, info.jacoby ? 0 : 1);
  let id = '';
  for (let i = 0; i < 9; i += 3) {
    const [a, b, c] = [key[i], key[i + 1], key[i + 2]];
    id +=
      BASE64[a >> 2] +
      BASE64[((a & 3) << 4) | (b >> 4)] +
      BASE64[((b & 15) << 2) | (c >> 6)] +
      BASE64[c & 63];
  }
  return id;
}

/** Decodes a Match ID, with gnubg's checks (dice 0-6, scores within the match, no Crawford in money play). */
export function decodeMatchId(id: string): Result<MatchIdInfo> {
  if (typeof id !== 'string' || id.length !== 12)
    return err('INVALID_MATCH_ID', 'A Match ID has 12 characters');
  const six: number[] = [];
  for (const ch of id) {
    const v = BASE64.indexOf(ch);
    if (v < 0) return err('INVALID_MATCH_ID', `Invalid character ${ch} in a Match ID`);
    six.push(v);
  }
  const key: number[] = [];
  for (let i = 0; i < 12; i += 4) {
    key.push(
      ((six[i] << 2) | (six[i + 1] >> 4)) & 255,
      ((six[i + 1] << 4) | (six[i + 2] >> 2)) & 255,
      ((six[i + 2] << 6) | six[i + 3]) & 255,
    );
  }
  const owner = getBits(key, 4, 2);
  const gs = getBits(key, 8, 3);
  const d1 = getBits(key, 15, 3);
  const d2 = getBits(key, 18, 3);
  const matchLength = getBits(key, 21, 15);
  const score: [number, number] = [getBits(key, 36, 15), getBits(key, 51, 15)];
  const crawford = getBits(key, 7, 1) === 1;
  if (gs >= GAME_STATES.length) return err('INVALID_MATCH_ID', 'Unknown game state in the Match ID');
  if (d1 > 6 || d2 > 6 || (d1 === 0) !== (d2 === 0))
    return err('INVALID_MATCH_ID', 'Invalid dice in the Match ID');
  if (owner === 2) return err('INVALID_MATCH_ID', 'Invalid cube owner in the Match ID');
  if (matchLength > 0 && (score[0] > matchLength || score[1] > matchLength)) {
    return err('INVALID_MATCH_ID', 'A score beyond the match length');
  }
  if (matchLength === 0 && crawford) return err('INVALID_MATCH_ID', 'No Crawford game in money play');
  return ok({
    cubeValue: 1 << getBits(key, 0, 4),
    cubeOwner: owner === 3 ? 'centred' : (owner as Side),
    onRoll: getBits(key, 6, 1) as Side,
    crawford,
    gameState: GAME_STATES[gs],
    turn: getBits(key, 11, 1) as Side,
    doubleOffered: getBits(key, 12, 1) === 1,
    resignation: RESIGN[getBits(key, 13, 2)],
    dice: d1 === 0 ? null : [d1 as Die, d2 as Die],
    matchLength,
    score,
    jacoby: getBits(key, 66, 1) === 0,
  });
}

/**
 * The Match ID of a state of game.ts, as gnubg shows the same situation. Where gnubg has no equivalent:
 * before the opening roll the game is 'playing' with no dice, player 0 on roll; once the match is over the
 * winner is on roll and the score may exceed the length (gnubg itself refuses to read such an ID back).
 * A pending beaver shows as gnubg shows it: a double offered to the original doubler, the cube at 2v owned
 * by the beaverer. A raccoon is final here, so it shows as gnubg does after the beaverer's take.
 */
export function matchIdOf(state: MatchState): string {
  const g = currentGame(state);
  const o = state.options;
  let gameState: MatchIdGameState = 'playing';
  if (g.phase === 'over' && g.result) {
    gameState =
      g.result.reason === 'resign' ? 'resigned' : g.result.reason === 'bearOff' ? 'over' : 'dropped';
  }
  const onRoll: Side = g.turn ?? (g.result ? g.result.winner : 0);
  let turn: Side = g.result ? g.result.winner : onRoll;
  let cubeValue = g.cube.value;
  let cubeOwner = g.cube.owner;
  const offer = g.cube.offer;
  if (offer) {
    turn = offer.stage === 'double' ? otherSide(offer.doubler) : offer.doubler;
    if (offer.stage === 'beaver') {
      cubeValue = offer.value / 2;
      cubeOwner = otherSide(offer.doubler);
    }
  }
  if (g.resignation) turn = otherSide(g.resignation.by);
  let resignation = g.resignation?.kind ?? null;
  if (g.result?.reason === 'resign') {
    // gnubg keeps the accepted resignation in the ID of a finished game.
    const offers = g.events.filter((e) => e.type === 'resign');
    const last = offers[offers.length - 1];
    resignation = last && last.type === 'resign' ? last.kind : null;
  }
  return encodeMatchId({
    cubeValue,
    cubeOwner,
    onRoll,
    crawford: g.crawford,
    gameState,
    turn,
    doubleOffered: offer !== null,
    resignation,
    dice: g.phase === 'moving' || g.phase === 'over' ? g.dice : null,
    matchLength: o.length,
    score: state.match.score,
    jacoby: o.jacoby,
  });
}
