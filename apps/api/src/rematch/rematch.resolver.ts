/** "Revanche" over GraphQL: offer, accept, and the offer of a match (its players). */
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Viewer } from '../core/auth/viewer.decorator';
import { UUID } from '../core/uuid.scalar';
import { RematchOffer } from './rematch.model';
import { RematchService } from './rematch.service';

@Resolver(() => RematchOffer)
export class RematchResolver {
  constructor(private readonly rematches: RematchService) {}

  @Query(() => RematchOffer, { nullable: true, description: 'The rematch offered after this match, if any.' })
  rematchOffer(@Args('matchId', { type: () => UUID }) matchId: string, @Viewer() viewer: Viewer) {
    return this.rematches.offerOf(viewer.id, matchId);
  }

  @Mutation(() => RematchOffer, {
    description: '"Revanche": offer the other player a rematch of a finished match.',
  })
  offerRematch(@Args('matchId', { type: () => UUID }) matchId: string, @Viewer() viewer: Viewer) {
    return this.rematches.offer(viewer.id, matchId);
  }

  @Mutation(() => RematchOffer, {
    description: 'Accept the rematch: a new match with the same settings, sides swapped, started at once.',
  })
  acceptRematch(@Args('matchId', { type: () => UUID }) matchId: string, @Viewer() viewer: Viewer) {
    return this.rematches.accept(viewer.id, matchId);
  }
}
