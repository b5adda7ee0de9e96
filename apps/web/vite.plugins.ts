import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

// A build step of the portal for its first screen (issue 18); used by vite.config.ts. The
// precompression of every built file is shared with the site (@awards/web-common/vite/precompress).

/** The signed-in shell: what the sign-in page prefetches once it is idle (src/app/prefetchShell.ts). */
export const SHELL_MODULES = [
  'src/shell/GlobalLayout.tsx',
  'src/app/MenuRoutes.tsx',
  'src/shell/queryClient.ts',
  'src/app/AntdProviders.tsx',
];

type ChunkingContext = {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
};

/** The packages imported through one index of everything (antd's components, its icons). */
const BARRELS: { index: RegExp; name: string; module: (dir: string, binding: string) => string }[] = [
  {
    index: /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/,
    name: 'antd',
    // `Button` is antd/es/button, `ConfigProvider` antd/es/config-provider.
    module: (dir, binding) =>
      path.join(
        dir,
        binding.replace(/[A-Z]/g, (c, i) => (i ? '-' : '') + c.toLowerCase()),
        'index.js',
      ),
  },
  {
    index: /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/,
    name: '@ant-design/icons',
    module: (dir, binding) => path.join(dir, 'icons', `${binding}.js`),
  },
];

/** The bindings a module's code imports by name from a package: `import { A, B as C } from 'x'`. */
function namedImports(code: string, from: string): string[] {
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${from}["']`, 'g');
  return [...code.matchAll(pattern)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '',
      )
      .filter((name) => /^[A-Za-z]\w*$/.test(name)),
  );
}

/**
 * A code-splitting group (vite.config.ts) that puts the shell's modules and every module they
 * import statically into one chunk, `shell`; the first screen's group, of higher priority,
 * keeps what the entry needs in the entry. Through antd's and its icons' index only the
 * components the shell names are followed: the index imports every component, and the ones
 * the pages use would otherwise all land in the shell.
 */
export function shellGroup() {
  let shell: Set<string> | undefined;
  const closure = (ctx: ChunkingContext) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      const info = ctx.getModuleInfo(id);
      if (BARRELS.some((barrel) => barrel.index.test(id))) return;
      seen.add(id);
      for (const imported of info?.importedIds ?? []) {
        const barrel = BARRELS.find((b) => b.index.test(imported));
        if (!barrel) {
          visit(imported);
          continue;
        }
        const dir = path.dirname(imported);
        for (const binding of namedImports(info?.code ?? '', barrel.name)) {
          const module = barrel.module(dir, binding);
          if (existsSync(module)) visit(module);
        }
      }
    };
    for (const module of SHELL_MODULES) visit(path.resolve(import.meta.dirname, module));
    return seen;
  };
  return {
    name: (id: string, ctx: ChunkingContext) => {
      shell ??= closure(ctx);
      return shell.has(id) ? 'shell' : null;
    },
    priority: 1,
  };
}

/**
 * Lists in index.html (meta `awards-shell-files`) the files of the signed-in shell that the
 * entry does not load already: its chunks, their static imports and their stylesheets, and the
 * stylesheets linked by URL when the shell loads (antd's).
 */
export function shellFilesMeta(): Plugin {
  return {
    name: 'awards:shell-files',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (roots: Rollup.OutputChunk[]) => {
          const files = new Set<string>();
          const visit = (chunk: Rollup.OutputChunk | undefined) => {
            if (!chunk || files.has(chunk.fileName)) return;
            files.add(chunk.fileName);
            for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
            for (const imported of chunk.imports) visit(byFile.get(imported));
          };
          for (const root of roots) visit(root);
          return files;
        };
        const loaded = closure(chunks.filter((chunk) => chunk.isEntry));
        const shell = SHELL_MODULES.map((module) => {
          const id = path.resolve(import.meta.dirname, module);
          const chunk = chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) throw new Error(`shell-files: ${module} is in no chunk (renamed?)`);
          return chunk;
        });
        // Stylesheets linked by URL (antd's prebuilt one, @awards/web-common/antdStyles):
        // the entry only names them, the shell waits for them.
        const linked = [...loaded, ...closure(shell)].flatMap((file) => [
          ...(byFile.get(file)?.viteMetadata?.importedAssets ?? []),
        ]);
        const sheets = new Set(linked.filter((file) => file.endsWith('.css')));
        const files = [...[...closure(shell)].filter((file) => !loaded.has(file)), ...sheets].map(
          (file) => `/${file}`,
        );
        return html.replace(
          '</head>',
          `  <meta name="awards-shell-files" content="${files.join(' ')}" />\n  </head>`,
        );
      },
    },
  };
}
