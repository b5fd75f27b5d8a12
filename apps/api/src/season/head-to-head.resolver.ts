/** Head-to-head over GraphQL (issue 40, part 5): two members' record, and a member's nemesis and favourite. */
import { Args, Query, Resolver } from '@nestjs/graphql';
import { Viewer } from '../core/auth/viewer.decorator';
import { UUID } from '../core/uuid.scalar';
import { HeadToHeadView, RivalsView } from './head-to-head.model';
import { HeadToHeadService } from './head-to-head.service';

const ID = { type: () => UUID };

@Resolver()
export class HeadToHeadResolver {
  constructor(private readonly h2h: HeadToHeadService) {}

  @Query(() => HeadToHeadView, {
    description:
      "Two members' record in a club (the viewer a member): matches, wins, points, PR when analysed, last results.",
  })
  async headToHead(
    @Args('clubId', ID) clubId: string,
    @Args('memberA', ID) memberA: string,
    @Args('memberB', ID) memberB: string,
    @Viewer() viewer: Viewer,
  ): Promise<HeadToHeadView> {
    return this.h2h.between(viewer.id, clubId, memberA, memberB);
  }

  @Query(() => RivalsView, { description: "A member's nemesis and favourite opponent in a club." })
  async clubRivals(
    @Args('clubId', ID) clubId: string,
    @Args('userId', ID) userId: string,
    @Viewer() viewer: Viewer,
  ): Promise<RivalsView> {
    return this.h2h.rivalsOf(viewer.id, clubId, userId);
  }
}
