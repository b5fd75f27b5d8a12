import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { UUID } from '../core/uuid.scalar';
import { GqlContext, requireViewer } from '../core/context';
import { Club, ClubMember, ClubRole, CreateClubInput } from './club.model';
import { ClubsService } from './clubs.service';

@Resolver(() => Club)
export class ClubsResolver {
  constructor(private readonly clubs: ClubsService) {}

  @Query(() => [Club], { description: "The viewer's clubs." })
  async myClubs(@Context() ctx: GqlContext): Promise<Club[]> {
    return this.clubs.myClubs((await requireViewer(ctx)).id);
  }

  @Query(() => Club, { description: 'A club the viewer belongs to.' })
  async club(@Args('id', { type: () => UUID }) id: string, @Context() ctx: GqlContext): Promise<Club> {
    return this.clubs.view(id, (await requireViewer(ctx)).id);
  }

  @Query(() => [ClubMember], { description: 'Members with their roles (members only).' })
  async clubMembers(@Args('clubId', { type: () => UUID }) clubId: string, @Context() ctx: GqlContext) {
    return this.clubs.members((await requireViewer(ctx)).id, clubId);
  }

  @Mutation(() => Club, { description: 'The creator becomes the owner.' })
  async createClub(@Args('input') input: CreateClubInput, @Context() ctx: GqlContext): Promise<Club> {
    return this.clubs.create((await requireViewer(ctx)).id, input.name);
  }

  @Mutation(() => Club)
  async joinClub(@Args('invitationCode') code: string, @Context() ctx: GqlContext): Promise<Club> {
    return this.clubs.join((await requireViewer(ctx)).id, code);
  }

  @Mutation(() => Boolean)
  async leaveClub(@Args('clubId', { type: () => UUID }) clubId: string, @Context() ctx: GqlContext) {
    return this.clubs.leave((await requireViewer(ctx)).id, clubId);
  }

  @Mutation(() => ClubMember, { description: 'Owners only.' })
  async setMemberRole(
    @Args('clubId', { type: () => UUID }) clubId: string,
    @Args('userId', { type: () => UUID }) userId: string,
    @Args('role', { type: () => ClubRole }) role: ClubRole,
    @Context() ctx: GqlContext,
  ): Promise<ClubMember> {
    return this.clubs.setRole((await requireViewer(ctx)).id, clubId, userId, role);
  }

  @Mutation(() => Boolean, {
    description: 'Directors remove members; owners remove anyone but the last owner.',
  })
  async removeMember(
    @Args('clubId', { type: () => UUID }) clubId: string,
    @Args('userId', { type: () => UUID }) userId: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    return this.clubs.remove((await requireViewer(ctx)).id, clubId, userId);
  }

  @Mutation(() => Club, { description: 'Owners and directors: the old code stops working.' })
  async regenerateInvitationCode(
    @Args('clubId', { type: () => UUID }) clubId: string,
    @Context() ctx: GqlContext,
  ) {
    return this.clubs.regenerateCode((await requireViewer(ctx)).id, clubId);
  }
}
