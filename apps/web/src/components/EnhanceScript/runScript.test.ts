import { describe, expect, it } from 'vitest';
import { lineDiff } from './lineDiff';
import { BLOCKED_GLOBALS, cleanHint, runScript, sealScope } from './runScript';

const rows = [
  { id: 1, bankName: '中国银行', status: 1 },
  { id: 2, bankName: '工商银行', status: 0 },
];

describe('the enhance-script runner core', () => {
  it('runs a script on the rows and answers one hint per row', () => {
    const outcome = runScript(
      `return rows.map((r) => r.status === 0
        ? { rowClass: 'muted', badge: '停用', columns: { bankName: r.bankName + '（停用）' } }
        : { rowClass: 'highlight' });`,
      rows,
    );
    expect(outcome).toEqual({
      status: 'done',
      hints: [
        { rowClass: 'highlight' },
        { rowClass: 'muted', badge: '停用', columns: { bankName: '工商银行（停用）' } },
      ],
    });
  });

  it('keeps only the contract: unknown classes, keys and types are dropped, long texts cut', () => {
    expect(
      cleanHint({ rowClass: 'evil', style: 'x', badge: 42, columns: { a: { html: '<b>' }, b: 7 } }),
    ).toEqual({
      columns: { b: '7' },
    });
    expect(cleanHint({ badge: 'x'.repeat(50) })?.badge).toHaveLength(20);
    expect(cleanHint('highlight')).toBeNull();
    expect(runScript('return [{ rowClass: "warn" }];', rows)).toEqual({
      status: 'done',
      hints: [{ rowClass: 'warn' }, null],
    });
    expect(runScript('', rows)).toEqual({ status: 'done', hints: [null, null] });
    expect(runScript('return "nope";', rows).status).toBe('failed');
  });

  it('reports a throw or a syntax error as a failure with its message', () => {
    expect(runScript('throw new Error("boom")', rows)).toEqual({ status: 'failed', error: 'Error: boom' });
    const syntax = runScript('return rows.map(', rows);
    expect(syntax.status).toBe('failed');
    expect(syntax.status === 'failed' && syntax.error).toMatch(/^SyntaxError/);
  });

  it('gives a script no network: fetch and XMLHttpRequest are undefined, calling them fails harmlessly', () => {
    const outcome = runScript('fetch("/rest/user/page"); return [];', rows);
    expect(outcome).toEqual({
      status: 'failed',
      error: expect.stringMatching(/^TypeError: fetch is not a function/),
    });
    expect(
      runScript('return [{ badge: typeof XMLHttpRequest + typeof importScripts + typeof WebSocket }];', rows),
    ).toEqual({ status: 'done', hints: [{ badge: 'undefinedundefinedu…' }, null] });
  });

  it('seals a global scope: the blocked names are gone from it and its prototypes', () => {
    const proto = { fetch: () => 'net', importScripts: () => undefined };
    const scope = Object.create(proto) as Record<string, unknown>;
    scope.XMLHttpRequest = class {};
    Object.defineProperty(scope, 'WebSocket', { value: class {}, configurable: false, writable: true });
    scope.keep = 1;
    expect(sealScope(scope)).toEqual([]);
    for (const name of BLOCKED_GLOBALS) expect(scope[name], name).toBeUndefined();
    expect(scope.keep).toBe(1);
  });

  it('compares two texts line by line', () => {
    expect(lineDiff('a\nb\nc', 'a\nc\nd')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
  });
});
