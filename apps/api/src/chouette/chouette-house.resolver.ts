/**
 * A table's house rules over GraphQL (issue 42): the organiser's change before the first game, and the two
 * house-rule actions recorded mid-game by whoever keeps the table (its organiser, or a club director): a deal
 * between the box and members, and an extra a dropper gives the lone taker. Both go through the table's log
 * like every other action (ChouetteGameService.act), so the ledger, the audit and the live feed follow; and a
 * player away from the table, with their proxy (chouette-absence.service.ts); a full table split in two when
 * members arrive (chouette-setup.service.ts).
 */
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Viewer } from '../core/auth/viewer.decorator';
import { badInput } from '../core/errors/domain-error';
import { ExpectedSeq } from '../core/graphql/expected-seq.arg';
import { UUID } from '../core/uuid.scalar';
import { InputRules } from '../core/validation/input-rules.pipe';
import { agreedByRules, arrivingRules, dealTermsRules, houseRulesRules } from './chouette-input-rules';
import { ChouetteAbsenceService } from './chouette-absence.service';
import { ChouetteGameService } from './chouette-game.service';
import { ChouetteSetupService } from './chouette-setup.service';
import { ChouetteHouseRulesInput } from './chouette-house.model';
import { ChouetteHouseService } from './chouette-house.service';
import { Chouette, ChouetteDealTermInput } from './chouette.model';

@Resolver()
export class ChouetteHouseResolver {
  constructor(
    private readonly house: ChouetteHouseService,
    private readonly game: ChouetteGameService,
    private readonly absence: ChouetteAbsenceService,
    private readonly setup: ChouetteSetupService,
  ) {}

  @Mutation(() => Chouette, {
    description:
      "The table's organiser sets its house rules before the first game; left-out fields keep their value. " +
      'Audited (chouette.houseRules); HOUSE_RULES_LOCKED once a game has started.',
  })
  async setChouetteHouseRules(
    @Args('chouetteId', { type: () => UUID }) chouetteId: string,
    @ExpectedSeq() expectedSeq: number,
    @Args('house', InputRules(houseRulesRules)) house: ChouetteHouseRulesInput,
    @Viewer() viewer: Viewer,
  ) {
    return this.house.set(viewer.id, chouetteId, expectedSeq, house);
  }

  @Mutation(() => Chouette, {
    description:
      'A deal mid-game (house rule `deals`), as agreed at the table, recorded by the organiser or a club ' +
      "director: the box settles the named members' cubes for the points given (member's view: positive " +
      "when the box pays); every member named must be in `agreedBy`. Kept with each cube's value and owner.",
  })
  async makeChouetteDeal(
    @Args('chouetteId', { type: () => UUID }) chouetteId: string,
    @ExpectedSeq() expectedSeq: number,
    @Args('terms', { type: () => [ChouetteDealTermInput] }, InputRules(dealTermsRules))
    terms: ChouetteDealTermInput[],
    @Args('agreedBy', { type: () => [UUID] }, InputRules(agreedByRules)) agreedBy: string[],
    @Viewer() viewer: Viewer,
  ) {
    if (new Set(terms.map((t) => t.member)).size !== terms.length) {
      throw badInput('A member is listed twice', 'terms');
    }
    return this.game.act(viewer.id, chouetteId, expectedSeq, {
      type: 'deal',
      terms: terms.map((t) => ({ member: t.member, points: t.points })),
      agreedBy,
    });
  }

  @Mutation(() => Chouette, {
    description:
      "An extra (house rule `extras`), recorded by the organiser or a club director: `from`, who dropped the box's " +
      'double, gives the lone taker `to` their payment and cube; `takerAgrees` is needed when extras are optional.',
  })
  async giveChouetteExtra(
    @Args('chouetteId', { type: () => UUID }) chouetteId: string,
    @ExpectedSeq() expectedSeq: number,
    @Args('from', { type: () => UUID }) from: string,
    @Args('to', { type: () => UUID }) to: string,
    @Args('takerAgrees', { type: () => Boolean }) takerAgrees: boolean,
    @Viewer() viewer: Viewer,
  ) {
    return this.game.act(viewer.id, chouetteId, expectedSeq, { type: 'extra', from, to, takerAgrees });
  }

  @Mutation(() => Chouette, {
    description:
      'A player away from the table (house rule absentMember), or back (`away` false). The player, the ' +
      "organiser or a club director says it (`member`: the player, the caller by default). Under 'proxy' name " +
      "the player at the table who decides the away member's cube; under 'followCaptain' name nobody. Audited.",
  })
  async setChouetteAbsence(
    @Args('chouetteId', { type: () => UUID }) chouetteId: string,
    @Args('away', { type: () => Boolean }) away: boolean,
    @Viewer() viewer: Viewer,
    @Args('member', { type: () => UUID, nullable: true }) member?: string | null,
    @Args('proxy', { type: () => UUID, nullable: true }) proxy?: string | null,
  ) {
    return this.absence.set(viewer.id, chouetteId, { member, away, proxy });
  }

  @Mutation(() => Chouette, {
    description:
      'The organiser splits the table between games when members arrive (house rule maxPlayers): the new table ' +
      'has half the players, the bottom of the line and the newcomers, with the same options; returns it. ' +
      'Audited in both tables (chouette.split).',
  })
  async splitChouetteTable(
    @Args('chouetteId', { type: () => UUID }) chouetteId: string,
    @Args('arriving', { type: () => [UUID] }, InputRules(arrivingRules)) arriving: string[],
    @Viewer() viewer: Viewer,
  ) {
    return this.setup.split(viewer.id, chouetteId, arriving);
  }
}
