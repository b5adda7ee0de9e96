import { localeOf } from '@awards/shared/i18n';
import {
  attendanceSchema,
  meetingAddSchema,
  meetingEditionSchema,
  meetingIdSchema,
  meetingSettingsSaveSchema,
  paperBallotSchema,
  roundIdSchema,
  roundOpenSchema,
  voterCastSchema,
  voterMeetingSchema,
} from '@awards/shared/meeting';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { MeetingServices } from './module';

const tags = ['meeting'];

/** Staff calls (`/rest/meeting`, MEETING_*) and the members' own (`/rest/voter`, signed-in experts). */
export function meetingRoutes(app: App, { meetings, candidates, rounds, voter }: MeetingServices): void {
  app.post(
    '/rest/meeting/settings/get',
    {
      config: { auth: 'MEETING_VIEW' },
      schema: { tags, summary: "The edition's meeting settings", body: meetingEditionSchema },
    },
    async (request) => ok(await meetings.settings(request.body.editionId)),
  );
  app.post(
    '/rest/meeting/settings/save',
    {
      config: { auth: 'MEETING_EDIT' },
      schema: {
        tags,
        summary: 'Save quorum, ballot, thresholds and pass-down',
        body: meetingSettingsSaveSchema,
      },
    },
    async (request) => ok(await meetings.saveSettings(currentUser(request).loginName, request.body)),
  );
  app.post(
    '/rest/meeting/list',
    {
      config: { auth: 'MEETING_VIEW' },
      schema: { tags, summary: "An edition's meetings", body: meetingEditionSchema },
    },
    async (request) => ok(await meetings.list(request.body.editionId)),
  );
  app.post(
    '/rest/meeting/detail',
    {
      config: { auth: 'MEETING_VIEW' },
      schema: {
        tags,
        summary: 'A meeting: members, attendance, agenda, grades, the open round',
        body: meetingIdSchema,
      },
    },
    async (request) => ok(await meetings.detail(request.body.meetingId)),
  );
  app.post(
    '/rest/meeting/candidates',
    {
      config: { auth: 'MEETING_ADD' },
      schema: {
        tags,
        summary: "What a new meeting can be for: the awards without expert review, and the edition's pool",
        body: meetingEditionSchema,
      },
    },
    async (request) => ok(await candidates.candidates(request.body.editionId)),
  );
  app.post(
    '/rest/meeting/add',
    {
      config: { auth: 'MEETING_ADD' },
      schema: {
        tags,
        summary: "A meeting of a review group, or of an award's pool members",
        body: meetingAddSchema,
      },
    },
    async (request) => ok(await meetings.add(currentUser(request).loginName, request.body)),
  );
  app.post(
    '/rest/meeting/attendance',
    {
      config: { auth: 'MEETING_EDIT' },
      schema: { tags, summary: 'Record a member present or absent', body: attendanceSchema },
    },
    async (request) => ok(await meetings.attendance(currentUser(request).loginName, request.body)),
  );
  app.post(
    '/rest/meeting/moveIn',
    {
      config: { auth: 'MEETING_EDIT' },
      schema: {
        tags,
        summary: "Move the meeting's declarations into meeting review (to_meeting)",
        body: meetingIdSchema,
      },
    },
    async (request) =>
      ok(
        await meetings.moveIn(
          currentUser(request),
          request.body.meetingId,
          localeOf(request.headers['accept-language']),
        ),
      ),
  );
  app.post(
    '/rest/meeting/close',
    { config: { auth: 'MEETING_EDIT' }, schema: { tags, summary: 'End the meeting', body: meetingIdSchema } },
    async (request) => ok(await meetings.close(currentUser(request).loginName, request.body.meetingId)),
  );
  app.post(
    '/rest/meeting/round/open',
    {
      config: { auth: 'MEETING_EDIT' },
      schema: {
        tags,
        summary: 'Open a grade vote or the pending run-off (quorum required)',
        body: roundOpenSchema,
      },
    },
    async (request) =>
      ok(await rounds.open(currentUser(request).loginName, request.body.meetingId, request.body.kind)),
  );
  app.post(
    '/rest/meeting/round/close',
    {
      config: { auth: 'MEETING_EDIT' },
      schema: { tags, summary: 'Close the open round', body: roundIdSchema },
    },
    async (request) => ok(await rounds.close(currentUser(request).loginName, request.body.roundId)),
  );
  app.post(
    '/rest/meeting/ballot/paper',
    {
      config: { auth: 'MEETING_VOTE' },
      schema: { tags, summary: "Record a member's paper ballot, with the reason", body: paperBallotSchema },
    },
    async (request) => ok(await rounds.paper(currentUser(request).loginName, request.body)),
  );
  app.post(
    '/rest/meeting/tally',
    {
      config: { auth: 'MEETING_VIEW' },
      schema: { tags, summary: 'The live tally (counts only for a secret ballot)', body: meetingIdSchema },
    },
    async (request) => ok(await rounds.tally(request.body.meetingId)),
  );
  app.post(
    '/rest/meeting/tallyView',
    {
      config: { auth: 'MEETING_VIEW' },
      schema: { tags, summary: 'The tally sheet as a print-friendly HTML page', body: meetingIdSchema },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(await meetings.tallyHtml(request.body.meetingId, localeOf(request.headers['accept-language']))),
  );

  // ---- the members' own calls (public site) ----
  const voterTags = ['voter'];
  app.post(
    '/rest/voter/meetings',
    { config: { auth: 'login' }, schema: { tags: voterTags, summary: 'My meetings' } },
    async (request) => ok(await voter.meetings(currentUser(request))),
  );
  app.post(
    '/rest/voter/round',
    {
      config: { auth: 'login' },
      schema: {
        tags: voterTags,
        summary: "The open round's agenda with my recusals and my ballot",
        body: voterMeetingSchema,
      },
    },
    async (request) => ok(await voter.round(currentUser(request), request.body.meetingId)),
  );
  app.post(
    '/rest/voter/cast',
    {
      config: { auth: 'login' },
      schema: {
        tags: voterTags,
        summary: 'Cast or replace my ballot while the round is open',
        body: voterCastSchema,
      },
    },
    async (request) => ok(await voter.cast(currentUser(request), request.body)),
  );
}
