/**
 * The chouette tables over GraphQL: arguments parsed and bounded, then the reads, the table setup or the game
 * service. No rules here.
 */
import { Args, Int, Mutation, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { requiredReason } from '../core/validation/text-rules';
import { RequireRole } from '../core/auth/roles.guard';
import { Viewer } from '../core/auth/viewer.decorator';
import { badInput, DomainError } from '../core/errors/domain-error';
import { ExpectedSeq } from '../core/graphql/expected-seq.arg';
import { UUID } from '../core/uuid.scalar';
import { InputRules } from '../core/validation/input-rules.pipe';
import { playMovesRules } from '../play/match-input-rules';
import { CheckerMoveInput, playMoves } from '../core/graphql/board.model';
import { DiceVerification } from '../core/graphql/dice-verification.model';
import { WinKindEnum } from '../core/graphql/scoring.model';
import {
  afterSeqRules,
  chouetteCodeRules,
  correctionPointsRules,
  correctionReasonRules,
  diceRules,
  gameNumberRules,
  gameValueRules,
  initialCubeRules,
  openChouetteRules,
} from './chouette-input-rules';
import {
  BeaverAnswerEnum,
  Chouette,
  ChouetteEvent,
  ChouetteLogEntry,
  ChouettePointsInput,
  DoubleAnswerEnum,
  GameKindEnum,
  OpenChouetteInput,
  TableSideEnum,
} from './chouette.model';
import type { ChouetteIntent } from './chouette-intent';
import { ChouetteGameService } from './chouette-game.service';
import { ChouetteReadsService, type ChouetteWithState } from './chouette-reads.service';
import { ChouetteSetupService } from './chouette-setup.service';

const MAX_CORRECTION_ROWS = 50;

const ID = () => Args('chouetteId', { type: () => UUID });
const PLAYER = () =>
  Args('player', {
    type: () => UUID,
    nullable: true,
    description: 'Scorekeeper mode: the player the organiser records for. Otherwise you act as yourself.',
  });

@Resolver(() => Chouette)
export class ChouetteResolver {
  constructor(
    private readonly reads: ChouetteReadsService,
    private readonly setup: ChouetteSetupService,
    private readonly game: ChouetteGameService,
  ) {}

  // ---- queries ------------------------------------------------------------------------------------

  @Query(() => Chouette, { description: 'A chouette table, for its players and the members of its club.' })
  async chouette(@Args('id', { type: () => UUID }) id: string, @Viewer() viewer: Viewer) {
    return this.reads.chouette(viewer.id, id);
  }

  @Query(() => [Chouette], { description: "A club's chouette tables, newest first (members only)." })
  @RequireRole('MEMBER')
  async chouettesOfClub(
    @Args('clubId', { type: () => UUID }) clubId: string,
    @Args('openOnly', { defaultValue: true }) openOnly: boolean,
    @Viewer() viewer: Viewer,
  ) {
    return this.reads.ofClub(viewer.id, clubId, openOnly);
  }

  @Query(() => DiceVerification, {
    description: 'After the session (board mode): the revealed seed and every roll checked against it.',
  })
  async verifyChouetteDice(
    @Args('chouetteId', { type: () => UUID }) chouetteId: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.reads.verifyDice(viewer.id, chouetteId);
  }

  @Query(() => [Chouette], {
    description: 'The open tables of every club the viewer belongs to, newest first.',
  })
  async openChouettesOfMyClubs(@Viewer() viewer: Viewer) {
    return this.reads.openOfMyClubs(viewer.id);
  }

  @Query(() => [Chouette], { description: 'Tables the viewer joined or organises, newest first.' })
  async myChouettes(@Args('openOnly', { defaultValue: false }) openOnly: boolean, @Viewer() viewer: Viewer) {
    return this.reads.mine(viewer.id, openOnly);
  }

  @ResolveField(() => [ChouetteLogEntry], { description: 'Every action so far, in order.' })
  async log(@Parent() chouette: ChouetteWithState): Promise<ChouetteLogEntry[]> {
    return this.reads.log(chouette.id);
  }

  // ---- the table ----------------------------------------------------------------------------------

  @Mutation(() => Chouette, { description: 'Open a chouette table in a club (members).' })
  async openChouette(
    @Args('input', InputRules(openChouetteRules)) input: OpenChouetteInput,
    @Viewer() viewer: Viewer,
  ) {
    return this.setup.open(viewer.id, input);
  }

  @Mutation(() => Chouette, {
    description:
      'Join a table by its code (members of its club). Without expectedSeq the join applies to the latest state.',
  })
  async joinChouette(
    @Args('code', InputRules(chouetteCodeRules)) code: string,
    @ExpectedSeq({ nullable: true }) expectedSeq: number | null,
    @PLAYER() player: string | null,
    @Viewer() viewer: Viewer,
  ) {
    if (code.length > 32) throw new DomainError('INVALID_CHOUETTE_CODE');
    return this.setup.join(viewer.id, code, expectedSeq ?? null, player ?? null);
  }

  @Mutation(() => Chouette, { description: 'Leave the table (between games for the players of a game).' })
  leaveChouette(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @PLAYER() player: string | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, id, expectedSeq, { type: 'leave', player });
  }

  @Mutation(() => Chouette, {
    description:
      'Roll two dice for the order of the table (ties re-roll). The server rolls; in scorekeeper mode the ' +
      'organiser may enter the physical dice instead.',
  })
  rollChouetteOrder(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @PLAYER() player: string | null,
    @Args('dice', { type: () => [Int], nullable: true }, InputRules(diceRules)) dice: number[] | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, id, expectedSeq, { type: 'rollForOrder', player, dice });
  }

  @Mutation(() => Chouette, { description: 'The box calls a partner from the queue (null: no partner).' })
  callChouettePartner(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @Args('partner', { type: () => UUID, nullable: true }) partner: string | null,
    @PLAYER() player: string | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, id, expectedSeq, { type: 'callPartner', partner: partner ?? null, player });
  }

  @Mutation(() => Chouette, {
    description:
      'Start the next game. Scorekeeper with automatic doubles: initialCube after the opening ties.',
  })
  startChouetteGame(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @Args('initialCube', { type: () => Int, nullable: true }, InputRules(initialCubeRules))
    initialCube: number | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, id, expectedSeq, { type: 'startGame', initialCube });
  }

  @Mutation(() => Chouette, { description: 'End the session (organiser or club director), between games.' })
  endChouette(@ID() id: string, @ExpectedSeq() expectedSeq: number, @Viewer() viewer: Viewer) {
    return this.act(viewer, id, expectedSeq, { type: 'endSession' });
  }

  // ---- the board ----------------------------------------------------------------------------------

  @Mutation(() => Chouette, {
    description: 'Roll (also the opening roll, by the box or the captain). The server draws the dice.',
  })
  rollChouetteDice(@ID() id: string, @ExpectedSeq() expectedSeq: number, @Viewer() viewer: Viewer) {
    return this.act(viewer, id, expectedSeq, { type: 'roll' });
  }

  @Mutation(() => Chouette, { description: 'The mover (box, or the acting captain) plays: final.' })
  submitChouettePlay(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @Args('moves', { type: () => [CheckerMoveInput] }, InputRules(playMovesRules)) moves: CheckerMoveInput[],
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, id, expectedSeq, { type: 'play', moves: playMoves(moves) });
  }

  @Mutation(() => Chouette, {
    description: 'A team member suggests a play to the captain (consultation rule).',
  })
  suggestChouettePlay(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @Args('moves', { type: () => [CheckerMoveInput] }, InputRules(playMovesRules)) moves: CheckerMoveInput[],
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, id, expectedSeq, { type: 'suggest', moves: playMoves(moves) });
  }

  @Mutation(() => Chouette, { description: "The acting captain plays a member's latest suggestion." })
  confirmChouetteSuggestion(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @Args('from', { type: () => UUID }) from: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, id, expectedSeq, { type: 'confirmSuggestion', from });
  }

  // ---- cubes --------------------------------------------------------------------------------------

  @Mutation(() => Chouette, {
    description:
      "A team member doubles the box with their own cube (true), or declares they don't (false) while the " +
      'doubling window is open.',
  })
  declareChouetteDouble(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @Args('double') double: boolean,
    @PLAYER() player: string | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, id, expectedSeq, { type: double ? 'double' : 'noDouble', player });
  }

  @Mutation(() => Chouette, { description: "The box answers one member's double: take, drop or beaver." })
  answerChouetteDouble(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @Args('member', { type: () => UUID }) member: string,
    @Args('answer', { type: () => DoubleAnswerEnum }) answer: DoubleAnswerEnum,
    @PLAYER() player: string | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, id, expectedSeq, { type: 'boxAnswer', member, answer, player });
  }

  @Mutation(() => Chouette, {
    description: "The beavered doubler answers the beaver on `member`'s cube: take, refuse or raccoon.",
  })
  answerChouetteBeaver(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @Args('member', { type: () => UUID }) member: string,
    @Args('answer', { type: () => BeaverAnswerEnum }) answer: BeaverAnswerEnum,
    @PLAYER() player: string | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, id, expectedSeq, { type: 'beaverAnswer', member, answer, player });
  }

  @Mutation(() => Chouette, {
    description: 'The box doubles every member whose cube is centred or owned by the box.',
  })
  offerChouetteBoxDouble(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @PLAYER() player: string | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, id, expectedSeq, { type: 'boxDouble', player });
  }

  @Mutation(() => Chouette, { description: "A member answers the box's double alone: take, drop or beaver." })
  answerChouetteBoxDouble(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @Args('answer', { type: () => DoubleAnswerEnum }) answer: DoubleAnswerEnum,
    @PLAYER() player: string | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, id, expectedSeq, { type: 'memberAnswer', answer, player });
  }

  // ---- resignations and results -------------------------------------------------------------------

  @Mutation(() => Chouette, {
    description: "Resign: the box to every member still in, or a member to the box (that member's cube).",
  })
  resignChouetteGame(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @Args('kind', { type: () => WinKindEnum }) kind: WinKindEnum,
    @PLAYER() player: string | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, id, expectedSeq, { type: 'resign', kind, player });
  }

  @Mutation(() => Chouette)
  answerChouetteResignation(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @Args('accept') accept: boolean,
    @PLAYER() player: string | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, id, expectedSeq, { type: 'answerResignation', accept, player });
  }

  @Mutation(() => Chouette, {
    description: "Scorekeeper mode: the organiser records the game's result (kind, or base value).",
  })
  recordChouetteResult(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @Args('winner', { type: () => TableSideEnum }) winner: TableSideEnum,
    @Args('kind', { type: () => GameKindEnum, nullable: true }) kind: GameKindEnum | null,
    @Args(
      'base',
      { type: () => Int, nullable: true, description: 'The game value, instead of a kind.' },
      InputRules(gameValueRules),
    )
    base: number | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, id, expectedSeq, { type: 'endGame', winner, kind, base });
  }

  @Mutation(() => Chouette, {
    description:
      'Correct a finished game (organiser or club director): points moved between players (summing to ' +
      'zero), with a written reason; also recorded in the hash-chained audit log.',
  })
  correctChouette(
    @ID() id: string,
    @ExpectedSeq() expectedSeq: number,
    @Args('game', { type: () => Int, description: '0-based game number.' }, InputRules(gameNumberRules))
    game: number,
    @Args('points', { type: () => [ChouettePointsInput] }, InputRules(correctionPointsRules))
    points: ChouettePointsInput[],
    @Args('reason', InputRules(correctionReasonRules)) reason: string,
    @Viewer() viewer: Viewer,
  ) {
    const clean = requiredReason(reason);
    if (points.length === 0 || points.length > MAX_CORRECTION_ROWS)
      throw badInput('List the points per player', 'points');
    const delta: Record<string, number> = {};
    for (const p of points) {
      if (p.player in delta) throw badInput('A player is listed twice', 'points');
      delta[p.player] = p.points;
    }
    return this.act(viewer, id, expectedSeq, { type: 'correction', game, delta, reason: clean });
  }

  private async act(viewer: Viewer, id: string, expectedSeq: number, intent: ChouetteIntent) {
    return this.game.act(viewer.id, id, expectedSeq, intent);
  }

  // ---- live ---------------------------------------------------------------------------------------

  @Subscription(() => ChouetteEvent, {
    description:
      'Every new action of a chouette with who the table waits for, for its players and club members. After ' +
      'a reconnect, pass the last seq you saw as afterSeq: missed events come first, none twice.',
    resolve: (event: ChouetteEvent) => event,
  })
  async chouetteUpdated(
    @Args('chouetteId', { type: () => UUID }) chouetteId: string,
    @Args('afterSeq', { type: () => Int, nullable: true }, InputRules(afterSeqRules))
    afterSeq: number | undefined,
    @Viewer() viewer: Viewer,
  ) {
    return this.reads.subscribe(viewer.id, chouetteId, afterSeq ?? undefined);
  }
}
