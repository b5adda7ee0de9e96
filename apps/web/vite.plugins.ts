import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

// Build steps of the portal for its first screens (issue 18); used by vite.config.ts.

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every built
 * text file, when smaller: the server picks one by the request's Accept-Encoding
 * (@fastify/static `preCompressed`), so nothing is compressed per request (issue 18).
 */
export function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = 'dist';
  return {
    name: 'awards:precompress',
    apply: 'build',
    configResolved(resolved) {
      outDir = path.resolve(resolved.root, resolved.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter(
        (file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite/'),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const raw = await readFile(full);
          const [brotli, gzipped] = await Promise.all([
            br(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gz(raw, { level: 9 }),
          ]);
          if (brotli.length < raw.length) await writeFile(`${full}.br`, brotli);
          if (gzipped.length < raw.length) await writeFile(`${full}.gz`, gzipped);
        }),
      );
    },
  };
}

/** The signed-in shell: what the sign-in page prefetches once it is idle (src/app/prefetchShell.ts). */
export const SHELL_MODULES = [
  'src/shell/GlobalLayout.tsx',
  'src/app/MenuRoutes.tsx',
  'src/shell/queryClient.ts',
];

/**
 * Lists in index.html (meta `awards-shell-files`) the files of the signed-in shell that the
 * entry does not load already: its chunks, their static imports and their stylesheets.
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
        const files = [...closure(shell)].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
        return html.replace(
          '</head>',
          `  <meta name="awards-shell-files" content="${files.join(' ')}" />\n  </head>`,
        );
      },
    },
  };
}
