import type { ProjectInfo } from '@awards/shared/home';
import { ROLE } from '@awards/shared/permissions';
import type { ProjectSettingsView, ProjectUpdate } from '@awards/shared/project';
import { PROJECT_MESSAGES } from '@awards/shared/project';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { zh } from '../../test/messages';

let t: TestApp;
let admin: string;
let reader: string;
let plain: string;

const post = (url: string, body: unknown = {}, token: string | null = admin, locale?: string) =>
  t.call('POST', url, { token, body, ...(locale ? { headers: { 'accept-language': locale } } : {}) });
const settings = async (): Promise<ProjectInfo> =>
  (await t.call('GET', '/rest/project/settings')).body.dataSet;

const FORM: ProjectUpdate = {
  title: '科技奖励申报系统',
  titleI18n: { zh_TW: '科技獎勵申報系統', en_GB: 'Science Awards' },
  description: '申报与评审',
  descriptionI18n: { en_GB: 'Declarations and reviews' },
  copyright: '© 2026 本协会',
  copyrightI18n: {},
  filingPublicSecurity: null,
  filingIcp: { text: '京ICP备12345678号-1', url: 'https://beian.miit.gov.cn/' },
  timeZone: 'Asia/Shanghai',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'project-reader', roleCodes: [ROLE.readonly] });
  reader = await t.login('project-reader', USER_PASSWORD);
  await t.createUser({ loginName: 'project-plain' });
  plain = await t.login('project-plain', USER_PASSWORD);
});
afterAll(() => t.close());

describe('the settings everyone reads', () => {
  it('carries the seeded texts with their zh_TW and en_GB versions, before sign-in', async () => {
    const info = await settings();
    expect(info).toMatchObject({
      title: '行业协会奖励申报系统',
      titleI18n: { zh_TW: '行業協會獎勵申報系統', en_GB: 'Industry Association Awards Declaration System' },
      copyright: '© 2026 行业协会 版权所有',
      copyrightI18n: { en_GB: '© 2026 Industry Association. All rights reserved.' },
      timeZone: 'Asia/Shanghai',
    });
    expect(info.descriptionI18n.en_GB).toMatch(/^Declaration/);
  });
});

