/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { LOCALES, localeOf, messageCall, placeholdersOf, registeredMessages, renderMessage } from './i18n';

// Every module of the package, so that every group of messages is registered.
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

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

  it('leaves no message of a module outside the catalogue', () => {
    const plain: string[] = [];
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (!/(^|_)MESSAGES$/.test(name) || !value || typeof value !== 'object') continue;
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
