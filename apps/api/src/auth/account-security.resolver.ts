import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Viewer } from '../core/auth/viewer.decorator';
import { GqlContext, SESSION_COOKIE } from '../core/context';
import { badInput } from '../core/errors/domain-error';
import { AccountSession, ChangePasswordInput, ResetPasswordInput } from './account.model';
import { AuthService } from './auth.service';
import { callerOf } from './caller';
import { PasswordResetService } from './password-reset.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_PASSWORD = 1024;

/** Account security: the password (change, reset by e-mail) and the signed-in devices. */
@Resolver()
export class AccountSecurityResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
  ) {}

  @Query(() => [AccountSession], { description: "The viewer's open sessions, the most recently used first." })
  async mySessions(@Viewer() viewer: Viewer): Promise<AccountSession[]> {
    return this.auth.openSessions(viewer);
  }

  @Mutation(() => Boolean, {
    description:
      'Changes the password: the current one must be right (WRONG_PASSWORD), the new one strong (WEAK_PASSWORD with ' +
      '`extensions.reasons`). Every other session of the member is signed out.',
  })
  async changePassword(
    @Args('input') input: ChangePasswordInput,
    @Viewer() viewer: Viewer,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    if (input.newPassword.length > MAX_PASSWORD) throw badInput('Password too long', 'newPassword');
    await this.auth.changePassword(viewer, input, callerOf(ctx));
    return true;
  }

  @Mutation(() => Boolean, {
    description: "Signs one of the viewer's sessions out (NOT_FOUND if not theirs).",
  })
  async signOutSession(
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Viewer() viewer: Viewer,
  ): Promise<boolean> {
    if (!UUID.test(sessionId)) throw badInput('Not a session id', 'sessionId');
    await this.auth.signOutSession(viewer, sessionId);
    return true;
  }

  @Mutation(() => Int, { description: 'Signs every session of the viewer out, this one included; how many.' })
  async signOutEverywhere(@Viewer() viewer: Viewer, @Context() ctx: GqlContext): Promise<number> {
    const count = await this.auth.signOutEverywhere(viewer);
    ctx.res?.clearCookie(SESSION_COOKIE, { path: '/' });
    return count;
  }

  @Mutation(() => Boolean, {
    description:
      'Sends a password reset link to the e-mail if it has an account. Answers true either way (and as fast), ' +
      'so it does not tell whether the account exists; limited per address and per e-mail.',
  })
  async requestPasswordReset(@Args('email') email: string, @Context() ctx: GqlContext): Promise<boolean> {
    if (email.length > 254) throw badInput('An e-mail address has at most 254 characters', 'email');
    await this.resets.request(email, callerOf(ctx));
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      'Sets a new password with the token of a reset link (single use, 30 minutes; INVALID_RESET_TOKEN otherwise) ' +
      'and signs every session of the member out.',
  })
  async resetPassword(
    @Args('input') input: ResetPasswordInput,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    if (input.newPassword.length > MAX_PASSWORD) throw badInput('Password too long', 'newPassword');
    await this.resets.reset(input, callerOf(ctx));
    return true;
  }
}
