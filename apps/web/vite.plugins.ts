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
