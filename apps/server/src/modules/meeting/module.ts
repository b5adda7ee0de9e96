import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { DeclarationsApi } from '../declarations/public';
import type { ExpertsApi } from '../experts/public';
import type { ReviewApi } from '../review/public';
import { MeetingCandidateService } from './candidates';
import { seedMeetingDemo } from './demo';
import { seedPublicityMeeting } from './demo-publicity';
import { MeetingService } from './meetings';
import { proposalsOf } from './proposals';
import type { MeetingApi } from './public';
import { readMeetingSettings } from './repository';
import { RoundService } from './rounds';
import { meetingRoutes } from './routes';
import { VoterService } from './voter';

/** Meeting review (会议评审): settings, meetings, attendance, rounds, ballots, the tally (docs/domain.md). */
export const meetingModule = defineModule({
  name: 'meeting',
  build: (
    { db, clock }: Platform,
    apis: { declarations: DeclarationsApi; review: ReviewApi; experts: ExpertsApi },
  ) => {
    const rounds = new RoundService(db, apis.review);
    const api: MeetingApi = {
      settings: readMeetingSettings,
      proposals: (tx, editionId, awardId, override) =>
        proposalsOf(tx, apis.review, editionId, awardId, override),
    };
    return {
      services: {
        meetings: new MeetingService(db, apis.review, apis.declarations, clock),
        candidates: new MeetingCandidateService(db, apis.experts),
        rounds,
        voter: new VoterService(db, apis.review, rounds),
      },
      api,
    };
  },
  routes: meetingRoutes,
  // The finished edition's meeting and the award meeting of the edition ready to publish
  // (docs/domain.md "Demo data (a finished edition)").
  seedDemo: async (tx) => {
    await seedMeetingDemo(tx);
    await seedPublicityMeeting(tx);
  },
});

export type MeetingServices = {
  meetings: MeetingService;
  candidates: MeetingCandidateService;
  rounds: RoundService;
  voter: VoterService;
};
