import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { Viewer } from '../core/auth/viewer.decorator';
import { InputRules } from '../core/validation/input-rules.pipe';
import { sequenceNumber, wholeIn } from '../core/validation/number-rules';
import { AuditEntry, AuditScopeInput, AuditVerification } from './audit.model';
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
    description: 'Walks the hash chain and names the first entry that was changed, removed or reordered.',
  })
  async verifyAudit(
    @Args('scope') scope: AuditScopeInput,
    @Viewer() viewer: Viewer,
  ): Promise<AuditVerification> {
    return this.audit.verify(viewer.id, scope.type, scope.id);
  }
}
