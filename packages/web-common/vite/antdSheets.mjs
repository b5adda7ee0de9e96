// antd's prebuilt stylesheet (antd/dist/antd.css, zero-runtime mode: @awards/web-common/antdStyles)
// split in two at build time: the rules of the components a first screen renders, and the rest.
// The sheet is antd's components' styles one after another, each rule naming its component
// through its first class (`.ant-btn…`, `.ant-form-item…`), so a rule's component is the first
// word after `.ant-` in its selector (for an at-rule, in its first inner rule).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The top-level statements of a stylesheet, in order (a rule with its block, or an at-rule with
 * its block): braces inside strings and comments do not count.
 */
export function topLevelStatements(css) {
  const statements = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      const end = css.indexOf(c, i + 1);
      i = end < 0 ? css.length : end;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (c === '{') {
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 0) {
        statements.push(css.slice(start, i + 1).trim());
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      // `@charset …;`, `@import …;`
      statements.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return statements.filter(Boolean);
}

/**
 * The component a statement styles: the first word of its first `.ant-` class (`btn`, `form`,
 * `col`, `picker`…), or null for the rules of no component (keyframes, the global `a` and
 * `.anticon` rules, the theme's variables).
 */
export function componentOf(statement) {
  if (/^@(-webkit-)?keyframes/.test(statement)) return null;
  const head = statement.startsWith('@')
    ? statement.slice(statement.indexOf('{') + 1, statement.indexOf('{', statement.indexOf('{') + 1))
    : statement.slice(0, statement.indexOf('{'));
  return /\.ant-([a-z]+)/.exec(head)?.[1] ?? null;
}

/** The components a stylesheet styles, with the bytes of each (for choosing a first sheet). */
export function componentSizes(css) {
  const sizes = new Map();
  for (const statement of topLevelStatements(css)) {
    const key = componentOf(statement) ?? '(none)';
    sizes.set(key, (sizes.get(key) ?? 0) + statement.length);
  }
  return sizes;
}

/**
 * The sheet in two, each keeping the order of the whole: `first`, the rules of the components
 * named and those of no component (keyframes, global rules, theme variables: small, and used by
 * any component), and `rest`, everything else. Linked one after the other, in that order, they
 * style as the whole did but for rules of two components of equal specificity matching one
 * element, which antd's components do not write (each styles its own classes).
 */
export function splitSheet(css, firstComponents) {
  const first = [];
  const rest = [];
  const wanted = new Set(firstComponents);
  for (const statement of topLevelStatements(css)) {
    const key = componentOf(statement);
    (key === null || wanted.has(key) ? first : rest).push(statement);
  }
  return { first: first.join('\n'), rest: rest.join('\n') };
}

/** The text of antd's prebuilt stylesheet, as installed beside `from` (a file path). */
export function antdSheetText(from) {
  return readFileSync(createRequire(from).resolve('antd/dist/antd.css'), 'utf8');
}

const VIRTUAL = 'virtual:antd-sheets';

/**
 * A Vite plugin: `import { first, rest } from 'virtual:antd-sheets'` gives the addresses of antd's
 * prebuilt stylesheet in two (splitSheet: `first` the components named, `rest` the others), each
 * a file of the build with its content's hash in its name. The two files are written at start
 * into Vite's cache folder (only when their text changed) and imported from there by URL, so
 * Vite names, emits and serves them as any stylesheet asset.
 */
export function antdSheets({ first }) {
  const resolvedId = `\0${VIRTUAL}`;
  let files;
  let test = false;
  return {
    name: 'awards:antd-sheets',
    configResolved(config) {
      // Under vitest the addresses are names only (nothing loads a stylesheet there).
      test = config.mode === 'test';
      const dir = path.join(config.cacheDir, 'antd-sheets');
      const sheets = splitSheet(antdSheetText(path.join(config.root, 'package.json')), first);
      mkdirSync(dir, { recursive: true });
      files = Object.fromEntries(
        Object.entries(sheets).map(([part, text]) => {
          const file = path.join(dir, `antd-${part}.css`);
          if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
            // Written whole or not at all: two builds at once (the browser tests) may share the folder.
            const temporary = `${file}.${process.pid}`;
            writeFileSync(temporary, text);
            renameSync(temporary, file);
          }
          return [part, file];
        }),
      );
    },
    resolveId(source) {
      return source === VIRTUAL ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      if (test)
        return Object.keys(files)
          .map((part) => `export const ${part} = '/antd-${part}.css';`)
          .join('\n');
      return Object.entries(files)
        .map(([part, file]) => `export { default as ${part} } from ${JSON.stringify(`${file}?url`)};`)
        .join('\n');
    },
  };
}
