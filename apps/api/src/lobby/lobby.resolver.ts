import { Args, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { Viewer } from '../core/auth/viewer.decorator';
import { UUID } from '../core/uuid.scalar';
import { InputRules } from '../core/validation/input-rules.pipe';
import { openChallengeRules } from './lobby-input-rules';
import { LobbyService } from './lobby.service';
import { LobbyEvent, OpenChallenge, OpenChallengeInput } from './open-challenge.model';

@Resolver(() => OpenChallenge)
export class LobbyResolver {
  constructor(private readonly lobby: LobbyService) {}

  @Query(() => [OpenChallenge], { description: "A club's open challenges, oldest first (members)." })
  async clubOpenChallenges(@Args('clubId', { type: () => UUID }) clubId: string, @Viewer() viewer: Viewer) {
    return this.lobby.ofClub(viewer.id, clubId);
  }

  @Query(() => [OpenChallenge], {
    description: "The open challenges of the viewer's clubs, the viewer's own included, oldest first.",
  })
  async openChallengesOfMyClubs(@Viewer() viewer: Viewer) {
    return this.lobby.ofMyClubs(viewer.id);
  }

  @Mutation(() => OpenChallenge, {
    description: "Post a challenge in the club's lobby that any other member may accept (members).",
  })
  async postOpenChallenge(
    @Args('input', InputRules(openChallengeRules)) input: OpenChallengeInput,
    @Viewer() viewer: Viewer,
  ) {
    return this.lobby.post(viewer.id, input);
  }

  @Mutation(() => OpenChallenge, { description: 'Its poster withdraws an open challenge.' })
  async withdrawOpenChallenge(@Args('id', { type: () => UUID }) id: string, @Viewer() viewer: Viewer) {
    return this.lobby.withdraw(viewer.id, id);
  }

  @Mutation(() => OpenChallenge, {
    description:
      'Another member accepts an open challenge: the first acceptance starts the match (matchId); a later ' +
      'one is refused with CHALLENGE_NOT_PENDING.',
  })
  async acceptOpenChallenge(@Args('id', { type: () => UUID }) id: string, @Viewer() viewer: Viewer) {
    return this.lobby.accept(viewer.id, id);
  }

  @Subscription(() => LobbyEvent, {
    description:
      "Each committed change of a club's lobby (a challenge posted, withdrawn or accepted), for its members; " +
      'a page reads the lobby again on it.',
    resolve: (event: LobbyEvent) => event,
  })
  async clubLobbyUpdated(@Args('clubId', { type: () => UUID }) clubId: string, @Viewer() viewer: Viewer) {
    return this.lobby.subscribe(viewer.id, clubId);
  }

  @Subscription(() => LobbyEvent, {
    description:
      "Each committed change of the lobbies of the viewer's clubs (those it belongs to when it subscribes, " +
      'while it still belongs to them); a home page reads its open challenges again on it.',
    resolve: (event: LobbyEvent) => event,
  })
  async myClubsLobbyUpdated(@Viewer() viewer: Viewer) {
    return this.lobby.subscribeMine(viewer.id);
  }
}
