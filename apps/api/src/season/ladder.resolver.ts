/**
 * Club ladders over GraphQL (issue 40, part 2): directors create, members join, challenge, accept or refuse;
 * the club's members follow a ladder live, and anyone with its public link reads and follows it.
 */
import { Args, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { Viewer } from '../core/auth/viewer.decorator';
import { UUID } from '../core/uuid.scalar';
import { InputRules } from '../core/validation/input-rules.pipe';
import { publicTokenRules } from '../tournaments/tournament-input-rules';
import { CreateLadderInput, LadderEvent, LadderView, MyLadderChallenge } from './ladder.model';
import { LadderLiveService } from './ladder-live.service';
import { LadderPlayService } from './ladder-play.service';
import { LadderService } from './ladder.service';
import { createLadderRules } from './season-input-rules';

@Resolver(() => LadderView)
export class LadderResolver {
  constructor(
    private readonly ladders: LadderService,
    private readonly play: LadderPlayService,
    private readonly live: LadderLiveService,
  ) {}

  @Query(() => [LadderView], { description: "A club's ladders, newest first (its members)." })
  async clubLadders(
    @Args('clubId', { type: () => UUID }) clubId: string,
    @Viewer() viewer: Viewer,
  ): Promise<LadderView[]> {
    return this.ladders.clubLadders(viewer.id, clubId);
  }

  @Query(() => [MyLadderChallenge], {
    description: "The viewer's ladder challenges still to be played (to answer, waiting, or being played).",
  })
  async myLadderChallenges(@Viewer() viewer: Viewer): Promise<MyLadderChallenge[]> {
    return this.ladders.myChallenges(viewer.id);
  }

  @Query(() => LadderView, { description: 'A ladder of a club the viewer belongs to.' })
  async ladder(@Args('id', { type: () => UUID }) id: string, @Viewer() viewer: Viewer): Promise<LadderView> {
    return this.ladders.view(viewer.id, id);
  }

  @Query(() => LadderView, { description: 'A ladder by its public read-only link (no sign-in).' })
  async publicLadder(@Args('token', InputRules(publicTokenRules)) token: string): Promise<LadderView> {
    return this.ladders.publicView(token);
  }

  @Mutation(() => LadderView, { description: 'Directors: a new ladder (reach 5 and 7 days by default).' })
  async createLadder(
    @Args('input', InputRules(createLadderRules)) input: CreateLadderInput,
    @Viewer() viewer: Viewer,
  ): Promise<LadderView> {
    return this.ladders.create(viewer.id, input);
  }

  @Mutation(() => LadderView, { description: 'Members: join at the bottom, or by the club rating.' })
  async joinLadder(
    @Args('ladderId', { type: () => UUID }) ladderId: string,
    @Args('byRating', { defaultValue: false }) byRating: boolean,
    @Viewer() viewer: Viewer,
  ): Promise<LadderView> {
    return this.ladders.join(viewer.id, ladderId, byRating);
  }

  @Mutation(() => LadderView, { description: 'Challenge a member up to the ladder reach above you.' })
  async challengeOnLadder(
    @Args('ladderId', { type: () => UUID }) ladderId: string,
    @Args('defenderId', { type: () => UUID }) defenderId: string,
    @Viewer() viewer: Viewer,
  ): Promise<LadderView> {
    return this.ladders.challenge(viewer.id, ladderId, defenderId);
  }

  @Mutation(() => LadderView, {
    description: 'The challenged member refuses: a forfeit, the challenger moves up.',
  })
  async refuseLadderChallenge(
    @Args('challengeId', { type: () => UUID }) challengeId: string,
    @Viewer() viewer: Viewer,
  ): Promise<LadderView> {
    return this.ladders.refuse(viewer.id, challengeId);
  }

  @Mutation(() => LadderView, {
    description: "The challenged member accepts: the challenge's match (the ladder's length) starts at once.",
  })
  async acceptLadderChallenge(
    @Args('challengeId', { type: () => UUID }) challengeId: string,
    @Viewer() viewer: Viewer,
  ): Promise<LadderView> {
    return this.play.accept(viewer.id, challengeId);
  }

  @Subscription(() => LadderEvent, {
    description: "Each committed change of a ladder, for its club's members; a page reads the ladder again.",
    resolve: (event: LadderEvent) => event,
  })
  async ladderUpdated(@Args('ladderId', { type: () => UUID }) ladderId: string, @Viewer() viewer: Viewer) {
    return this.live.subscribe(viewer.id, ladderId);
  }

  @Subscription(() => LadderEvent, {
    description: 'The changes of a ladder, for anyone with its public link (no sign-in).',
    resolve: (event: LadderEvent) => event,
  })
  async publicLadderUpdated(@Args('token', InputRules(publicTokenRules)) token: string) {
    return this.live.subscribePublic(token);
  }
}
