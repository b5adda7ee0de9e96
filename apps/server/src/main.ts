import { ConfigError, parseConfig } from './config';
import { createLogger } from './platform/logger';

const startedAt = performance.now();
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = parseConfig();
  const logger = createLogger({ level: config.LOG_LEVEL });
  // The application's modules (seconds of loading) come once the configuration is known
  // to be good: a bad one is reported at once.
  const [{ buildApp }, { bootstrapDatabase }, { SessionStore }] = await Promise.all([
    import('./app'),
    import('./bootstrap'),
    import('./platform/auth/sessions'),
  ]);
  const { database, generatedAdminPassword, demoPassword } = await bootstrapDatabase(config);
  const sessions = SessionStore.fromConfig(database.db, config);
  const app = await buildApp({ config, database, sessions }, { logger });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // In-flight requests get this long to finish; then remaining connections are cut.
    const grace = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    try {
      await app.close();
      clearTimeout(grace);
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const port = (app.server.address() as { port: number }).port;
  const ms = Math.round(performance.now() - startedAt);
  const lines = [
    '',
    `  Awards back-office is running at http://localhost:${port}  (started in ${ms} ms): the staff portal`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}`,
    generatedAdminPassword
      ? `  Sign in as: admin / ${generatedAdminPassword}   (generated now and shown only this once)`
      : config.ADMIN_PASSWORD
        ? '  Sign in as: admin, with the password in ADMIN_PASSWORD'
        : '  Sign in as: admin, with the password printed when this database was first created',
    demoPassword
      ? `  Demo users (auditor, viewer, sysadmin, declarer, expert, expert2, recommender, person) use the password: ${demoPassword}`
      : '',
    `  Public declaration site: http://localhost:${port}/site/  (declarers, experts, recommending units and persons who object, not staff)`,
    demoPassword
      ? `  Sign in to the site as: declarer, expert, expert2, recommender or person / ${demoPassword} (or by SMS code: the portal's 短信日志 shows it)`
      : '',
    `  API documentation: http://localhost:${port}/api-docs`,
    '',
  ];
  console.log(lines.filter((l, i) => l !== '' || i === 0 || i === lines.length - 1).join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
