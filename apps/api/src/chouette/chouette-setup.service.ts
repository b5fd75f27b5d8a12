/**
 * Setting up a chouette table: opening it in a club (its options checked by the library, a join code, in board
 * mode a committed dice seed and an optional clock), joining it by its code, and splitting a full table in two
 * when somebody arrives (house rule maxPlayers).
 */
import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type ChouetteOptions,
  type HouseRules,
  checkChouetteOptions,
  newChouette,
  newChouetteClocks,
  splitTable,
} from '@gamao/chouette';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import type { TimeControl } from '@gamao/engine';
import { ClubsService } from '../clubs/clubs.service';
import { PrismaService } from '../core/database/prisma.service';
import { DomainError, forbidden } from '../core/errors/domain-error';
import { givenFields } from '../core/graphql/given-fields';
import { timeControlOf } from '../play/match-clock';
import { ChouetteMode, type ChouetteOptionsInput, type OpenChouetteInput } from './chouette.model';
import { newSessionSeeds } from './chouette-dice';
import { ChouetteGameService } from './chouette-game.service';
import { ChouetteReadsService, type ChouetteWithState } from './chouette-reads.service';
import { chouetteRefusal } from './chouette-refusals';
import { createSession, sessionIdByCode } from './chouette.store';

/** No 0/O or 1/I/L: codes are read aloud and typed from a screen (as club invitation codes). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
const newJoinCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

@Injectable()
export class ChouetteSetupService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
    private readonly reads: ChouetteReadsService,
    private readonly game: ChouetteGameService,
    private readonly audit: AuditService,
  ) {}

  async open(viewerId: string, input: OpenChouetteInput): Promise<ChouetteWithState> {
    await this.clubs.requireRole(input.clubId, viewerId, 'MEMBER');
    const given: Partial<ChouetteOptionsInput> = input.options ?? {};
    const partial = givenFields({
      ...given,
      mode: given.mode === ChouetteMode.SCOREKEEPER ? ('scorekeeper' as const) : ('board' as const),
      // Partial: the library fills the rest of the house rules with their defaults.
      house: given.house ? (givenFields(given.house) as HouseRules) : undefined,
    });
    const checked = checkChouetteOptions(partial);
    if (!checked.ok) throw chouetteRefusal(checked.error);
    let timeControl: TimeControl | null = null;
    if (input.timeControl) {
      if (checked.value.mode !== 'board') {
        throw new DomainError('INVALID_TIME_CONTROL', 'A clock is for a table played on the board', {
          field: 'timeControl',
        });
      }
      // Money play: a fixed reserve (per game here), or a preset's money total.
      timeControl = timeControlOf(input.timeControl, 0);
    }
    return this.reads.view(await this.create(input.clubId, viewerId, checked.value, timeControl), viewerId);
  }

  /** A new table with checked options, a fresh join code and, in board mode, a committed dice seed. */
  private async create(
    clubId: string,
    organiserId: string,
    options: ChouetteOptions,
    timeControl: TimeControl | null,
  ) {
    const state = newChouette(options);
    if (!state.ok) throw chouetteRefusal(state.error);
    // A new code when the drawn one is taken (rare: 31^6 codes).
    for (let attempt = 0; ; attempt++) {
      const row = await createSession(this.prisma, {
        clubId,
        organiserId,
        mode: options.mode === 'scorekeeper' ? 'SCOREKEEPER' : 'BOARD',
        options,
        stake: options.stake,
        code: newJoinCode(),
        state: state.value,
        ...(options.mode === 'board' ? newSessionSeeds() : {}),
        ...(timeControl ? { timeControl, clocks: newChouetteClocks() } : {}),
      });
      if (row) return row;
      if (attempt >= 5) throw new Error('No free chouette code after 6 attempts');
    }
  }

  /**
   * The organiser splits the table between games when members arrive (house rule maxPlayers; the library's
   * splitTable): the new table has half the players, the bottom of this line and the newcomers, with the same
   * options and clock and the same organiser; the players moving leave this table and join the new one (they
   * roll for its order). Both tables' chains record the split. Returns the new table.
   */
  async split(viewerId: string, sessionId: string, arriving: readonly string[]): Promise<ChouetteWithState> {
    const row = await this.reads.load(sessionId);
    if (row.organiserId !== viewerId) throw forbidden("The table's organiser splits it");
    if (row.status === 'CLOSED') throw new DomainError('SESSION_CLOSED');
    if (row.state.phase === 'playing')
      throw new DomainError('GAME_IN_PROGRESS', 'Split the table between games');
    for (const userId of arriving) {
      if (!(await this.clubs.roleOf(row.clubId, userId))) throw new DomainError('NOT_A_MEMBER');
    }
    // Before the order is rolled there is no line yet: the players in the order they came.
    const line = row.state.line.length ? row.state.line : row.state.present;
    const split = splitTable(line, [...new Set(arriving)]);
    if (!split.ok) throw chouetteRefusal(split.error);
    const moving = split.value.newTable.filter((p) => line.includes(p));
    for (const player of moving) await this.game.applyFor(sessionId, { type: 'leave', player }, viewerId);
    const options = checkChouetteOptions(row.options);
    if (!options.ok) throw chouetteRefusal(options.error);
    const created = await this.create(row.clubId, viewerId, options.value, row.timeControl);
    for (const player of split.value.newTable) {
      await this.game.applyFor(created.id, { type: 'join', player }, viewerId);
    }
    const record = {
      from: sessionId,
      to: created.id,
      stay: split.value.stay,
      newTable: split.value.newTable,
    };
    await this.prisma.$transaction(async (tx) => {
      for (const id of [sessionId, created.id]) {
        await this.audit.append(tx, AuditScopeType.CHOUETTE, id, {
          actorId: viewerId,
          action: 'chouette.split',
          subject: `chouette:${id}`,
          after: record,
        });
      }
    });
    return this.reads.view(await this.reads.load(created.id), viewerId);
  }

  /** Joins by the table's code; the caller must be a member of its club (else FORBIDDEN). */
  async join(
    viewerId: string,
    code: string,
    expectedSeq: number | null,
    player: string | null,
  ): Promise<ChouetteWithState> {
    const clean = code.trim().toUpperCase();
    if (!/^[A-Z0-9]{4,12}$/.test(clean)) throw new DomainError('INVALID_CHOUETTE_CODE');
    const sessionId = await sessionIdByCode(this.prisma, clean);
    if (!sessionId) throw new DomainError('INVALID_CHOUETTE_CODE');
    // Without expectedSeq (a code typed or scanned), the join applies to the latest state.
    for (let attempt = 0; ; attempt++) {
      const seq = expectedSeq ?? (await this.reads.load(sessionId)).lastSeq;
      try {
        return await this.game.act(viewerId, sessionId, seq, { type: 'join', player });
      } catch (error) {
        const stale = error instanceof DomainError && error.extensions.code === 'STALE_SEQUENCE';
        if (!stale || expectedSeq !== null || attempt >= 5) throw error;
      }
    }
  }
}
