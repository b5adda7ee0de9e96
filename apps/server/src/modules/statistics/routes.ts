import { localeOf } from '@awards/shared/i18n';
import {
  statCutSchema,
  statEditionSchema,
  statExportSchema,
  statYearsSchema,
} from '@awards/shared/statistics';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { sendExport } from '../../platform/xlsx';
import type { StatisticsServices } from './module';

const tags = ['statistics'];

/** The statistics page (STAT_VIEW; its tables as Excel, STAT_EXPORT). */
export function statisticsRoutes(app: App, services: StatisticsServices): void {
  const { statistics, exporter, report } = services;
  const caller = (request: FastifyRequest) => {
    const user = currentUser(request);
    return { userId: user.userId, orgId: user.orgId, locale: localeOf(request.headers['accept-language']) };
  };

  app.post(
    '/rest/statistics/editions',
    {
      config: { auth: 'STAT_VIEW' },
      schema: { tags, summary: 'The editions the page can show, newest first' },
    },
    async () => ok(await statistics.editions()),
  );

  app.post(
    '/rest/statistics/funnel',
    {
      config: { auth: 'STAT_VIEW' },
      schema: {
        tags,
        summary: 'The edition’s funnel (declared → awarded) and the examination’s pass and return rates',
        body: statEditionSchema,
      },
    },
    async (request) => ok(await statistics.funnel(caller(request), request.body.editionId)),
  );

  app.post(
    '/rest/statistics/cut',
    {
      config: { auth: 'STAT_VIEW' },
      schema: {
        tags,
        summary: 'The funnel by award, grade, province, declaring unit, discipline or recommending unit',
        body: statCutSchema,
      },
    },
    async (request) => ok(await statistics.cut(caller(request), request.body.editionId, request.body.cut)),
  );

  app.post(
    '/rest/statistics/review',
    {
      config: { auth: 'STAT_VIEW' },
      schema: {
        tags,
        summary:
          'Expert workload, completion, time per review, score bands, offsets, disagreement, conflicts',
        body: statEditionSchema,
      },
    },
    async (request) => ok(await statistics.review(caller(request), request.body.editionId)),
  );

  app.post(
    '/rest/statistics/objections',
    {
      config: { auth: 'STAT_VIEW' },
      schema: { tags, summary: 'Objections by type and outcome', body: statEditionSchema },
    },
    async (request) => ok(await statistics.objections(caller(request), request.body.editionId)),
  );

  app.post(
    '/rest/statistics/years',
    {
      config: { auth: 'STAT_VIEW' },
      schema: { tags, summary: 'The funnel of one award in each of its editions', body: statYearsSchema },
    },
    async (request) => ok(await statistics.years(caller(request), request.body.awardId)),
  );

  app.post(
    '/rest/statistics/export',
    {
      config: { auth: 'STAT_EXPORT' },
      schema: { tags, summary: 'One table of the page as .xlsx', body: statExportSchema },
    },
    async (request, reply) =>
      sendExport(reply, await exporter.export(caller(request), request.body), 'statistics.xlsx'),
  );

  app.post(
    '/rest/statistics/report',
    {
      config: { auth: 'STAT_VIEW' },
      schema: {
        tags,
        summary: "The edition's annual report (every figure of the page) as a printable page",
        body: statEditionSchema,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(await report.html(caller(request), request.body.editionId)),
  );

  app.post(
    '/rest/statistics/reportExport',
    {
      config: { auth: 'STAT_EXPORT' },
      schema: { tags, summary: "The edition's annual report as .xlsx", body: statEditionSchema },
    },
    async (request, reply) =>
      sendExport(reply, await report.export(caller(request), request.body.editionId), 'annual-report.xlsx'),
  );
}
