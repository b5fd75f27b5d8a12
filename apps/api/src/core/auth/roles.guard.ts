import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { ClubsService } from '../../clubs/clubs.service';
import type { ClubRole } from '../../generated/prisma/client';
import { requireViewer } from '../context';
import { gqlContextOf } from './viewer.decorator';

interface RoleRequirement {
  readonly minimum: ClubRole;
  /** The resolver's argument that holds the club's id. */
  readonly clubArg: string;
}

const CLUB_ROLE = Symbol('club role');

/**
 * `@RequireRole('DIRECTOR')` — the caller must be signed in (UNAUTHENTICATED) and hold at least this role in
 * the club named by the resolver's `clubId` argument (`{ clubArg: 'id' }` names another argument): NOT_FOUND
 * for an unknown club, FORBIDDEN otherwise, checked by ClubsService.requireRole before the resolver runs.
 * Only for a club id given directly as an argument; a check that needs a loaded row (a match's or a
 * tournament's club) stays in its service.
 */
export function RequireRole(minimum: ClubRole, options: { clubArg?: string } = {}) {
  const requirement: RoleRequirement = { minimum, clubArg: options.clubArg ?? 'clubId' };
  return applyDecorators(SetMetadata(CLUB_ROLE, requirement), UseGuards(ClubRoleGuard));
}

@Injectable()
export class ClubRoleGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly clubs: ClubsService,
  ) {}

  async canActivate(execution: ExecutionContext): Promise<boolean> {
    const required = this.reflector.get<RoleRequirement | undefined>(CLUB_ROLE, execution.getHandler());
    if (!required) return true;
    const viewer = await requireViewer(gqlContextOf(execution));
    const clubId = GqlExecutionContext.create(execution).getArgs<Record<string, unknown>>()[required.clubArg];
    // A resolver without that argument is a programming error: it fails as an internal error, never open.
    if (typeof clubId !== 'string') throw new Error(`@RequireRole: no "${required.clubArg}" argument`);
    await this.clubs.requireRole(clubId, viewer.id, required.minimum);
    return true;
  }
}
