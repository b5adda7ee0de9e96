import { randomUUID } from 'node:crypto';
import { INT4_MAX } from '@awards/shared/primitives';
import fc from 'fast-check';
import type { z } from 'zod';

// Test support for the whole-catalogue input test (src/platform/input-catalogue.test.ts):
// a valid-looking value read off a route's zod schema, and hostile variants of it.

type Schema = z.core.$ZodType;
type Def = Record<string, any> & { type: string };

const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const accepts = (schema: Schema, value: unknown): boolean =>
  (schema as unknown as z.ZodType).safeParse(value).success;

/** Texts tried in turn for a string field; the first its own schema accepts is used. */
const TEXT_CANDIDATES = [
  'Fuzz_1',
  'FUZZ_1',
  'fuzz_1',
  'fuzz',
  '测试',
  '110000',
  '13800000000',
  'fuzz@example.com',
  'https://example.com/',
  '/fuzz',
  '#1677ff',
  'M0 0L1 1',
  '0 0 1024 1024',
  '2026-01-01',
  '2026-01-01T00:00:00.000Z',
  '2026-01-01 00:00:00',
  '0 0 1 * * ?',
  'Abcdef12',
  'ALL',
];

/** Numbers tried for an integer field: an id that names no row first, then small values. */
const NUMBER_CANDIDATES = [INT4_MAX, 1, 0, 2026, 10, 100];

/**
 * A value the schema accepts where that is easy to find (each leaf is checked against
 * its own schema), so that one hostile field in it is what the route has to deal with.
 * Ids come out as 2^31-1, a valid id that names no row, so that a body the schema
 * accepts does not act on a real record.
 */
export function sampleOf(schema: Schema, depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 8) return null;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, Schema>).map(([key, child]) => [
          key,
          sampleOf(child, depth + 1),
        ]),
      );
    case 'array':
      return [sampleOf(def.element, depth + 1)];
    case 'record':
      return { fuzz: sampleOf(def.valueType, depth + 1) };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return sampleOf(def.innerType, depth);
    case 'pipe':
      return defOf(def.in).type === 'transform' ? sampleOf(def.out, depth) : sampleOf(def.in, depth);
    case 'lazy':
      return sampleOf(def.getter(), depth);
    case 'union':
      return sampleOf((def.options as Schema[])[0] as Schema, depth);
    case 'intersection':
      return { ...(sampleOf(def.left, depth) as object), ...(sampleOf(def.right, depth) as object) };
    case 'enum':
      return Object.values(def.entries)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'number':
      return NUMBER_CANDIDATES.find((n) => accepts(schema, n)) ?? 1;
    case 'string':
      if (def.format === 'uuid' || def.format === 'guid') return randomUUID();
      return TEXT_CANDIDATES.find((s) => accepts(schema, s)) ?? 'fuzz';
    default:
      return 'fuzz';
  }
}

type Path = (string | number)[];

/** Every place in a value a hostile value can go: object keys and array items, nested. */
export function pathsOf(value: unknown, path: Path = []): { leaves: Path[]; objects: Path[] } {
  const leaves: Path[] = [];
  const objects: Path[] = [];
  const walk = (v: unknown, p: Path) => {
    if (Array.isArray(v)) {
      if (p.length) leaves.push(p);
      for (const [i, item] of v.entries()) walk(item, [...p, i]);
    } else if (v !== null && typeof v === 'object') {
      objects.push(p);
      if (p.length) leaves.push(p);
      for (const [k, item] of Object.entries(v)) walk(item, [...p, k]);
    } else if (p.length) {
      leaves.push(p);
    }
  };
  walk(value, path);
  return { leaves, objects };
}

const HUGE = 'x'.repeat(100_000);

/** Values no field should take: wrong types, integers beyond every column, NUL bytes, nesting, size. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    true,
    false,
    null,
    0,
    -1,
    1.5,
    2 ** 31,
    2 ** 53,
    -(2 ** 31) - 1,
    1e308,
    -1e308,
    '',
    ' ',
    '0',
    '2147483648',
    '9007199254740993',
    '1e3',
    'true',
    '\u0000',
    'a\u0000b',
    [],
    {},
    [[INT4_MAX]],
    [String(INT4_MAX)],
    [true],
    [null],
    [2 ** 31],
    [[[[]]]],
    HUGE,
    [HUGE],
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59.999Z',
    '2026-02-30',
  ),
  fc.string({ unit: 'binary', maxLength: 12 }).map((s) => `${s}\u0000${s}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Number.isInteger(d)),
  fc.array(fc.array(fc.integer({ min: 2 ** 31, max: 2 ** 53 }), { maxLength: 2 }), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.constantFrom<unknown>('\u0000', 2 ** 31, null, [[]]), {
    maxKeys: 2,
  }),
);

/**
 * The values aimed at one field in turn, by what the field holds: a NUL byte in a
 * text; for a number, an integer beyond int4 and one loosely typed stand-in (true, a
 * digit string or a nested array, in turn from field to field); nesting or a bad item
 * for a list: what defects 7 to 9 of issue 11 were made of. Each must be refused.
 */