describe('the settings page', () => {
  it('shows the settings to PROJECT_VIEW holders only', async () => {
    const res = await post('/rest/project/detail', {}, reader);
    expect(res.status).toBe(200);
    expect((res.body.dataSet as ProjectSettingsView).title).toBe('行业协会奖励申报系统');
    expect((await post('/rest/project/detail', {}, plain)).status).toBe(403);
    expect((await post('/rest/project/detail', {}, null)).status).toBe(401);
  });

  it('saves the whole form, which the sign-in page reads at once', async () => {
    const res = await post('/rest/project/update', { ...FORM, timeZone: 'asia/shanghai' });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({ ...FORM, updateBy: 'admin' });
    expect((res.body.dataSet as ProjectSettingsView).updateTime).not.toBeNull();
    // The zone is saved as the runtime spells it.
    expect(await settings()).toEqual({
      ...FORM,
      timeZone: 'Asia/Shanghai',
      signOn: { cas: null, oauth: null },
      // Left out of this form: the seeded contact details stay.
      contact: expect.stringMatching(/^地址：/),
      contactI18n: expect.objectContaining({ en_GB: expect.any(String) }),
    });
    const detail = (await post('/rest/project/detail', {}, reader)).body.dataSet as ProjectSettingsView;
    expect(detail.updateBy).toBe('admin');
  });

  it('drops empty versions and trims the texts', async () => {
    const res = await post('/rest/project/update', {
      ...FORM,
      title: '  奖励系统 ',
      titleI18n: { zh_TW: '', en_GB: ' Awards ' },
      descriptionI18n: undefined,
    });
    expect(res.status).toBe(200);
    const info = await settings();
    expect(info.title).toBe('奖励系统');
    expect(info.titleI18n).toEqual({ en_GB: 'Awards' });
    expect(info.descriptionI18n).toEqual({});
  });

  it('refuses users without PROJECT_EDIT, and changes nothing', async () => {
    const before = await settings();
    expect((await post('/rest/project/update', { ...FORM, title: 'x' }, reader)).status).toBe(403);
    expect((await post('/rest/project/update', { ...FORM, title: 'x' }, plain)).status).toBe(403);
    expect((await post('/rest/project/update', { ...FORM, title: 'x' }, null)).status).toBe(401);
    expect(await settings()).toEqual(before);
  });

  it('refuses an unknown zone, too long a text, a NUL, a bad link and an unknown field', async () => {
    const before = await settings();
    const refused = async (body: object, field: string, locale?: string) => {
      const res = await post('/rest/project/update', { ...FORM, ...body }, admin, locale);
      expect(res.status, JSON.stringify(body)).toBe(400);
      return res.body.dataSet.fieldErrors[field] as string;
    };
    expect(await refused({ timeZone: 'Mars/Olympus' }, 'timeZone')).toBe(
      zh(PROJECT_MESSAGES.timeZoneUnknown),
    );
    expect(await refused({ timeZone: 'Mars/Olympus' }, 'timeZone', 'en_GB')).toMatch(/^The time zone/);
    expect(await refused({ timeZone: '' }, 'timeZone')).toBe('请选择时区');
    expect(await refused({ title: '奖'.repeat(101) }, 'title')).toBe('系统名称不能超过100个字符');
    expect(await refused({ title: '' }, 'title')).toBe('请输入系统名称');
    expect(await refused({ descriptionI18n: { en_GB: 'x'.repeat(201) } }, 'descriptionI18n.en_GB')).toBe(
      '系统描述不能超过200个字符',
    );
    expect(await refused({ copyright: '©\u0000' }, 'copyright')).toBe('版权信息格式不正确');
    expect(await refused({ titleI18n: { en_GB: 'a\u0000' } }, 'titleI18n.en_GB')).toBe(
      '系统名称不能超过100个字符',
    );
    expect(await refused({ filingIcp: { text: 'ICP', url: 'javascript:alert(1)' } }, 'filingIcp.url')).toBe(
      '备案链接须以http://或https://开头',
    );
    expect(await refused({ filingIcp: { text: '', url: 'https://a.cn' } }, 'filingIcp.text')).toBe(
      '请输入备案号',
    );
    expect(await refused({ titleI18n: { fr: 'x' } }, 'titleI18n')).toBe('格式不正确');
    expect((await post('/rest/project/update', { ...FORM, logRetentionDays: 1 })).status).toBe(400);
    const { timeZone: _zone, ...withoutZone } = FORM;
    expect((await post('/rest/project/update', withoutZone)).status).toBe(400);
    expect(await settings()).toEqual(before);
  });
});

describe('the contact details of the public site', () => {
  it('are seeded, read before sign-in, saved with their versions, and kept when a form leaves them out', async () => {
    expect((await settings()).contact).toMatch(/^地址：/);
    expect((await settings()).contactI18n?.en_GB).toMatch(/^Address: /);
    const saved = await post('/rest/project/update', {
      ...FORM,
      contact: '电话：010-12345678',
      contactI18n: { en_GB: 'Telephone: 010-12345678' },
    });
    expect(saved.status).toBe(200);
    expect(await settings()).toMatchObject({
      contact: '电话：010-12345678',
      contactI18n: { en_GB: 'Telephone: 010-12345678' },
    });
    expect((await post('/rest/project/update', FORM)).status).toBe(200);
    expect((await settings()).contact).toBe('电话：010-12345678');

    const tooLong = await post('/rest/project/update', { ...FORM, contact: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.dataSet.fieldErrors.contact).toBe(zh(PROJECT_MESSAGES.contactTooLong));
    expect((await post('/rest/project/update', { ...FORM, contact: '电话' }, reader)).status).toBe(403);
    expect((await settings()).contact).toBe('电话：010-12345678');
  });
});
