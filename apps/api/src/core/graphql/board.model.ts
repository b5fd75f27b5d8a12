import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import { type CheckerMove, type Die, MAX_PLAY_MOVES } from '@gamao/engine';
import { badInput } from '../errors/domain-error';

/*
 * The board as every game on the site shows it (a match's, a chouette game's): its checkers, a move, a
 * legal play, and the moves a player sends.
 */

@ObjectType({
  description: 'Checker counts per side in its own numbering: index 0 = off, 1..24 = points, 25 = bar.',
})
export class BoardView {
  @Field(() => [Int]) side0!: number[];
  @Field(() => [Int]) side1!: number[];
}

@ObjectType({
  description: 'One checker moved by one die, in the mover’s own point numbering (25 = bar, 0 = off).',
})
export class CheckerMoveView {
  @Field(() => Int) from!: number;
  @Field(() => Int) to!: number;
  @Field(() => Int) die!: number;
  @Field({ nullable: true }) hit?: boolean;
}

@ObjectType()
export class LegalPlay {
  @Field(() => [CheckerMoveView]) moves!: CheckerMoveView[];
  @Field({ description: 'e.g. "13/7 8/5".' }) notation!: string;
  @Field({ description: 'Position ID of the result, still from the mover’s side.' })
  resultPositionId!: string;
}

@InputType()
export class CheckerMoveInput {
  @Field(() => Int, { description: '1..24, or 25 for the bar.' }) from!: number;
  @Field(() => Int, { description: '1..24, or 0 to bear off.' }) to!: number;
  @Field(() => Int) die!: number;
}

/**
 * The moves of a play as a player sends them: at most the engine's MAX_PLAY_MOVES (else BAD_USER_INPUT,
 * before anything is loaded); the engine checks the rest when it applies the play.
 */
export function playMoves(moves: readonly CheckerMoveInput[]): CheckerMove[] {
  if (moves.length > MAX_PLAY_MOVES) throw badInput(`A play has at most ${MAX_PLAY_MOVES} moves`, 'moves');
  return moves.map((m) => ({ from: m.from, to: m.to, die: m.die as Die }));
}
