import { count, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { accessLogs } from '../schema';

/**
 * Synthetic access-log rows (DEMO_ACCESS_LOG_ROWS): a year's volume to try the log pages
 * and their export with. Shaped like real rows (a request body, a user agent, a response),
 * spread over the past `rows` seconds, and marked: their address is the documentation
 * range 192.0.2.0/24 and their path ends in /demo-volume/<n>. Tops up: a database that
 * already holds some (a copy of seeded demo data started with the setting, as the browser
 * tests' export server is) gets only the missing ones; none are ever removed.
 */
export async function seedAccessLogVolume(tx: DbOrTx, rows: number): Promise<void> {
  if (rows <= 0) return;
  const [held] = await tx
    .select({ n: count() })
    .from(accessLogs)
    .where(like(accessLogs.requestUri, '/rest/user/page/demo-volume/%'));
  const from = (held?.n ?? 0) + 1;
  if (from > rows) return;
  await tx.execute(sql`
    insert into access_logs (method, request_uri, request_ip, request_data, response_data,
      response_status, cost_time, user_agent, create_by, create_time)
    select 'POST', '/rest/user/page/demo-volume/' || n, '192.0.2.' || (n % 250),
      '{"body":{"pageNum":' || (n % 50 + 1) || ',"pageSize":20}}',
      '{"rtnCode":"0000","rtnMessage":"Succeed!"}', 200, n % 900,
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'admin', now() - make_interval(secs => n)
    from generate_series(${from}::int, ${rows}::int) as n`);
}
