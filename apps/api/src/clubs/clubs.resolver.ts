import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequireRole } from '../core/auth/roles.guard';
import { Viewer } from '../core/auth/viewer.decorator';
import { UUID } from '../core/uuid.scalar';
import { InputRules } from '../core/validation/input-rules.pipe';
import { Club, ClubMember, ClubRole, CreateClubInput } from './club.model';
import { abandonHoursRules, createClubRules, invitationCodeRules } from './club-input-rules';
import { ClubsService } from './clubs.service';

@Resolver(() => Club)
export class ClubsResolver {
  constructor(private readonly clubs: ClubsService) {}

  @Query(() => [Club], { description: "The viewer's clubs." })
  async myClubs(@Viewer() viewer: Viewer): Promise<Club[]> {
    return this.clubs.myClubs(viewer.id);
  }

  @Query(() => Club, { description: 'A club the viewer belongs to.' })
  @RequireRole('MEMBER', { clubArg: 'id' })
  async club(@Args('id', { type: () => UUID }) id: string, @Viewer() viewer: Viewer): Promise<Club> {
    return this.clubs.view(id, viewer.id);
  }

  @Query(() => [ClubMember], { description: 'Members with their roles (members only).' })
  @RequireRole('MEMBER')
  async clubMembers(@Args('clubId', { type: () => UUID }) clubId: string) {
    return this.clubs.members(clubId);
  }

  @Mutation(() => Club, { description: 'The creator becomes the owner.' })
  async createClub(
    @Args('input', InputRules(createClubRules)) input: CreateClubInput,
    @Viewer() viewer: Viewer,
  ): Promise<Club> {
    return this.clubs.create(viewer.id, input.name);
  }

  @Mutation(() => Club)
  async joinClub(
    @Args('invitationCode', InputRules(invitationCodeRules)) code: string,
    @Viewer() viewer: Viewer,
  ): Promise<Club> {
    return this.clubs.join(viewer.id, code);
  }

  @Mutation(() => Boolean)
  @RequireRole('MEMBER')
  async leaveClub(@Args('clubId', { type: () => UUID }) clubId: string, @Viewer() viewer: Viewer) {
    return this.clubs.leave(viewer.id, clubId);
  }

  @Mutation(() => ClubMember, { description: 'Owners only.' })
  @RequireRole('OWNER')
  async setMemberRole(
    @Args('clubId', { type: () => UUID }) clubId: string,
    @Args('userId', { type: () => UUID }) userId: string,
    @Args('role', { type: () => ClubRole }) role: ClubRole,
  ): Promise<ClubMember> {
    return this.clubs.setRole(clubId, userId, role);
  }

  @Mutation(() => Boolean, {
    description: 'Directors remove members; owners remove anyone but the last owner.',
  })
  @RequireRole('DIRECTOR')
  async removeMember(
    @Args('clubId', { type: () => UUID }) clubId: string,
    @Args('userId', { type: () => UUID }) userId: string,
    @Viewer() viewer: Viewer,
  ): Promise<boolean> {
    return this.clubs.remove(viewer.id, clubId, userId);
  }

  @Mutation(() => Club, { description: 'Owners and directors: the old code stops working.' })
  @RequireRole('DIRECTOR')
  async regenerateInvitationCode(
    @Args('clubId', { type: () => UUID }) clubId: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.clubs.regenerateCode(viewer.id, clubId);
  }

  @Mutation(() => Club, {
    description:
      'Directors: the abandonment limit (1 to 720 hours) and whether timeouts and forfeits are rated.',
  })
  @RequireRole('DIRECTOR')
  async updateClubPlayPolicy(
    @Args('clubId', { type: () => UUID }) clubId: string,
    @Viewer() viewer: Viewer,
    @Args('abandonHours', { type: () => Int, nullable: true }, InputRules(abandonHoursRules))
    abandonHours?: number,
    @Args('rateTimeouts', { type: () => Boolean, nullable: true }) rateTimeouts?: boolean,
    @Args('rateForfeits', { type: () => Boolean, nullable: true }) rateForfeits?: boolean,
  ) {
    return this.clubs.setPlayPolicy(viewer.id, clubId, { abandonHours, rateTimeouts, rateForfeits });
  }
}
