import { DEFAULT_TIME_ZONE } from '@awards/shared/clock';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { projectSettings } from '../schema';

/**
 * What the login pages show (spec 000 §1), with the texts' zh_TW and en_GB versions (issue
 * 13). The filing numbers are placeholders in the official formats: an administrator
 * replaces them with the real records (the 项目设置 page).
 */
export const DEFAULT_PROJECT_SETTINGS = {
  title: '行业协会奖励申报系统',
  titleI18n: { zh_TW: '行業協會獎勵申報系統', en_GB: 'Industry Association Awards Declaration System' },
  description: '行业协会科技奖励的申报、形式审查、专家评审、结果公示与统计分析平台',
  descriptionI18n: {
    zh_TW: '行業協會科技獎勵的申報、形式審查、專家評審、結果公示與統計分析平台',
    en_GB:
      'Declaration, formal examination, expert review, publicity and statistics of the industry association’s science and technology awards',
  },
  copyright: '© 2026 行业协会 版权所有',
  copyrightI18n: {
    zh_TW: '© 2026 行業協會 版權所有',
    en_GB: '© 2026 Industry Association. All rights reserved.',
  },
  // The public site's contact page (docs/site.md): placeholders an administrator replaces.
  contact:
    '地址：北京市西城区示例路1号 行业协会奖励办公室\n电话：010-00000000（工作日 9:00–17:00）\n邮箱：awards@example.org',
  contactI18n: {
    zh_TW:
      '地址：北京市西城區示例路1號 行業協會獎勵辦公室\n電話：010-00000000（工作日 9:00–17:00）\n郵箱：awards@example.org',
    en_GB:
      'Address: Awards Office, Industry Association, 1 Example Road, Xicheng District, Beijing\nTelephone: 010-00000000 (working days 9:00–17:00)\nE-mail: awards@example.org',
  },
  filingPublicSecurity: {
    text: '京公网安备 11010502000000号',
    url: 'http://www.beian.gov.cn/portal/registerSystemInfo?recordcode=11010502000000',
  },
  filingIcp: { text: '京ICP备00000000号-1', url: 'https://beian.miit.gov.cn/' },
  timeZone: DEFAULT_TIME_ZONE,
};

/** The texts whose versions the seed gives, each beside its `<field>I18n`. */
const TRANSLATED_SETTINGS = ['title', 'description', 'copyright'] as const;

/**
 * The settings row once; on a database seeded before the texts had versions, the versions
 * of each text still as seeded and without any (an edited title keeps none).
 */
export async function syncProjectSettings(db: DbOrTx): Promise<void> {
  await db
    .insert(projectSettings)
    .values({ key: 'project', value: DEFAULT_PROJECT_SETTINGS, updateBy: 'system' })
    .onConflictDoNothing();
  const [row] = await db.select().from(projectSettings).where(eq(projectSettings.key, 'project'));
  const value = (row?.value ?? {}) as Record<string, unknown>;
  const missing = TRANSLATED_SETTINGS.filter(
    (field) => value[`${field}I18n`] === undefined && value[field] === DEFAULT_PROJECT_SETTINGS[field],
  );
  // A database seeded before the contact text existed gets the placeholder and its versions.
  const contact =
    value.contact === undefined
      ? { contact: DEFAULT_PROJECT_SETTINGS.contact, contactI18n: DEFAULT_PROJECT_SETTINGS.contactI18n }
      : {};
  if (missing.length === 0 && value.contact !== undefined) return;
  const patch = {
    ...Object.fromEntries(missing.map((field) => [`${field}I18n`, DEFAULT_PROJECT_SETTINGS[`${field}I18n`]])),
    ...contact,
  };
  await db
    .update(projectSettings)
    .set({ value: { ...value, ...patch } })
    .where(eq(projectSettings.key, 'project'));
}
