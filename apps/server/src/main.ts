import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/**
 * SIGTERM drains (decision 094): no new connections, requests in flight answered, scheduled work
 * stopped after its unit in hand, the database closed. An orchestrator kills after 10 s by default
 * (Docker, Kubernetes); past this deadline the process exits by itself, saying so, rather than be killed.
 */
const SHUTDOWN_DEADLINE_MS = 9_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { app, ctx } = await buildApp({ config });
  let closing = false;
  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      setTimeout(() => {
        app.log.error({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown did not finish in time; exiting');
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS).unref();
      app
        .close()
        .then(() => process.exit(0))
        .catch((err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        });
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: ctx.database.kind, mail: ctx.mailer.kind, dataDir: config.dataDir }, `Atelier is running at ${config.appUrl}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
