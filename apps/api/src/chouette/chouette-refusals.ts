/**
 * The chouette library's refusals as the API's domain errors: the same codes, with the library's message as
 * the detail, so a caller sees the rule that refused the action.
 */
import type { ChouetteError } from '@gamao/chouette';
import { DomainError } from '../core/errors/domain-error';
import type { ErrorCode } from '../core/errors/messages';

/** Library codes whose API name differs (the API's NOT_A_MEMBER means "not a member of the club"). */
const RENAMED: Partial<Record<string, ErrorCode>> = { NOT_A_MEMBER: 'NOT_IN_TEAM' };

export const chouetteRefusal = (e: ChouetteError) =>
  new DomainError((RENAMED[e.code] ?? e.code) as ErrorCode, e.message, { detail: e.message });
