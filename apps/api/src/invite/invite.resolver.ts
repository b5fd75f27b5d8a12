/** Play a friend over GraphQL: make a link (members), read it and take its board (anyone holding it). */
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../core/context';
import { Viewer } from '../core/auth/viewer.decorator';
import { InputRules } from '../core/validation/input-rules.pipe';
import { name } from '../core/validation/text-rules';
import { challengeRules } from '../play/match-input-rules';
import { z } from 'zod';
import { AcceptedMatchInvite, CreatedMatchInvite, MatchInviteInput, MatchInviteView } from './invite.model';
import { InviteService } from './invite.service';

const tokenRules = z.string().min(1).max(200);
const guestNameRules = name(2, 40).nullish();

@Resolver()
export class InviteResolver {
  constructor(private readonly invites: InviteService) {}

  @Mutation(() => CreatedMatchInvite, {
    description: 'A link that opens a board with these settings (members).',
  })
  createMatchInvite(
    @Args('input', InputRules(challengeRules)) input: MatchInviteInput,
    @Viewer() viewer: Viewer,
  ) {
    return this.invites.create(viewer.id, input);
  }

  @Query(() => MatchInviteView, { description: "A link's settings, for whoever holds it (no sign-in)." })
  async matchInvite(@Args('token', InputRules(tokenRules)) token: string, @Context() ctx: GqlContext) {
    const viewer = await ctx.viewer();
    return this.invites.view(token, viewer?.id ?? null);
  }

  @Mutation(() => AcceptedMatchInvite, {
    description: "Take the link's board: signed in as yourself, or as a guest with a name only (not rated).",
  })
  async acceptMatchInvite(
    @Args('token', InputRules(tokenRules)) token: string,
    @Context() ctx: GqlContext,
    @Args('guestName', { type: () => String, nullable: true }, InputRules(guestNameRules))
    guestName?: string | null,
  ) {
    const viewer = await ctx.viewer();
    return this.invites.accept(viewer?.id ?? null, token, viewer ? null : (guestName ?? null));
  }
}
