import { Args, Int, Mutation, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { RequireRole } from '../core/auth/roles.guard';
import { Viewer } from '../core/auth/viewer.decorator';
import { CheckerMoveInput, LegalPlay, playMoves } from '../core/graphql/board.model';
import { DiceVerification } from '../core/graphql/dice-verification.model';
import { ExpectedSeq } from '../core/graphql/expected-seq.arg';
import { WinKindEnum } from '../core/graphql/scoring.model';
import { UUID } from '../core/uuid.scalar';
import { InputRules } from '../core/validation/input-rules.pipe';
import {
  ChallengeInput,
  ForfeitClaim,
  LogEntry,
  Match,
  MatchEvent,
  MatchStatus,
  PlayerPresence,
} from './match.model';
import { afterSeqRules, challengeRules, playMovesRules } from './match-input-rules';
import { Intent, MatchesService, MatchWithState } from './matches.service';

@Resolver(() => Match)
export class MatchesResolver {
  constructor(private readonly matches: MatchesService) {}

  // ---- queries ------------------------------------------------------------------------------------

  @Query(() => Match, { description: 'A match, for its players and for members of its club.' })
  async match(@Args('id', { type: () => UUID }) id: string, @Viewer() viewer: Viewer) {
    return this.matches.match(viewer.id, id);
  }

  @Query(() => [Match], { description: "The viewer's matches and challenges, newest first." })
  async myMatches(
    @Viewer() viewer: Viewer,
    @Args('status', { type: () => [MatchStatus], nullable: true }) status?: MatchStatus[],
  ) {
    return this.matches.myMatches(viewer.id, status);
  }

  @Query(() => [Match], {
    description: "A club's matches, live first, then the latest results (members only).",
  })
  @RequireRole('MEMBER')
  async clubMatches(
    @Args('clubId', { type: () => UUID }) clubId: string,
    @Viewer() viewer: Viewer,
    @Args('status', { type: () => [MatchStatus], nullable: true }) status?: MatchStatus[],
  ) {
    return this.matches.clubMatches(viewer.id, clubId, status);
  }

  @Query(() => [LegalPlay], {
    description: 'Every legal play for the viewer now; empty when it is not their move.',
  })
  async legalPlays(@Args('matchId', { type: () => UUID }) matchId: string, @Viewer() viewer: Viewer) {
    return this.matches.legalPlays(viewer.id, matchId);
  }

  @Query(() => String, { description: 'The finished match as a .mat file (Jellyfish / GNU Backgammon).' })
  async matchMat(@Args('matchId', { type: () => UUID }) matchId: string, @Viewer() viewer: Viewer) {
    return this.matches.matFile(viewer.id, matchId);
  }

  @Query(() => DiceVerification, {
    description: 'Recomputes every roll of a finished match from its revealed seeds.',
  })
  async verifyMatchDice(@Args('matchId', { type: () => UUID }) matchId: string, @Viewer() viewer: Viewer) {
    return this.matches.verifyDice(viewer.id, matchId);
  }

  @ResolveField(() => [LogEntry], { description: 'Every action so far, in notation.' })
  async log(@Parent() match: MatchWithState): Promise<LogEntry[]> {
    return this.matches.log(match);
  }

  @ResolveField(() => [PlayerPresence], { description: 'Whether each player has the match open.' })
  async presence(@Parent() match: MatchWithState): Promise<PlayerPresence[]> {
    return this.matches.presence(match);
  }

  @ResolveField(() => ForfeitClaim, {
    nullable: true,
    description:
      'Set when a player may claim the match: the opponent abandoned a match without a clock, or did not ' +
      'start a tournament match by its deadline.',
  })
  async forfeitClaim(@Parent() match: MatchWithState): Promise<ForfeitClaim | null> {
    return this.matches.forfeitClaim(match);
  }

  @Mutation(() => Match, {
    description: 'Claim the match when forfeitClaim says the opponent abandoned it (a forfeit in the log).',
  })
  async claimForfeit(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @ExpectedSeq() expectedSeq: number,
    @Viewer() viewer: Viewer,
  ) {
    return this.matches.claimForfeit(viewer.id, matchId, expectedSeq);
  }

  // ---- challenges ---------------------------------------------------------------------------------

  @Mutation(() => Match, { description: 'Challenge a member of the same club.' })
  async challenge(
    @Args('input', InputRules(challengeRules)) input: ChallengeInput,
    @Viewer() viewer: Viewer,
  ) {
    return this.matches.challenge(viewer.id, input);
  }

  @Mutation(() => Match)
  async acceptChallenge(@Args('matchId', { type: () => UUID }) matchId: string, @Viewer() viewer: Viewer) {
    return this.matches.accept(viewer.id, matchId);
  }

  @Mutation(() => Match, { description: 'Declines (the challenged player) or withdraws (the challenger).' })
  async declineChallenge(@Args('matchId', { type: () => UUID }) matchId: string, @Viewer() viewer: Viewer) {
    return this.matches.decline(viewer.id, matchId);
  }

  @Mutation(() => Match, { description: 'Adds your own seed to the dice; allowed until the first roll.' })
  async setClientSeed(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @Args('seed') seed: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.matches.setClientSeed(viewer.id, matchId, seed);
  }

  // ---- actions: each carries `expectedSeq`, the last sequence number the client saw ----------------

  @Mutation(() => Match, { description: 'Roll (also the opening roll). The server draws the dice.' })
  rollDice(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @ExpectedSeq() expectedSeq: number,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, matchId, expectedSeq, { type: 'roll' });
  }

  @Mutation(() => Match, { description: 'A whole play: the checker moves of the turn, in order.' })
  submitPlay(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @ExpectedSeq() expectedSeq: number,
    @Args('moves', { type: () => [CheckerMoveInput] }, InputRules(playMovesRules)) moves: CheckerMoveInput[],
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, matchId, expectedSeq, { type: 'play', moves: playMoves(moves) });
  }

  @Mutation(() => Match)
  offerDouble(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @ExpectedSeq() expectedSeq: number,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, matchId, expectedSeq, { type: 'double' });
  }

  @Mutation(() => Match)
  takeDouble(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @ExpectedSeq() expectedSeq: number,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, matchId, expectedSeq, { type: 'take' });
  }

  @Mutation(() => Match)
  dropDouble(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @ExpectedSeq() expectedSeq: number,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, matchId, expectedSeq, { type: 'drop' });
  }

  @Mutation(() => Match, { description: 'Take and redouble at once, keeping the cube (money play option).' })
  beaver(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @ExpectedSeq() expectedSeq: number,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, matchId, expectedSeq, { type: 'beaver' });
  }

  @Mutation(() => Match, { description: 'The original doubler answers a beaver by redoubling again.' })
  raccoon(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @ExpectedSeq() expectedSeq: number,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, matchId, expectedSeq, { type: 'raccoon' });
  }

  @Mutation(() => Match, {
    description: 'Refuse a beaver, conceding the doubled value (when the match allows it).',
  })
  refuseBeaver(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @ExpectedSeq() expectedSeq: number,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, matchId, expectedSeq, { type: 'refuseBeaver' });
  }

  @Mutation(() => Match, { description: 'Offer to resign a single game, a gammon or a backgammon.' })
  resign(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @ExpectedSeq() expectedSeq: number,
    @Args('kind', { type: () => WinKindEnum }) kind: WinKindEnum,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, matchId, expectedSeq, { type: 'resign', kind });
  }

  @Mutation(() => Match)
  acceptResignation(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @ExpectedSeq() expectedSeq: number,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, matchId, expectedSeq, { type: 'acceptResignation' });
  }

  @Mutation(() => Match)
  rejectResignation(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @ExpectedSeq() expectedSeq: number,
    @Viewer() viewer: Viewer,
  ) {
    return this.act(viewer, matchId, expectedSeq, { type: 'rejectResignation' });
  }

  private async act(viewer: Viewer, matchId: string, expectedSeq: number, intent: Intent) {
    return this.matches.act(viewer.id, matchId, expectedSeq, intent);
  }

  // ---- live ---------------------------------------------------------------------------------------

  @Subscription(() => MatchEvent, {
    description:
      'Every new action of a match, for its players and club members. After a reconnect, pass the last seq you saw as afterSeq: missed events come first, none twice. Without afterSeq, only new events.',
    resolve: (event: MatchEvent) => event,
  })
  async matchUpdated(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @Args('afterSeq', { type: () => Int, nullable: true }, InputRules(afterSeqRules))
    afterSeq: number | undefined,
    @Viewer() viewer: Viewer,
  ) {
    return this.matches.subscribe(viewer.id, matchId, afterSeq ?? undefined);
  }
}
