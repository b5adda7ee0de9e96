import type { Plugin } from 'vite';

/** The top-level statements of a stylesheet, in order (antdSheets.mjs). */
export function topLevelStatements(css: string): string[];

/** The antd component a statement styles (`btn`, `form`, `col`…), null for none. */
export function componentOf(statement: string): string | null;

/** The components a stylesheet styles, with the characters of each. */
export function componentSizes(css: string): Map<string, number>;

/** The sheet in two, each in the order of the whole: the components named (and no component's rules), the rest. */
export function splitSheet(css: string, firstComponents: readonly string[]): { first: string; rest: string };

/** The text of antd's prebuilt stylesheet, as installed beside `from`. */
export function antdSheetText(from: string): string;

/** `import { first, rest } from 'virtual:antd-sheets'`: antd's prebuilt stylesheet in two files. */
export function antdSheets(options: { first: readonly string[] }): Plugin;
