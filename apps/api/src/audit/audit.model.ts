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
}
registerEnumType(AuditProblem, {
  name: 'AuditProblem',
  description:
    "CONTENT_CHANGED: the entry's hash does not match its content; BROKEN_LINK: its previous-hash does not " +
    'match the entry before it; MISSING_OR_REORDERED: a sequence number is missing or out of place; ' +
    'TRUNCATED: the newest entries were removed (the chain head does not match).',
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
}

@ObjectType()
export class AuditVerification {
  @Field() valid!: boolean;
  @Field(() => Int, { description: 'Entries walked.' }) entries!: number;
  @Field(() => Int, { nullable: true, description: 'The first entry (sequence number) found tampered with.' })
  firstInvalidSeq!: number | null;
  @Field(() => AuditProblem, { nullable: true }) problem!: AuditProblem | null;
}
