// The Vite dev server's proxy of both front ends (typed by serverProxy.d.mts).

/** The paths the Fastify server of apps/server answers (besides the built pages). */
export const SERVER_PATHS = ['/rest', '/callback', '/logout', '/api', '/sys', '/auth', '/account'];

/**
 * Every server path, and the push socket, go to the server at `target` (`npm run dev`,
 * scripts/dev.mjs, sets API_TARGET).
 * @param {string} target
 */
export function serverProxy(target) {
  return {
    ...Object.fromEntries(SERVER_PATHS.map((path) => [path, { target, changeOrigin: true }])),
    '/websocket': { target, ws: true, changeOrigin: true },
  };
}
