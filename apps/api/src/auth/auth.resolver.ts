import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Viewer } from '../core/auth/viewer.decorator';
import { GqlContext, SESSION_COOKIE } from '../core/context';
import { cookieIsSecure } from '../core/http-door';
import { InputRules } from '../core/validation/input-rules.pipe';
import { Me } from '../users/user.model';
import { signInRules, signUpRules, updateProfileRules } from './auth-input-rules';
import { AuthPayload, SignInInput, SignUpInput, UpdateProfileInput } from './auth.model';
import { AuthService, SignedIn } from './auth.service';
import { callerOf } from './caller';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Query(() => Me, { nullable: true, description: 'The signed-in account, or null.' })
  async me(@Context() ctx: GqlContext): Promise<Me | null> {
    const viewer = await ctx.viewer();
    return viewer ? this.auth.me(viewer.id) : null;
  }

  @Mutation(() => AuthPayload)
  async signUp(
    @Args('input', InputRules(signUpRules)) input: SignUpInput,
    @Context() ctx: GqlContext,
  ): Promise<AuthPayload> {
    return this.opened(await this.auth.signUp(input, callerOf(ctx)), ctx);
  }

  @Mutation(() => AuthPayload, {
    description:
      'Failed attempts are limited per (email, address) pair, per address and per email; an unknown email takes as long.',
  })
  async signIn(
    @Args('input', InputRules(signInRules)) input: SignInInput,
    @Context() ctx: GqlContext,
  ): Promise<AuthPayload> {
    return this.opened(await this.auth.signIn(input, callerOf(ctx)), ctx);
  }

  @Mutation(() => Boolean, { description: 'Revokes the current session.' })
  async signOut(@Viewer() viewer: Viewer, @Context() ctx: GqlContext): Promise<boolean> {
    await this.auth.signOut(viewer);
    ctx.res?.clearCookie(SESSION_COOKIE, { path: '/' });
    return true;
  }

  @Mutation(() => Me, { description: "Changes the viewer's display name or preferred language." })
  async updateProfile(
    @Args('input', InputRules(updateProfileRules)) input: UpdateProfileInput,
    @Viewer() viewer: Viewer,
  ): Promise<Me> {
    await this.auth.updateProfile(viewer.id, input);
    return this.auth.me(viewer.id);
  }

  private async opened(session: SignedIn, ctx: GqlContext): Promise<AuthPayload> {
    ctx.res?.cookie(SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: cookieIsSecure(ctx.req),
      path: '/',
      expires: session.expiresAt,
    });
    return { token: session.token, expiresAt: session.expiresAt, me: await this.auth.me(session.userId) };
  }
}
