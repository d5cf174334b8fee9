import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

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
