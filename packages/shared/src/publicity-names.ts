import { zonedInstant } from './clock';
import { defineMessages, type MessageRef } from './i18n';

/**
 * What the public site needs of publicity (docs/domain.md "Publicity") without zod, so its pages
 * stay light: the stages, statuses and fields with their names, the public answers, the paths and
 * the period's arithmetic. The schemas are in publicity.ts, which re-exports all of this.
 */

export const PUBLICITY_STAGES = ['proposed'] as const;
export type PublicityStage = (typeof PUBLICITY_STAGES)[number];
export const PUBLICITY_STAGE_NAMES: Record<PublicityStage, MessageRef> = defineMessages('publicityStage', {
  proposed: ['拟授奖公示', '擬授獎公示', 'Proposed awards'],
});

export const SNAPSHOT_STATUSES = ['scheduled', 'published', 'ended', 'unpublished'] as const;
export type SnapshotStatus = (typeof SNAPSHOT_STATUSES)[number];
export const SNAPSHOT_STATUS_NAMES: Record<SnapshotStatus, MessageRef> = defineMessages(
  'publicitySnapshotStatus',
  {
    scheduled: ['待公示', '待公示', 'Scheduled'],
    published: ['公示中', '公示中', 'In publicity'],
    ended: ['公示结束', '公示結束', 'Ended'],
    unpublished: ['已撤销', '已撤銷', 'Withdrawn'],
  },
);

/**
 * The fields a published list may show, in the order a list shows them: declaration fields
 * only. Never ID numbers, phones, e-mails or scores (not in this list, so never choosable).
 */
export const PUBLICITY_FIELDS = [
  'projectName',
  'awardName',
  'gradeName',
  'unitName',
  'completers',
  'recommendUnit',
  'summary',
] as const;
export type PublicityField = (typeof PUBLICITY_FIELDS)[number];
export const PUBLICITY_FIELD_NAMES: Record<PublicityField, MessageRef> = defineMessages('publicityField', {
  projectName: ['项目名称', '項目名稱', 'Project'],
  awardName: ['奖项', '獎項', 'Award'],
  gradeName: ['拟授奖等级', '擬授獎等級', 'Proposed grade'],
  unitName: ['申报单位', '申報單位', 'Declaring unit'],
  completers: ['主要完成人', '主要完成人', 'Main completers'],
  recommendUnit: ['推荐单位', '推薦單位', 'Recommending unit'],
  summary: ['项目简介', '項目簡介', 'Summary'],
});

/** The default whitelist per stage (docs/domain.md). */
export const DEFAULT_PUBLICITY_FIELDS: Record<PublicityStage, readonly PublicityField[]> = {
  proposed: ['projectName', 'awardName', 'gradeName', 'unitName', 'completers', 'recommendUnit'],
};
export const DEFAULT_PERIOD_DAYS = 15;
export const MAX_PERIOD_DAYS = 90;

export interface PublicSnapshot {
  snapshotId: number;
  editionId: number;
  editionName: string;
  stage: PublicityStage;
  title: string;
  status: 'published' | 'ended';
  startTime: string;
  endTime: string;
  /** Calendar days left including today, in the project's time zone; 0 once ended. */
  daysLeft: number;
  /** Inside the period now: objections may be filed. */
  open: boolean;
  entryCount: number;
  contentHash: string;
}

export interface PublicSnapshotDetail extends PublicSnapshot {
  fields: PublicityField[];
  entries: { declarationId: number; shown: Partial<Record<PublicityField, string>> }[];
}

// ---- the period ----

const dayOf = (instant: Date, zone: string): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/**
 * The end of a period of `days` days starting at `start`: 24:00 of its last day in the zone,
 * the day of the start counting as the first (a 15-day period starting on 1 June at 10:00
 * ends at 24:00 on 15 June, the instant 16 June 00:00 in the zone).
 */
export function publicityEnd(start: Date, days: number, zone: string): Date {
  const next = addDays(dayOf(start, zone), days);
  return zonedInstant(next, zone) as Date;
}

/** Calendar days left of a period ending at `end`, today included; 0 once it ended. */
export function daysLeft(now: Date, end: Date, zone: string): number {
  if (now.getTime() >= end.getTime()) return 0;
  const today = Date.parse(dayOf(now, zone));
  // `end` is a midnight of the zone: the day it opens is the day after the last.
  const after = Date.parse(dayOf(end, zone));
  return Math.max(1, Math.round((after - today) / 86_400_000));
}

/** The wire paths, for the server's routes and the front ends' calls. */
export const PUBLICITY_PATHS = {
  settings: '/rest/publicity/settings',
  settingsSave: '/rest/publicity/settings/save',
  list: '/rest/publicity/list',
  detail: '/rest/publicity/detail',
  verify: '/rest/publicity/verify',
  preview: '/rest/publicity/preview',
  publish: '/rest/publicity/publish',
  unpublish: '/rest/publicity/unpublish',
  export: '/rest/publicity/export',
  print: '/rest/publicity/printView',
  publicPage: '/rest/public/publicity/page',
  publicDetail: '/rest/public/publicity/detail',
} as const;
