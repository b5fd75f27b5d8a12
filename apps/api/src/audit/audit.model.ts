import { Field, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { UUID } from '../core/uuid.scalar';

export enum AuditScopeType {
  TOURNAMENT = 'tournament',
  CLUB = 'club',
  CHOUETTE = 'chouette',
}
registerEnumType(AuditScopeType, {
  name: 'AuditScopeType',
  description:
    'Each tournament keeps its own chain; club-wide events (rating changes) go to the club chain; each chouette ' +
    'session keeps its own chain (game results and corrections).',
});

export enum AuditProblem {
  CONTENT_CHANGED = 'CONTENT_CHANGED',
  BROKEN_LINK = 'BROKEN_LINK',
  MISSING_OR_REORDERED = 'MISSING_OR_REORDERED',
  TRUNCATED = 'TRUNCATED',
  MAC_MISMATCH = 'MAC_MISMATCH',
  CHECKPOINT_INVALID = 'CHECKPOINT_INVALID',
  CHECKPOINT_MISMATCH = 'CHECKPOINT_MISMATCH',
}
registerEnumType(AuditProblem, {
  name: 'AuditProblem',
  description:
    "CONTENT_CHANGED: the entry's hash does not match its content; BROKEN_LINK: its previous-hash does not " +
    'match the entry before it; MISSING_OR_REORDERED: a sequence number is missing or out of place; ' +
    'TRUNCATED: the newest entries were removed (the chain head does not match); ' +
    "MAC_MISMATCH: the entry's (or the head's) keyed MAC does not verify, so it was written or rewritten " +
    'without the audit key, with access to the database alone (for example re-hashed after a change); ' +
    'CHECKPOINT_INVALID: the checkpoint given was not issued by this server for this chain, or was edited; ' +
    'CHECKPOINT_MISMATCH: the chain no longer holds the entry the checkpoint recorded.',
});

@InputType()
export class AuditScopeInput {
  @Field(() => AuditScopeType)
  type!: AuditScopeType;

  @Field(() => UUID)
  id!: string;
}

@ObjectType({ description: 'Who did what, when, what changed (before and after) and why.' })
export class AuditEntry {
  @Field(() => Int) seq!: number;
  @Field(() => UUID, { nullable: true, description: 'Null when the server acted (a result played online).' })
  actorId!: string | null;
  @Field() action!: string;
  @Field(() => String, { nullable: true }) subject!: string | null;
  @Field(() => String, { nullable: true, description: 'JSON text.' }) before!: string | null;
  @Field(() => String, { nullable: true, description: 'JSON text.' }) after!: string | null;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field() prevHash!: string;
  @Field() hash!: string;
  @Field(() => String, {
    nullable: true,
    description: 'HMAC-SHA256 of the hash with the audit key, which never lives in the database.',
  })
  mac!: string | null;
}

@ObjectType({
  description:
    "A signed record of a chain's head (its last sequence number and hash), to keep outside the database: " +
    'verifyAudit(scope, checkpoint) later checks that the chain still holds that entry unchanged.',
})
export class AuditCheckpoint {
  @Field(() => AuditScopeType) scopeType!: AuditScopeType;
  @Field(() => UUID) scopeId!: string;
  @Field(() => Int, { description: 'The last entry of the chain when the checkpoint was made (0: empty).' })
  seq!: number;
  @Field() hash!: string;
  @Field({ description: 'When the checkpoint was made (ISO 8601).' }) at!: string;
  @Field({ description: 'HMAC-SHA256 of the fields above with the audit key.' }) mac!: string;
}

@InputType({ description: 'A checkpoint kept from auditCheckpoint (its scope is the one verified).' })
export class AuditCheckpointInput {
  @Field(() => Int) seq!: number;
  @Field() hash!: string;
  @Field() at!: string;
  @Field() mac!: string;
}

@ObjectType()
export class AuditVerification {
  @Field() valid!: boolean;
  @Field(() => Int, { description: 'Entries walked.' }) entries!: number;
  @Field(() => Int, { nullable: true, description: 'The first entry (sequence number) found tampered with.' })
  firstInvalidSeq!: number | null;
  @Field(() => AuditProblem, { nullable: true }) problem!: AuditProblem | null;
}
