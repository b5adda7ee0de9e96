import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { choice, idField, idListField, oneOf, optionalText, requiredText } from './admin-fields';
import { AWARD_MESSAGES, awardAddSchema } from './awards';
import { EXAMINATION_MESSAGES, examinationDecideSchema } from './examination';
import { type MessageRef, renderMessage } from './i18n';
import { LOGIN_MESSAGES } from './messages';
import { decimalId, INT4_MAX, id4, id8, int4, isoDate, isoDateTime, text, timeText } from './primitives';

/** A text standing for a message: these tests are about the checks, not the words. */
const plain = (text: string) => text as MessageRef;

// Messages are keys (i18n.ts): read them as a caller without a language does (zh_CN).
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : renderMessage(result.error?.issues[0]?.message ?? '');

describe('text', () => {
  it('refuses a NUL byte with the field message, or 内容包含非法字符 without one', () => {
    expect(messageOf(text({ error: '请输入名称' }).safeParse('a\u0000'))).toBe('请输入名称');
    expect(messageOf(text().safeParse('\u0000'))).toBe('内容包含非法字符');
    expect(messageOf(requiredText(10, LOGIN_MESSAGES.usernameRequired).safeParse(' a\u0000 '))).toBe(
      '请输入用户名',
    );
    expect(text().trim().parse(' a ')).toBe('a');
    // A generic optional text has no field message of its own.
    expect(messageOf(optionalText(10).safeParse('a\u0000'))).toBe('内容包含非法字符');
  });
});

describe('integers', () => {
  const id = id4('请选择记录');

  it('take a JSON integer only: no string, boolean, array, null or fraction', () => {
    for (const loose of ['1', true, [1], [[1]], null, {}, 1.5, '', ' 1', Number.NaN, Infinity]) {
      expect([loose, messageOf(id.safeParse(loose))]).toEqual([loose, '请选择记录']);
    }
    expect(id.parse(1)).toBe(1);
    expect(idField(plain('请选择记录')).parse(INT4_MAX)).toBe(INT4_MAX);
  });

  it('are bounded to their column: int4 ids to 2^31-1, bigint ids to 2^53-1', () => {
    for (const big of [2 ** 31, 2 ** 53, -(2 ** 31) - 1, 0, -1])
      expect(id.safeParse(big).success).toBe(false);
    expect(int4().safeParse(-(2 ** 31)).success).toBe(true);
    expect(int4().safeParse(2 ** 31).success).toBe(false);
    expect(id8('请选择日志').safeParse(2 ** 40).success).toBe(true);
    expect(id8('请选择日志').safeParse(2 ** 53).success).toBe(false);
  });

  it('keeps lists strict too, element by element', () => {
    const ids = idListField(plain('请选择记录'));
    expect(ids.safeParse([1, 2]).success).toBe(true);
    for (const bad of [[[1]], ['1'], [true], [1, 2 ** 31], 1, '1,2']) {
      expect([bad, ids.safeParse(bad).success]).toEqual([bad, false]);
    }
  });

  it('a fixed set of numbers takes the numbers only', () => {
    const status = oneOf([0, 1], plain('状态不正确'));
    expect(status.parse(1)).toBe(1);
    for (const bad of ['1', true, 2]) expect(messageOf(status.safeParse(bad))).toBe('状态不正确');
  });
});

describe('decimalId (query strings, path parameters, multipart fields, comma-separated ids)', () => {
  const id = decimalId('编号不正确');
  it('takes the canonical decimal form within int4', () => {
    expect(id.parse('42')).toBe(42);
    expect(id.parse('2147483647')).toBe(INT4_MAX);
  });
  it('refuses signs, leading zeros, spaces, exponents, overflow and non-strings', () => {
    for (const bad of [
      '0',
      '01',
      '+1',
      '-1',
      ' 1',
      '1 ',
      '1e3',
      '0x10',
      '1.0',
      '2147483648',
      '99999999999',
      '',
      'true',
      true,
      7,
      ['1'],
      null,
    ]) {
      expect([bad, messageOf(id.safeParse(bad))]).toEqual([bad, '编号不正确']);
    }
  });
});

describe('times', () => {
  it('take only years PostgreSQL stores, and no bare number as a time text', () => {
    const at = isoDateTime('时间格式不正确');
    expect(at.safeParse('2026-01-01T08:00:00+08:00').success).toBe(true);
    for (const bad of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00', '2026-01-01', 20260101]) {
      expect([bad, messageOf(at.safeParse(bad))]).toEqual([bad, '时间格式不正确']);
    }
    expect(isoDate('日期不正确').safeParse('0000-01-01').success).toBe(false);
    expect(isoDate('日期不正确').safeParse('1990-05-01').success).toBe(true);
    const time = timeText('时间格式不正确');
    for (const good of ['2026-01-01', '2026-01-01 08:00:00', '2026-01-01T08:00:00.000Z']) {
      expect(time.safeParse(good).success).toBe(true);
    }
    for (const bad of ['110000', '2026', '0000-01-01', '2026-13-01', 'Jan 1 2026', '2026-01-01\u0000']) {
      expect([bad, messageOf(time.safeParse(bad))]).toEqual([bad, '时间格式不正确']);
    }
  });
});

describe('the schema files', () => {
  // Every string and integer goes through the primitives above; a new `z.string()` or
  // `z.coerce` in a schema file would reopen defects 7 to 9 of issue 11.
  const dir = import.meta.dirname;
  const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it('declare no free string and no coerced number outside primitives.ts', () => {
    const offenders = sources
      .filter((f) => f !== 'primitives.ts')
      .flatMap((f) => {
        const source = readFileSync(path.join(dir, f), 'utf8');
        return [...source.matchAll(/\bz\s*\.\s*(string|coerce|int|bigint|iso)\s*[.(]/g)].map(
          (m) => `${f}: ${m[0]}`,
        );
      });
    expect(offenders).toEqual([]);
  });
});

describe('choice', () => {
  const first = (
    schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
    v: unknown,
  ) => schema.safeParse(v).error?.issues[0]?.message;

  it('asks to choose when nothing was chosen, and says the value is wrong otherwise', () => {
    const pick = choice(['a', 'b'], plain('选项不正确'), plain('请选择选项'));
    expect(pick.safeParse('a').success).toBe(true);
    for (const missing of [undefined, null, '']) expect(first(pick, missing)).toBe('请选择选项');
    expect(first(pick, 'c')).toBe('选项不正确');
    expect(first(pick, 3)).toBe('选项不正确');
  });

  it('gives an empty award category select 请选择奖项类别 (issue 14), and the decision 请选择审查结论', () => {
    const category = awardAddSchema.shape.category;
    expect(first(category, '')).toBe(AWARD_MESSAGES.categoryMissing);
    expect(first(category, 'nope')).toBe(AWARD_MESSAGES.category);
    expect(renderMessage(AWARD_MESSAGES.categoryMissing, 'zh_CN')).toBe('请选择奖项类别');
    const decision = examinationDecideSchema.safeParse({ declarationId: 1, opinion: null });
    expect(decision.error?.issues[0]?.message).toBe(EXAMINATION_MESSAGES.decisionMissing);
  });
});
