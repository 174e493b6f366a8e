import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { configWarnings, exitOnStartupFailure, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { retentionSweeps } from './db/retention.js';
import { assertSchemaCurrent } from './db/schema-version.js';
import { limitHeapGrowth } from './heap-growth.js';

async function main(): Promise<void> {
  const config = loadConfig();
  limitHeapGrowth(config.heapGrowthPercent);
  // The pool is opened before the app that owns the logger, but it has no connection to lose (and
  // nothing to say) until the app runs its first query: by then `app` is set.
  const database = await openDatabase(config, {
    info: (details, message) => app.log.info(details, message),
    warn: (details, message) => app.log.warn(details, message),
  });
  const app = await buildApp({ config, db: database.db });
  const sweeps = retentionSweeps({ db: database.db, log: app.log, retentionDays: config.retentionDays });
  // onClose hooks run in the order they were added: a sweep in progress ends before the database closes.
  app.addHook('onClose', () => sweeps.stop());
  app.addHook('onClose', () => database.close());
  for (const warning of configWarnings(config)) app.log.warn(warning);

  if (config.migrateOnStart) await database.migrate();
  else {
    await database.reach();
    await assertSchemaCurrent(database.db);
  }
  await sweeps.start();

  // SIGTERM or SIGINT: stop accepting, let in-flight requests finish, close the database and the mailer.
  // A request that outlives the deadline does not keep an orchestrator's restart waiting.
  closeWithGrace(
    {
      delay: config.shutdownDrainMs + config.shutdownTimeoutMs,
      logger: app.log,
      onTimeout: (delay) => app.log.error({ delay }, 'shutdown deadline passed: exiting with requests still open'),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an uncaught error');
      else app.log.info({ signal }, 'shutting down');
      if (signal === 'SIGTERM' && config.shutdownDrainMs > 0) {
        app.ctx.lifecycle.draining = true;
        app.log.info(
          { drainMs: config.shutdownDrainMs },
          'draining: /api/ready answers 503, requests are still served',
        );
        await sleep(config.shutdownDrainMs);
      }
      // Closing reaps the connections idle at that moment only; a keep-alive connection whose request was
      // in flight goes idle later and would hold the close open until its keep-alive timeout.
      const reapIdle = setInterval(() => app.server.closeIdleConnections(), 100);
      await app.close().finally(() => clearInterval(reapIdle));
    },
  );

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

main().catch(exitOnStartupFailure);
