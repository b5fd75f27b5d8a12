import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { Viewer } from '../core/auth/viewer.decorator';
import { InputRules } from '../core/validation/input-rules.pipe';
import { sequenceNumber, wholeIn } from '../core/validation/number-rules';
import {
  AuditCheckpoint,
  AuditCheckpointInput,
  AuditEntry,
  AuditScopeInput,
  AuditVerification,
} from './audit.model';
import { AuditService } from './audit.service';

@Resolver()
export class AuditResolver {
  constructor(private readonly audit: AuditService) {}

  @Query(() => [AuditEntry], {
    description: 'The audit log of a tournament or a club, oldest first (members).',
  })
  async auditLog(
    @Args('scope') scope: AuditScopeInput,
    @Args('afterSeq', { type: () => Int, defaultValue: 0 }, InputRules(sequenceNumber())) afterSeq: number,
    @Args('limit', { type: () => Int, defaultValue: 100 }, InputRules(wholeIn(1, 500))) limit: number,
    @Viewer() viewer: Viewer,
  ): Promise<AuditEntry[]> {
    return this.audit.entries(viewer.id, scope.type, scope.id, afterSeq, limit);
  }

  @Query(() => AuditVerification, {
    description:
      'Walks the hash chain and its keyed MACs and names the first entry that was changed, removed, reordered ' +
      'or rewritten without the audit key; with a checkpoint, also checks that the chain still holds the entry ' +
      'it recorded.',
  })
  async verifyAudit(
    @Args('scope') scope: AuditScopeInput,
    @Viewer() viewer: Viewer,
    @Args('checkpoint', { type: () => AuditCheckpointInput, nullable: true })
    checkpoint?: AuditCheckpointInput | null,
  ): Promise<AuditVerification> {
    return this.audit.verify(viewer.id, scope.type, scope.id, checkpoint);
  }

  @Query(() => AuditCheckpoint, {
    description:
      "A signed checkpoint of the chain's head, for the club to download and keep outside the database (members).",
  })
  async auditCheckpoint(
    @Args('scope') scope: AuditScopeInput,
    @Viewer() viewer: Viewer,
  ): Promise<AuditCheckpoint> {
    return this.audit.checkpoint(viewer.id, scope.type, scope.id);
  }
}
