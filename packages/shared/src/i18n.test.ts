/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import {
  defineMessages,
  LOCALES,
  localeOf,
  messageCall,
  placeholdersOf,
  registeredMessages,
  renderLabel,
  renderMessage,
} from './i18n';

// Every module of the package, so that every group of messages is registered.
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
// Messages, and the tables of labels of codes (statuses, actions, stages, types).
const MESSAGE_TABLE = /(^|_)(MESSAGES|NAMES|LABELS|TEXT)$|^AWARD_CATEGORIES$/;

describe('the message catalogue', () => {
  const messages = [...registeredMessages()];

  it('holds the groups of every module', () => {
    expect(messages.length).toBeGreaterThan(20);
  });

  it.each(messages)('%s has a text in each language, with the same placeholders', (_key, texts) => {
    expect(texts).toHaveLength(LOCALES.length);
    for (const text of texts) expect(text.trim()).not.toBe('');
    const expected = placeholdersOf(texts[0]).sort();
    for (const text of texts) expect(placeholdersOf(text).sort()).toEqual(expected);
    expect(texts[2]).not.toMatch(CJK);
  });

  it('leaves no message or label of a module outside the catalogue', () => {
    const plain: string[] = [];
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (!MESSAGE_TABLE.test(name) || !value || typeof value !== 'object' || Array.isArray(value))
          continue;
        for (const [entry, ref] of Object.entries(value)) {
          const known = typeof ref === 'function' || (typeof ref === 'string' && messageCall(ref));
          if (!known) plain.push(`${file} ${name}.${entry}`);
        }
      }
    }
    expect(plain).toEqual([]);
  });
});

describe('rendering', () => {
  it('fills the parameters in the language asked for, and passes other text through', () => {
    const [key] = [...registeredMessages()].find(([, texts]) => texts[0].includes('{seconds}')) ?? [];
    expect(key).toBeDefined();
    const ref = `${key} {"seconds":30}`;
    expect(renderMessage(ref, 'zh_CN')).toContain('30');
    expect(renderMessage(ref, 'en_GB')).toMatch(/30/);
    expect(renderMessage('自由文本', 'en_GB')).toBe('自由文本');
    expect(renderMessage('unknown.key', 'en_GB')).toBe('unknown.key');
  });

  it('renders a parameter that is itself a message in the same language', () => {
    const M = defineMessages('i18nTest', {
      status: ['评审中', '評審中', 'Reviewing'],
      outer: [
        '届次当前为「{status}」（{n}）',
        '屆次當前為「{status}」（{n}）',
        'The edition is {status} ({n})',
      ],
    });
    const ref = M.outer({ status: M.status, n: 2 });
    expect(renderMessage(ref, 'zh_CN')).toBe('届次当前为「评审中」（2）');
    expect(renderMessage(ref, 'zh_TW')).toBe('屆次當前為「評審中」（2）');
    expect(renderMessage(ref, 'en_GB')).toBe('The edition is Reviewing (2)');
    // A plain text that only looks like a key stays as it is.
    expect(renderMessage(M.outer({ status: 'i18nTest.nothing', n: 1 }), 'en_GB')).toBe(
      'The edition is i18nTest.nothing (1)',
    );
  });

  it('renders the label of a code, or the code itself when the table has none', () => {
    const L = defineMessages('i18nTestLabels', {
      draft: ['草稿', '草稿', 'Draft'],
      1: ['正常', '正常', 'Active'],
    });
    expect(renderLabel(L, 'draft', 'en_GB')).toBe('Draft');
    expect(renderLabel(L, 1, 'zh_CN')).toBe('正常');
    expect(renderLabel(L, 'other', 'en_GB')).toBe('other');
    expect(renderLabel(L, 'toString', 'en_GB')).toBe('toString');
    expect(renderLabel(L, null, 'en_GB')).toBe('');
  });

  it.each([
    [undefined, 'zh_CN'],
    ['', 'zh_CN'],
    ['en_GB', 'en_GB'],
    ['en-US,en;q=0.9', 'en_GB'],
    ['zh-TW', 'zh_TW'],
    ['zh-Hant-HK', 'zh_TW'],
    ['zh_CN', 'zh_CN'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh_CN'],
    ['fr-FR', 'zh_CN'],
  ])('Accept-Language %j reads as %s', (header, locale) => {
    expect(localeOf(header)).toBe(locale);
  });
});

describe('the sources of the package', () => {
  // Chinese text written straight into a schema or a rule (not through defineMessages) would
  // reach users untranslated, and the server reads a schema message that is no key as
  // 格式不正确. Labels of codes (statuses, types) are messages too: a defineMessages group keyed by code.
  const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], {
    eager: true,
    query: '?raw',
    import: 'default',
  });

  it('hold no Chinese literal outside the message catalogue', () => {
    const found: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      let inCatalogue = false;
      source.split('\n').forEach((line, index) => {
        if (/defineMessages\(/.test(line)) inCatalogue = true;
        const code = line.replace(/(^|\s)\/\/.*$/, '').replace(/^\s*(\*|\/\*).*$/, '');
        if (!inCatalogue && /(['"`])[^'"`]*[\u4e00-\u9fff][^'"`]*\1/.test(code))
          found.push(`${file}:${index + 1}: ${line.trim()}`);
        if (/^(\}\)?|\));/.test(line)) inCatalogue = false;
      });
    }
    expect(found).toEqual([]);
  });
});
