import { Query, Resolver } from '@nestjs/graphql';
import { Viewer } from '../core/auth/viewer.decorator';
import { Dashboard } from './dashboard.model';
import { DashboardService } from './dashboard.service';

@Resolver(() => Dashboard)
export class DashboardResolver {
  constructor(private readonly home: DashboardService) {}

  @Query(() => Dashboard, {
    description:
      "The signed-in member's home: matches waiting for them, challenges, their next tournament matches, " +
      'open chouette tables and open challenges of their clubs, latest results and ratings.',
  })
  async dashboard(@Viewer() viewer: Viewer) {
    return this.home.dashboard(viewer.id);
  }
}
