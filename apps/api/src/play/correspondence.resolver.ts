import { Args, Field, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Viewer } from '../core/auth/viewer.decorator';
import { Match } from './match.model';
import { CorrespondenceService } from './correspondence.service';
import { MatchesService } from './matches.service';

/**
 * Correspondence play's operations (docs/domain.md "Correspondence play"): the viewer's correspondence
 * matches for the home dashboard, their vacation days and budget, and taking a day. A correspondence match
 * itself is created like any online match, with `timeControl: { daysPerMove }`.
 */
@ObjectType()
export class VacationDay {
  @Field(() => Date) startsAt!: Date;
  @Field(() => Date) endsAt!: Date;
}

@ObjectType({ description: "A player's vacation days in correspondence play, per calendar year (UTC)." })
export class Vacation {
  @Field(() => Int) year!: number;
  @Field(() => Int, { description: 'Vacation days per year (10).' }) budget!: number;
  @Field(() => Int) taken!: number;
  @Field(() => Int) remaining!: number;
  @Field(() => [VacationDay], { description: "This year's days and the ones to come, in order." })
  days!: VacationDay[];
}

@Resolver()
export class CorrespondenceResolver {
  constructor(
    private readonly correspondence: CorrespondenceService,
    private readonly matches: MatchesService,
  ) {}

  @Query(() => [Match], {
    description:
      "The viewer's correspondence matches being played or offered: their move first, by deadline, then the rest.",
  })
  async myCorrespondenceMatches(@Viewer() viewer: Viewer) {
    return this.matches.myCorrespondenceMatches(viewer.id);
  }

  @Query(() => Vacation, { description: "The viewer's vacation days of this year and the budget left." })
  async myVacation(@Viewer() viewer: Viewer) {
    return this.correspondence.vacation(viewer.id);
  }

  @Mutation(() => Vacation, {
    description:
      'Take a vacation day (24 hours from startsAt, default now; never in the past, 10 a year): every ' +
      'correspondence clock of yours stops for it.',
  })
  async takeVacationDay(
    @Viewer() viewer: Viewer,
    @Args('startsAt', { type: () => Date, nullable: true }) startsAt?: Date | null,
  ) {
    return this.correspondence.takeVacationDay(viewer.id, startsAt);
  }
}
