/** A table's house rules over GraphQL: the organiser's change before the first game (issue 42). */
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Viewer } from '../core/auth/viewer.decorator';
import { ExpectedSeq } from '../core/graphql/expected-seq.arg';
import { UUID } from '../core/uuid.scalar';
import { InputRules } from '../core/validation/input-rules.pipe';
import { houseRulesRules } from './chouette-input-rules';
import { ChouetteHouseRulesInput } from './chouette-house.model';
import { ChouetteHouseService } from './chouette-house.service';
import { Chouette } from './chouette.model';

@Resolver()
export class ChouetteHouseResolver {
  constructor(private readonly house: ChouetteHouseService) {}

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
}