export function directedValues(current: unknown, turn: number): unknown[] {
  if (typeof current === 'string') return [`${current}\u0000`];
  if (typeof current === 'number') return [2 ** 31, [true, String(current), [[current]]][turn % 3]];
  if (typeof current === 'boolean') return ['true'];
  if (Array.isArray(current)) {
    const first = current[0];
    if (typeof first === 'number') return [[[[first]], [2 ** 31], [String(first)]][turn % 3]];
    return [[current]];
  }
  if (current !== null && typeof current === 'object') return [[current]];
  return [];
}

/** Every single-field edit of the sample with a directed value, each as one case. */
export function directedCases(sample: unknown): { field: string; value: unknown; edit: Mutation[] }[] {
  const { leaves } = pathsOf(sample);
  const at = (value: unknown, path: (string | number)[]) =>
    path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
  return leaves.flatMap((path, index) =>
    directedValues(at(sample, path), index).map((value) => ({
      field: String(path[path.length - 1]),
      value,
      edit: [{ kind: 'replace' as const, at: index, value }],
    })),
  );
}

export type Mutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'drop'; at: number }
  | { kind: 'addKey'; at: number; key: string; value: unknown }
  | { kind: 'root'; value: unknown };

const UNKNOWN_KEYS = ['unknownField', 'constructor', 'toString', 'x\u0000y', '__proto__', ''];

/** One to three hostile edits of the sample, indexes into its paths chosen by fast-check. */
export const mutationsArb: fc.Arbitrary<Mutation[]> = fc.array(
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('addKey' as const),
        at: fc.nat(),
        key: fc.constantFrom(...UNKNOWN_KEYS),
        value: hostileValue,
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('root' as const), value: hostileValue }) },
  ),
  { minLength: 1, maxLength: 3 },
);

const clone = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)));

function parentOf(root: unknown, path: Path): Record<string | number, unknown> | null {
  let node = root as Record<string | number, unknown> | null;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return null;
    node = node[key] as Record<string | number, unknown> | null;
  }
  return node !== null && typeof node === 'object' ? node : null;
}

/**
 * The sample with the edits applied, as JSON text (so that a `__proto__` key is sent
 * as such). Indexes wrap around the paths there are; an edit with nowhere to go
 * replaces the whole body.
 */
export function applyMutations(sample: unknown, mutations: Mutation[]): string {
  let body: unknown = clone(sample);
  const extraKeys: { path: Path; key: string; value: unknown }[] = [];
  for (const m of mutations) {
    const { leaves, objects } = pathsOf(body);
    if (
      m.kind === 'root' ||
      (m.kind !== 'addKey' && leaves.length === 0) ||
      (m.kind === 'addKey' && !objects.length)
    ) {
      body = clone('value' in m ? m.value : null);
      extraKeys.length = 0;
      continue;
    }
    if (m.kind === 'addKey') {
      const path = objects[m.at % objects.length] as Path;
      extraKeys.push({ path, key: m.key, value: m.value });
      continue;
    }
    const path = leaves[m.at % leaves.length] as Path;
    const parent = parentOf(body, path);
    const key = path[path.length - 1] as string | number;
    if (!parent) continue;
    if (m.kind === 'drop') {
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
    } else {
      parent[key] = clone(m.value);
    }
  }
  return stringifyWithKeys(body, extraKeys);
}

/** JSON text of value, with extra keys spliced into the objects at their paths. */
function stringifyWithKeys(value: unknown, extra: { path: Path; key: string; value: unknown }[]): string {
  const render = (v: unknown, path: Path): string => {
    if (Array.isArray(v)) return `[${v.map((item, i) => render(item, [...path, i])).join(',')}]`;
    if (v !== null && typeof v === 'object') {
      const own = Object.entries(v).map(([k, item]) => `${JSON.stringify(k)}:${render(item, [...path, k])}`);
      const added = extra
        .filter((e) => e.path.length === path.length && e.path.every((p, i) => p === path[i]))
        .map((e) => `${JSON.stringify(e.key)}:${JSON.stringify(e.value) ?? 'null'}`);
      return `{${[...own, ...added].join(',')}}`;
    }
    return JSON.stringify(v) ?? 'null';
  };
  return render(value, []);
}

/** Hostile query strings: each value a text (or repeated, an array) the field should refuse. */
export const hostileQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000',
    '2147483648',
    '-1',
    '1.5',
    'true',
    '[[1]]',
    '',
    ' ',
    HUGE,
    '%00',
    '9'.repeat(40),
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.array(fc.constantFrom('1', '\u0000', 'x'), { minLength: 2, maxLength: 3 }),
);
