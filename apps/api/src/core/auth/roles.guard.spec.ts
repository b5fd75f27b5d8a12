import 'reflect-metadata';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import type { ClubsService } from '../../clubs/clubs.service';
import type { GqlContext, Viewer as SignedIn } from '../context';
import { DomainError, forbidden } from '../errors/domain-error';
import { ClubRoleGuard, RequireRole } from './roles.guard';
import { Viewer } from './viewer.decorator';

class Resolvers {
  @RequireRole('DIRECTOR')
  directorsOnly() {}

  @RequireRole('MEMBER', { clubArg: 'id' })
  club() {}

  anyone(@Viewer() _viewer: SignedIn) {}
}

const bia: SignedIn = { id: 'a2f1c5e0-0000-4000-8000-000000000001', sessionId: 's1' };

/** A resolver call as Nest hands it to guards and parameter decorators: (root, args, context, info). */
function call(handler: (...args: never[]) => void, args: Record<string, unknown>, viewer: SignedIn | null) {
  const context = { viewer: async () => viewer } as Partial<GqlContext>;
  const host = new ExecutionContextHost([undefined, args, context, {}], Resolvers, handler);
  host.setType('graphql');
  return host;
}

function guardWith(requireRole: ClubsService['requireRole']) {
  const clubs = { requireRole: jest.fn(requireRole) };
  return { guard: new ClubRoleGuard(new Reflector(), clubs as unknown as ClubsService), clubs };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return { code: (error as DomainError).extensions.code, message: (error as DomainError).message };
}

describe('@RequireRole and its guard', () => {
  it("checks the signed-in viewer's role in the club named by clubId", async () => {
    const { guard, clubs } = guardWith(async () => 'OWNER');
    const clubId = 'c0ffee00-0000-4000-8000-000000000001';
    await expect(guard.canActivate(call(Resolvers.prototype.directorsOnly, { clubId }, bia))).resolves.toBe(
      true,
    );
    expect(clubs.requireRole).toHaveBeenCalledWith(clubId, bia.id, 'DIRECTOR');
  });

  it('reads another argument when told to', async () => {
    const { guard, clubs } = guardWith(async () => 'MEMBER');
    await guard.canActivate(call(Resolvers.prototype.club, { id: 'the-club' }, bia));
    expect(clubs.requireRole).toHaveBeenCalledWith('the-club', bia.id, 'MEMBER');
  });

  it('refuses an anonymous caller with UNAUTHENTICATED before looking at the club', async () => {
    const { guard, clubs } = guardWith(async () => 'OWNER');
    expect(
      await refusal(guard.canActivate(call(Resolvers.prototype.directorsOnly, { clubId: 'x' }, null))),
    ).toEqual({ code: 'UNAUTHENTICATED', message: 'Sign in first' });
    expect(clubs.requireRole).not.toHaveBeenCalled();
  });

  it("passes on the club's refusal (NOT_FOUND, FORBIDDEN) unchanged", async () => {
    const { guard } = guardWith(async () => {
      throw forbidden('Needs the DIRECTOR role');
    });
    expect(
      await refusal(guard.canActivate(call(Resolvers.prototype.directorsOnly, { clubId: 'x' }, bia))),
    ).toEqual({
      code: 'FORBIDDEN',
      message: 'Needs the DIRECTOR role',
    });
  });

  it('fails closed (an internal error) when the resolver has no such argument', async () => {
    const { guard, clubs } = guardWith(async () => 'OWNER');
    await expect(guard.canActivate(call(Resolvers.prototype.directorsOnly, {}, bia))).rejects.toThrow(
      '@RequireRole: no "clubId" argument',
    );
    expect(clubs.requireRole).not.toHaveBeenCalled();
  });

  it('lets a resolver without @RequireRole through untouched', async () => {
    const { guard, clubs } = guardWith(async () => 'OWNER');
    await expect(guard.canActivate(call(Resolvers.prototype.anyone, {}, null))).resolves.toBe(true);
    expect(clubs.requireRole).not.toHaveBeenCalled();
  });
});

describe('@Viewer()', () => {
  const metadata = Reflect.getMetadata(ROUTE_ARGS_METADATA, Resolvers, 'anyone') as Record<
    string,
    { factory: (data: unknown, execution: ExecutionContextHost) => Promise<SignedIn> }
  >;
  const [{ factory }] = Object.values(metadata);

  it('gives the signed-in viewer from the context of the operation (request or WebSocket connection)', async () => {
    await expect(factory(undefined, call(Resolvers.prototype.anyone, {}, bia))).resolves.toEqual(bia);
  });

  it('refuses an anonymous caller with the same UNAUTHENTICATED as requireViewer', async () => {
    expect(await refusal(factory(undefined, call(Resolvers.prototype.anyone, {}, null)))).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Sign in first',
    });
  });
});
