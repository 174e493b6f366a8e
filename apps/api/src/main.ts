import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, db: database.db });
  app.addHook('onClose', () => database.close());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      url: config.appUrl,
      database: config.databaseUrl ? 'postgresql' : `pglite (${config.dataDir})`,
      mail: app.ctx.mailer.mode,
    },
    'Quillbid is ready',
  );
}

main().catch((error: unknown) => {
  // One clear line for a bad configuration; a stack trace for anything unexpected.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
