/**
 * A table's house rules (issue 42): set when the table opens (the options' `house`) or by its organiser
 * before the first game. The new rules must accept the whole log so far (who joined, the order rolled, a
 * partner called): it is replayed under them, so the stored state stays the fold of the log. Once a game is
 * played the rules are fixed for the session (HOUSE_RULES_LOCKED). Each change is an audit entry with the
 * rules before and after. The library enforces them on every action (house-play.ts, box-partner.ts, ...).
 */
import { Injectable } from '@nestjs/common';
import { type ChouetteState, checkChouetteOptions } from '@gamao/chouette';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import { DomainError, forbidden, notFound } from '../core/errors/domain-error';
import { givenFields } from '../core/graphql/given-fields';
import { checkExpectedSeq, staleSequence } from '../core/live-log';
import { PrismaService } from '../core/database/prisma.service';
import type { ChouetteHouseRulesInput } from './chouette-house.model';
import { ChouetteReadsService, type ChouetteWithState } from './chouette-reads.service';
import { chouetteRefusal } from './chouette-refusals';
import { replayLog } from './chouette-view';
import { chouetteHistory, updateSessionOptions } from './chouette.store';

@Injectable()
export class ChouetteHouseService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly reads: ChouetteReadsService,
    private readonly audit: AuditService,
  ) {}

  /** The organiser's change before the first game; fields left out keep their current value. */
  async set(
    viewerId: string,
    sessionId: string,
    expectedSeq: number,
    house: ChouetteHouseRulesInput,
  ): Promise<ChouetteWithState> {
    const row = await this.reads.load(sessionId);
    if (row.organiserId !== viewerId) throw forbidden("The table's organiser sets its house rules");
    checkExpectedSeq(expectedSeq, row.lastSeq);
    if (!mayChangeRules(row.state)) {
      throw new DomainError('HOUSE_RULES_LOCKED', 'The house rules are fixed once a game has started');
    }
    const history = await chouetteHistory(this.prisma, sessionId);
    if (!history) throw notFound('Chouette');
    const before = row.state.options.house;
    const checked = checkChouetteOptions({
      ...history.options,
      house: { ...before, ...givenFields(house) },
    });
    if (!checked.ok) throw chouetteRefusal(checked.error);
    let state: ChouetteState;
    try {
      state = replayLog(checked.value, history.rows, () => undefined);
    } catch (error) {
      // The table as it is does not fit the new rules (e.g. more players seated than the new maximum).
      throw new DomainError('INVALID_HOUSE_RULES', (error as Error).message.replace(/^.*refused: /, ''));
    }
    const at = new Date();
    const changed = await updateSessionOptions(
      this.prisma,
      { sessionId, expectedSeq, options: checked.value, state, at },
      (tx) =>
        this.audit.append(tx, AuditScopeType.CHOUETTE, sessionId, {
          actorId: viewerId,
          action: 'chouette.houseRules',
          subject: 'house rules',
          before: { ...before },
          after: { ...checked.value.house },
        }),
    );
    if (!changed) throw staleSequence((await this.reads.load(sessionId)).lastSeq);
    return this.reads.view(await this.reads.load(sessionId), viewerId);
  }
}

/** Before the first game of the session (and while it is open). */
export const mayChangeRules = (s: ChouetteState): boolean =>
  s.games.length === 0 && !s.game && s.phase !== 'playing' && s.phase !== 'closed';
