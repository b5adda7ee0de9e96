import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
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

/**
 * The home page's module (the menu component 'dashboard/MonitorPage' of the seeded menus, at
 * HOME_PATH): its chunks are listed for the boot script (boot/preload.js), which has a
 * signed-in visit of '/' or the home page fetch them beside the shell.
 */
export const HOME_PAGE_MODULE = 'src/features/dashboard/pages/MonitorPage.tsx';

/**
 * The antd components whose rules go in the first part of antd's prebuilt stylesheet (the
 * build splits it, @awards/web-common/vite/antdSheets; src/app/antdChunk.ts loads it), by the
 * first word of their classes (`.ant-btn` is `btn`, Row and Col are `row` and `col`, FloatButton
 * `float`): what the signed-in shell renders without loading a chunk (its layout, side and top
 * menus, header, tabs, the phone's menu drawer, the bell's popover, the user menu's dropdown, the
 * app's notices and confirmations, the load-failure result) and what the home page renders
 * (HOME_PAGE_MODULE, read with a CSS coverage of the page), with the motions they use. Every
 * other page, and the shell's lazily loaded dialogs and drawers, wait for the rest
 * (lazyPage.tsx, withAntdRest). A component added to the shell or the home page is added here.
 */
export const ANTD_FIRST_SHEET = [
  // the shell
  'layout',
  'menu',
  'btn',
  'wave',
  'avatar',
  'badge',
  'breadcrumb',
  'dropdown',
  'drawer',
  'tabs',
  'popover',
  'tooltip',
  'flex',
  'space',
  'typography',
  'app',
  'modal',
  'notification',
  'message',
  'result',
  'css',
  // the home page
  'card',
  'statistic',
  'tag',
  'spin',
  'skeleton',
  'empty',
  'alert',
  // the motions of the above
  'zoom',
  'slide',
  'move',
  'fade',
];

/** The script index.html loads with `async` before the app (boot/preload.js). */
const BOOT_SCRIPT = 'boot/preload.js';

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

/** The modules `roots` import statically, through antd's and its icons' index only the components named. */
function staticClosure(ctx: ChunkingContext, roots: string[]): Set<string> {
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
  for (const module of roots) visit(path.resolve(import.meta.dirname, module));
  return seen;
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
  return {
    name: (id: string, ctx: ChunkingContext) => {
      shell ??= staticClosure(ctx, SHELL_MODULES);
      return shell.has(id) ? 'shell' : null;
    },
    priority: 1,
  };
}

/**
 * The home page's group, below the shell's: the home page's module and what it imports
 * statically that neither the entry nor the shell has (antd's card, alert, grid, statistic,
 * tag, spin, the kit's item list...) in one chunk, `home`, instead of thirteen (issue 18: one
 * request on the landing page of nearly every session, and one file for the boot script to
 * preload). A page that shares one of these components loads this chunk too (about 40 KB
 * brotli, cached by then for a session that started at home).
 */
export function homeGroup() {
  let home: Set<string> | undefined;
  return {
    name: (id: string, ctx: ChunkingContext) => {
      home ??= staticClosure(ctx, [HOME_PAGE_MODULE]);
      return home.has(id) ? 'home' : null;
    },
    priority: 0,
  };
}

/**
 * Lists in index.html the files a signed-in page needs that the entry does not load already:
 * meta `awards-shell-files`, the signed-in shell's chunks, their static imports and their
 * stylesheets, and the stylesheets linked by URL when the shell loads (antd's); meta
 * `awards-home-files`, the home page's chunks and stylesheets that neither the entry nor the
 * shell brings. The sign-in page prefetches the first list once idle (prefetchShell.ts); the
 * boot script (boot/preload.js, emitted here as `assets/boot-<hash>.js` and loaded `async`)
 * preloads the first, and on '/' or the home page the second, when a session is stored.
 */
export function shellFilesMeta(): Plugin {
  const source = readFileSync(path.resolve(import.meta.dirname, BOOT_SCRIPT), 'utf8');
  const bootFile = `assets/boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  return {
    name: 'awards:shell-files',
    apply: 'build',
    buildStart() {
      this.addWatchFile(path.resolve(import.meta.dirname, BOOT_SCRIPT));
      this.emitFile({ type: 'asset', fileName: bootFile, source });
    },
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
        const chunkOf = (module: string) => {
          const id = path.resolve(import.meta.dirname, module);
          const chunk = chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) throw new Error(`shell-files: ${module} is in no chunk (renamed?)`);
          return chunk;
        };
        const loaded = closure(chunks.filter((chunk) => chunk.isEntry));
        const shellClosure = closure(SHELL_MODULES.map(chunkOf));
        // Stylesheets linked by URL (antd's prebuilt one, @awards/web-common/antdStyles):
        // the entry only names them, the shell waits for them.
        const linked = [...loaded, ...shellClosure].flatMap((file) => [
          ...(byFile.get(file)?.viteMetadata?.importedAssets ?? []),
        ]);
        // The rest of antd's sheet (src/lib/antdSheets.ts) is not the shell's: the home page
        // prefetches it once it is on screen, the sign-in page does not.
        const sheets = new Set(
          linked.filter((file) => file.endsWith('.css') && !path.basename(file).startsWith('antd-rest-')),
        );
        const shellFiles = [...[...shellClosure].filter((file) => !loaded.has(file)), ...sheets];
        const homeFiles = [...closure([chunkOf(HOME_PAGE_MODULE)])].filter(
          (file) => !loaded.has(file) && !shellClosure.has(file),
        );
        const urls = (files: string[]) => files.map((file) => `/${file}`).join(' ');
        // Before the entry's script: the boot script, 2 KB, is asked for first and arrives (and
        // runs) before the entry, so the shell's requests start beside the entry's download.
        const boot = `<meta name="awards-shell-files" content="${urls(shellFiles)}" />
    <meta name="awards-home-files" content="${urls(homeFiles)}" />
    <script async src="/${bootFile}"></script>
    `;
        const entry = html.indexOf('<script type="module"');
        if (entry < 0) throw new Error('shell-files: index.html has no module script');
        return html.slice(0, entry) + boot + html.slice(entry);
      },
    },
  };
}
