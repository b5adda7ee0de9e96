import type { Plugin } from 'vite';

/** Writes .br and .gz copies beside every built text file (precompress.mjs). */
export function precompress(): Plugin;
