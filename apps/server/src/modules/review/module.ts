import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { DeclarationsApi } from '../declarations/public';
import type { EditionsApi } from '../editions/public';
import type { MessagesApi } from '../messages/public';
import type { TemplatesApi } from '../templates/public';
import { reviewApi } from './api';
import { AssignmentService } from './assign';
import { AvoidService } from './avoid';
import { ConflictService } from './conflicts';
import { seedReviewDemo } from './demo';
import { seedFinishedReview } from './demo-finished';
import { GroupService } from './groups';
import { ManualAssignmentService } from './manual';
import { ReviewProgressService } from './progress';
import { ReminderService, remindReviewsJob } from './reminders';
import { ReviewerService } from './reviewer';
import { ReviewerReads } from './reviewer-reads';
import { reviewRoutes } from './routes';
import { ScoreService } from './scores';
import { ReviewSettingsService } from './settings';

/** Expert review: settings, groups, conflicts, assignment, scores and the expert's own calls (docs/domain.md). */
export const reviewModule = defineModule({
  name: 'review',
  build: (
    { db, log, clock, fileStore }: Platform,
    apis: {
      declarations: DeclarationsApi;
      editions: EditionsApi;
      messages: MessagesApi;
      templates: TemplatesApi;
    },
  ) => {
    const conflicts = new ConflictService(db);
    const scores = new ScoreService(db);
    const progress = new ReviewProgressService(db);
    // The review owns "is the expert review done": the lifecycle and the edition ask it.
    apis.declarations.answerExpertReviewDone((tx, d) => progress.expertReviewDone(tx, d));
    apis.editions.answerReviewsMissing((tx, editionId) => progress.reviewsMissing(tx, editionId));
    const reminders = new ReminderService(db, apis.messages.messageCentre, apis.templates, (error) =>
      log.warn({ err: error }, 'review reminder failed'),
    );
    const api = reviewApi(scores);
    return {
      services: {
        settings: new ReviewSettingsService(db),
        groups: new GroupService(db),
        conflicts,
        assignment: new AssignmentService(db, apis.declarations, clock),
        manual: new ManualAssignmentService(db, apis.declarations),
        avoid: new AvoidService(db, apis.declarations),
        scores,
        reviewer: new ReviewerService(db, conflicts),
        reviewerReads: new ReviewerReads(db, fileStore),
        progress,
        reminders,
      },
      api,
      hooks: { jobHandlers: [remindReviewsJob(reminders)] },
    };
  },
  routes: reviewRoutes,
  // The edition in review: groups, conflicts of every source, assignments applied, reviews.
  seedDemo: async (tx) => {
    await seedReviewDemo(tx);
    // The finished edition's review (docs/domain.md "Demo data (a finished edition)").
    await seedFinishedReview(tx, new Date());
  },
});

export type ReviewServices = {
  settings: ReviewSettingsService;
  groups: GroupService;
  conflicts: ConflictService;
  assignment: AssignmentService;
  manual: ManualAssignmentService;
  avoid: AvoidService;
  scores: ScoreService;
  reviewer: ReviewerService;
  reviewerReads: ReviewerReads;
  progress: ReviewProgressService;
  reminders: ReminderService;
};
