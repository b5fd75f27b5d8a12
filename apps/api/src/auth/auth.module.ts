import { Global, Module } from '@nestjs/common';
import { Mailer } from '../core/mail';
import { AccountSecurityResolver } from './account-security.resolver';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { PasswordResetService } from './password-reset.service';

@Global()
@Module({
  providers: [AuthService, AuthResolver, AccountSecurityResolver, PasswordResetService, Mailer],
  exports: [AuthService, PasswordResetService],
})
export class AuthModule {}
