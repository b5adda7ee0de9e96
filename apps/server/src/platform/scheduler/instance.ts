import { hostname, networkInterfaces } from 'node:os';

/** host:pid, naming this server instance in run records. */
export const instanceName = (): string => `${hostname()}:${process.pid}`;

/** The first non-internal IPv4 address, or null. */
export function instanceIp(): string | null {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const a of addresses ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return null;
}
