// A build step of both front ends (apps/web, apps/site), used by their vite.config.ts. Plain
// JavaScript (typed by precompress.d.mts): Vite loads a config's imports from packages with
// Node itself, which runs no TypeScript.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every built
 * text file, when smaller: the server picks one by the request's Accept-Encoding
 * (@fastify/static `preCompressed`), so nothing is compressed per request (issue 18).
 * @returns {import('vite').Plugin}
 */
export function precompress() {
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
