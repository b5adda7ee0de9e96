import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { DeclarationsApi } from '../declarations/public';
import { AssignmentService } from './assign';
import { ConflictService } from './conflicts';
import { GroupService } from './groups';
import type { ReviewApi } from './public';
import { ReviewerService } from './reviewer';
import { ReviewerReads } from './reviewer-reads';
import { reviewRoutes } from './routes';
import { ScoreService } from './scores';
import { ReviewSettingsService } from './settings';

/** Expert review: settings, groups, conflicts, assignment, scores and the expert's own calls (docs/domain.md). */
export const reviewModule = defineModule({
  name: 'review',
  build: ({ db, fileStore }: Platform, apis: { declarations: DeclarationsApi }) => {
    const conflicts = new ConflictService(db);
    const scores = new ScoreService(db);
    const api: ReviewApi = { scoreTable: (editionId) => scores.table(editionId) };
    return {
      services: {
        settings: new ReviewSettingsService(db),
        groups: new GroupService(db),
        conflicts,
        assignment: new AssignmentService(db, apis.declarations),
        scores,
        reviewer: new ReviewerService(db, conflicts),
        reviewerReads: new ReviewerReads(db, fileStore),
      },
      api,
    };
  },
  routes: reviewRoutes,
});

export type ReviewServices = {
  settings: ReviewSettingsService;
  groups: GroupService;
  conflicts: ConflictService;
  assignment: AssignmentService;
  scores: ScoreService;
  reviewer: ReviewerService;
  reviewerReads: ReviewerReads;
};
