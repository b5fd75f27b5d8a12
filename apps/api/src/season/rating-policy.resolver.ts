/** The club rating policy over GraphQL (issue 40, part 1): members read it, directors set it. */
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequireRole } from '../core/auth/roles.guard';
import { Viewer } from '../core/auth/viewer.decorator';
import { UUID } from '../core/uuid.scalar';
import { InputRules } from '../core/validation/input-rules.pipe';
import { ClubsService } from '../clubs/clubs.service';
import { PrismaService } from '../core/database/prisma.service';
import { notFound } from '../core/errors/domain-error';
import { matchEligibility } from './rating-eligibility';
import {
  ClubRatingPolicy,
  ClubRatingPolicyInput,
  MatchRatingEligibility,
  RatingRecomputation,
} from './rating-policy.model';
import { RatingRecomputeService } from './rating-recompute.service';
import { RatingPolicyService } from './rating-policy.service';
import { ratingPolicyInputRules, recomputeReasonRules } from './season-input-rules';

@Resolver(() => ClubRatingPolicy)
export class RatingPolicyResolver {
  constructor(
    private readonly policies: RatingPolicyService,
    private readonly recomputations: RatingRecomputeService,
    private readonly clubs: ClubsService,
    private readonly prisma: PrismaService,
  ) {}

  @Query(() => ClubRatingPolicy, { description: "The club's rating policy (members)." })
  @RequireRole('MEMBER')
  async clubRatingPolicy(@Args('clubId', { type: () => UUID }) clubId: string): Promise<ClubRatingPolicy> {
    return this.policies.view(clubId);
  }

  @Mutation(() => ClubRatingPolicy, {
    description: 'Directors: what the club rates; left-out fields stay. Audited (rating-policy.changed).',
  })
  @RequireRole('DIRECTOR')
  async setClubRatingPolicy(
    @Args('clubId', { type: () => UUID }) clubId: string,
    @Args('input', InputRules(ratingPolicyInputRules)) input: ClubRatingPolicyInput,
    @Viewer() viewer: Viewer,
  ): Promise<ClubRatingPolicy> {
    return this.policies.set(viewer.id, clubId, input);
  }

  @Query(() => MatchRatingEligibility, {
    description:
      "'rated' or 'not rated: <reason>' for a match, before it starts and after it ends (club members).",
  })
  async matchRatingEligibility(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @Viewer() viewer: Viewer,
  ): Promise<MatchRatingEligibility> {
    const judged = await matchEligibility(this.prisma, matchId);
    if (!judged) throw notFound('Match');
    await this.clubs.requireRole(judged.clubId, viewer.id, 'MEMBER');
    const { eligibility } = judged;
    return { rated: eligibility.rated, reason: eligibility.rated ? null : eligibility.reason };
  }

  @Mutation(() => RatingRecomputation, {
    description:
      "Directors: the club's ratings replayed from its match log under the policy in force; audited with the reason.",
  })
  @RequireRole('DIRECTOR')
  async recomputeClubRatings(
    @Args('clubId', { type: () => UUID }) clubId: string,
    @Args('reason', InputRules(recomputeReasonRules)) reason: string,
    @Viewer() viewer: Viewer,
  ): Promise<RatingRecomputation> {
    return this.recomputations.recompute(viewer.id, clubId, reason);
  }
}
