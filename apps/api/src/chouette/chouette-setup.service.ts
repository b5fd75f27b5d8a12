/**
 * Setting up a chouette table: opening it in a club (its options checked by the library, a join code, in board
 * mode a committed dice seed and an optional clock) and joining it by its code.
 */
import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type HouseRules, checkChouetteOptions, newChouette, newChouetteClocks } from '@gamao/chouette';
import type { TimeControl } from '@gamao/engine';
import { ClubsService } from '../clubs/clubs.service';
import { PrismaService } from '../core/database/prisma.service';
import { DomainError } from '../core/errors/domain-error';
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
    const state = newChouette(checked.value);
    if (!state.ok) throw chouetteRefusal(state.error);
    // A new code when the drawn one is taken (rare: 31^6 codes).
    for (let attempt = 0; ; attempt++) {
      const row = await createSession(this.prisma, {
        clubId: input.clubId,
        organiserId: viewerId,
        mode: checked.value.mode === 'scorekeeper' ? 'SCOREKEEPER' : 'BOARD',
        options: checked.value,
        stake: checked.value.stake,
        code: newJoinCode(),
        state: state.value,
        ...(checked.value.mode === 'board' ? newSessionSeeds() : {}),
        ...(timeControl ? { timeControl, clocks: newChouetteClocks() } : {}),
      });
      if (row) return this.reads.view(row, viewerId);
      if (attempt >= 5) throw new Error('No free chouette code after 6 attempts');
    }
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
