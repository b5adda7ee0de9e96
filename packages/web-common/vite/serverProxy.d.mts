import type { ProxyOptions } from 'vite';

export const SERVER_PATHS: string[];

/** The dev server's proxy: every server path and the push socket to `target`. */
export function serverProxy(target: string): Record<string, ProxyOptions>;
