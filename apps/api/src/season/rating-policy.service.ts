/**
 * A club's rating policy (issue 40, part 1): members read it, directors change it. Each change is checked by
 * @gamao/season's validateRatingPolicy, written as the next version and appended to the club's audit chain
 * (before and after) in one transaction, so the policy in force at any time can be read back from the log.
 */
import { Injectable } from '@nestjs/common';
import { type RatingPolicy, validateRatingPolicy } from '@gamao/season';
import { PrismaService } from '../core/database/prisma.service';
import { badInput } from '../core/errors/domain-error';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import type { ClubRatingPolicy, ClubRatingPolicyInput } from './rating-policy.model';
import * as policyStore from './rating-policy.store';

const CONTEXTS = ['tournament', 'league', 'ladder', 'challenge', 'friendly'] as const;
const FLAGS = [
  'online',
  'physical',
  'chouette',
  'retirement',
  'timeout',
  'forfeit',
  'walkover',
  'unfinished',
  'settled',
] as const;

/** The current policy with the input's fields laid over it (left out or null: unchanged). */
export function mergePolicy(current: RatingPolicy, input: ClubRatingPolicyInput): RatingPolicy {
  const contexts = { ...current.contexts };
  for (const key of CONTEXTS) contexts[key] = input[key] ?? contexts[key];
  const next: { -readonly [K in keyof RatingPolicy]: RatingPolicy[K] } = { ...current, contexts };
  for (const key of FLAGS) next[key] = input[key] ?? current[key];
  next.minLength = input.minLength ?? current.minLength;
  return next;
}

export function toView(stored: policyStore.StoredRatingPolicy): ClubRatingPolicy {
  const { policy } = stored;
  return {
    minLength: policy.minLength,
    ...policy.contexts,
    ...Object.fromEntries(FLAGS.map((key) => [key, policy[key]])),
    version: stored.version,
    updatedAt: stored.updatedAt,
  } as ClubRatingPolicy;
}

@Injectable()
export class RatingPolicyService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditService,
  ) {}

  /** The policy in force (the defaults while none was set). Behind @RequireRole('MEMBER'). */
  async view(clubId: string): Promise<ClubRatingPolicy> {
    return toView(await policyStore.ratingPolicy(this.prisma, clubId));
  }

  /** Behind @RequireRole('DIRECTOR'). A refused policy changes nothing (BAD_USER_INPUT, field named). */
  async set(viewerId: string, clubId: string, input: ClubRatingPolicyInput): Promise<ClubRatingPolicy> {
    await this.prisma.$transaction(async (tx) => {
      // The club chain's lock also serialises the club's rating updates and policy changes.
      await this.audit.lock(tx, AuditScopeType.CLUB, clubId);
      await policyStore.lockRatingPolicy(tx, clubId);
      const current = await policyStore.ratingPolicy(tx, clubId);
      const next = mergePolicy(current.policy, input);
      const checked = validateRatingPolicy(next);
      if (!checked.ok) {
        throw badInput(checked.error.message, next.online || next.physical ? 'minLength' : 'online');
      }
      const version = await policyStore.saveRatingPolicy(tx, clubId, next, viewerId);
      await this.audit.append(tx, AuditScopeType.CLUB, clubId, {
        actorId: viewerId,
        action: 'rating-policy.changed',
        subject: `club:${clubId}`,
        before: { version: current.version, policy: current.policy },
        after: { version, policy: next },
      });
    });
    return this.view(clubId);
  }
}
