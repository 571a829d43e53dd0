// npm start's server: loads the configuration, opens the store (creating and migrating it on
// first start), builds the app and listens. On SIGTERM or SIGINT it stops taking connections,
// finishes the requests in flight, closes the store, then exits.
import { buildApp } from "./app";
import { ConfigError, loadConfig, type ServerConfig } from "./config/env";

/** Longer than the assistant's upstream timeout, so an in-flight answer can still finish. */
const SHUTDOWN_GRACE_MS = 30_000;

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  // A setting is malformed: say which, without a stack trace, and do not start.
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const app = await buildApp(config);

let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app.log.error({ graceMs: SHUTDOWN_GRACE_MS }, "requests still open after the grace period: exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
