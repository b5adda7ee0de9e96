import { TEMPLATE_MESSAGES, TEMPLATE_PATHS } from '@awards/shared/templates';
import { USER_MESSAGE_PATHS } from '@awards/shared/user-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, messageTemplates } from '../../db/schema';
import { addRoleWithCodes, grantRole } from '../../test/admin-fixtures';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { zh } from '../../test/messages';

let t: TestApp;
let admin: string;
let bob: string;
let viewer: string;
let bobId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  bobId = (await t.createUser({ loginName: 't-bob' })).id;
  await t.createUser({ loginName: 't-viewer', roleCodes: ['READ_ONLY'] });
  bob = await t.login('t-bob', USER_PASSWORD);
  viewer = await t.login('t-viewer', USER_PASSWORD);
});
afterAll(() => t.close());

const call = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });

const template = {
  templateCode: 'AUDIT_RESULT',
  templateName: '审核结果通知',
  templateTitle: '${prize}审核结果',
  templateContent: '<p>${name}您好，您申报的${prize}${result}。</p>',
  templateType: '4',
};

describe('templates', () => {
  it('adds, edits, lists and refuses duplicate codes, bad input and missing codes', async () => {
    const added = await call(TEMPLATE_PATHS.save, template);
    expect(added.status).toBe(200);
    expect(added.body.dataSet).toMatchObject({
      templateCode: 'AUDIT_RESULT',
      templateType_dictText: '系统消息',
    });
    expect(added.body.dataSet.params).toEqual(['prize', 'name', 'result']);
    const id = added.body.dataSet.templateId;
    expect((await call(TEMPLATE_PATHS.save, { ...template, templateName: '另一个' })).status).toBe(409);
    const edited = await call(TEMPLATE_PATHS.save, { ...template, templateId: id, templateName: '审核结果' });
    expect(edited.body.dataSet.templateName).toBe('审核结果');
    const page = await call(TEMPLATE_PATHS.page, { templateType: '4', templateName: '审核' });
    expect(page.body.dataSet.result.map((r: { templateId: number }) => r.templateId)).toEqual([id]);

    const before = await t.db.$count(messageTemplates);
    expect((await call(TEMPLATE_PATHS.save, { ...template, templateCode: '1bad' })).status).toBe(400);
    expect(
      (await call(TEMPLATE_PATHS.save, { ...template, templateCode: 'OTHER', templateType: '7' })).status,
    ).toBe(400);
    expect((await call(TEMPLATE_PATHS.save, { ...template, templateCode: 'OTHER' }, viewer)).status).toBe(
      403,
    );
    expect((await call(TEMPLATE_PATHS.page, {}, bob)).status).toBe(403);
    expect((await call(TEMPLATE_PATHS.page, { templateType: 'x' })).status).toBe(400);
    expect(await t.db.$count(messageTemplates)).toBe(before);
  });

  it('sendMsg renders and delivers as a SYSTEM message; a missing parameter is a 400 naming it', async () => {
    const sent = await call(TEMPLATE_PATHS.send, {
      templateCode: 'AUDIT_RESULT',
      params: { name: '鲍勃', prize: '科技进步奖', result: '已通过' },
      userIds: [bobId],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.dataSet).toMatchObject({
      msgTitle: '科技进步奖审核结果',
      msgContent: '<p>鲍勃您好，您申报的科技进步奖已通过。</p>',
      msgSenderType: 'SYSTEM',
      templateCode: 'AUDIT_RESULT',
    });
    const bell = (await call(USER_MESSAGE_PATHS.unread, {}, bob)).body.dataSet.msg.noRead;
    expect(bell[0]).toMatchObject({ msgTitle: '科技进步奖审核结果', msgSenderType: 'SYSTEM' });

    const before = await t.db.$count(messages);
    const missing = await call(TEMPLATE_PATHS.send, {
      templateCode: 'AUDIT_RESULT',
      params: { name: '鲍勃', prize: '科技进步奖' },
      userIds: [bobId],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.rtnMessage).toBe(zh(TEMPLATE_MESSAGES.missingParam({ name: 'result' })));
    expect(await t.db.$count(messages)).toBe(before);
    expect((await call(TEMPLATE_PATHS.send, { templateCode: 'AUDIT_RESULT', params: {} })).status).toBe(400);
    expect(
      (await call(TEMPLATE_PATHS.send, { templateCode: 'NOPE', params: {}, userIds: [bobId] })).status,
    ).toBe(404);
    expect(
      (
        await call(
          TEMPLATE_PATHS.send,
          { templateCode: 'AUDIT_RESULT', params: {}, userIds: [bobId] },
          viewer,
        )
      ).status,
    ).toBe(403);
  });

  it('deletes one or several, all or none', async () => {
    const a = (await call(TEMPLATE_PATHS.save, { ...template, templateCode: 'DEL_A' })).body.dataSet
      .templateId;
    const b = (await call(TEMPLATE_PATHS.save, { ...template, templateCode: 'DEL_B' })).body.dataSet
      .templateId;
    expect((await call(TEMPLATE_PATHS.deleteBatch, { templateIds: [a, 999_999] })).status).toBe(404);
    expect((await call(TEMPLATE_PATHS.delete, { templateId: a }, viewer)).status).toBe(403);
    expect((await call(TEMPLATE_PATHS.delete, { templateId: 'a' })).status).toBe(400);
    expect((await call(TEMPLATE_PATHS.delete, { templateId: a })).body.dataSet.count).toBe(1);
    expect((await call(TEMPLATE_PATHS.deleteBatch, { templateIds: [b] })).body.dataSet.count).toBe(1);
  });
});

describe('addTemplate asks for the code of the act', () => {
  it('lets an editor without MSGTEM_ADD edit but not add', async () => {
    const added = await call(TEMPLATE_PATHS.save, { ...template, templateCode: 'EDIT_ONLY' });
    const id = added.body.dataSet.templateId;
    const roleId = await addRoleWithCodes(t.db, 'T_TPL_EDITOR', 1, ['MSGTEM_VIEW', 'MSGTEM_EDIT']);
    const editorId = (await t.createUser({ loginName: 't-tpl-editor' })).id;
    await grantRole(t.db, editorId, roleId);
    const editor = await t.login('t-tpl-editor', USER_PASSWORD);

    const edited = await call(
      TEMPLATE_PATHS.save,
      { ...template, templateCode: 'EDIT_ONLY', templateId: id, templateName: '改' },
      editor,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.dataSet.templateName).toBe('改');
    const before = await t.db.$count(messageTemplates);
    expect((await call(TEMPLATE_PATHS.save, { ...template, templateCode: 'NEW_ONE' }, editor)).status).toBe(
      403,
    );
    expect(await t.db.$count(messageTemplates)).toBe(before);
  });
});

describe('translated template names', () => {
  const named = { ...template, templateCode: 'I18N_NAMES', templateName: '译名通知' };
  const byCode = async (templateCode: string) =>
    (await call(TEMPLATE_PATHS.page, { templateCode })).body.dataSet.result[0];

  it('stores the zh_TW and en_GB names, shows them, and keeps them on edit', async () => {
    const added = await call(TEMPLATE_PATHS.save, {
      ...named,
      templateNameI18n: { zh_TW: '譯名通知', en_GB: ' Names notice ' },
    });
    expect(added.status).toBe(200);
    const templateId = added.body.dataSet.templateId as number;
    expect(added.body.dataSet.templateNameI18n).toEqual({ zh_TW: '譯名通知', en_GB: 'Names notice' });
    expect((await byCode('I18N_NAMES')).templateNameI18n).toEqual({
      zh_TW: '譯名通知',
      en_GB: 'Names notice',
    });

    const kept = await call(TEMPLATE_PATHS.save, { ...named, templateId, templateName: '译名' });
    expect(kept.body.dataSet).toMatchObject({
      templateName: '译名',
      templateNameI18n: { zh_TW: '譯名通知', en_GB: 'Names notice' },
    });
    const edited = await call(TEMPLATE_PATHS.save, {
      ...named,
      templateId,
      templateNameI18n: { zh_TW: ' ' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.dataSet.templateNameI18n).toEqual({});
    const bare = await call(TEMPLATE_PATHS.save, { ...template, templateCode: 'I18N_BARE' });
    expect(bare.body.dataSet.templateNameI18n).toEqual({});
  });

  it('refuses a name too long, with NUL or in an unknown language, changing nothing', async () => {
    const added = await call(TEMPLATE_PATHS.save, {
      ...named,
      templateCode: 'I18N_CHECKS',
      templateNameI18n: { en_GB: 'Kept' },
    });
    const save = (templateNameI18n: unknown) =>
      call(TEMPLATE_PATHS.save, {
        ...named,
        templateCode: 'I18N_CHECKS',
        templateId: added.body.dataSet.templateId,
        templateNameI18n,
      });
    const long = await save({ en_GB: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.dataSet.fieldErrors['templateNameI18n.en_GB']).toBe('不能超过100个字符');
    expect((await save({ zh_TW: 'a\u0000b' })).status).toBe(400);
    const unknown = await save({ ko_KR: '알림' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.dataSet.fieldErrors)).toEqual(['templateNameI18n']);
    expect((await byCode('I18N_CHECKS')).templateNameI18n).toEqual({ en_GB: 'Kept' });
    const addLong = await call(TEMPLATE_PATHS.save, {
      ...named,
      templateCode: 'I18N_LONG',
      templateNameI18n: { zh_TW: '長'.repeat(101) },
    });
    expect(addLong.status).toBe(400);
    expect(await byCode('I18N_LONG')).toBeUndefined();
  });
});
