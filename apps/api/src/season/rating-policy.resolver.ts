/** The club rating policy over GraphQL (issue 40, part 1): members read it, directors set it. */
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequireRole } from '../core/auth/roles.guard';
import { Viewer } from '../core/auth/viewer.decorator';
import { UUID } from '../core/uuid.scalar';
import { InputRules } from '../core/validation/input-rules.pipe';
import { ClubRatingPolicy, ClubRatingPolicyInput } from './rating-policy.model';
import { RatingPolicyService } from './rating-policy.service';
import { ratingPolicyInputRules } from './season-input-rules';

@Resolver(() => ClubRatingPolicy)
export class RatingPolicyResolver {
  constructor(private readonly policies: RatingPolicyService) {}

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
}
