// npm start's server: loads the configuration, builds the app, listens, and on SIGTERM or
// SIGINT stops taking connections, finishes the requests in flight, then exits.
import { buildApp } from "./app";
import { loadConfig } from "./config/env";

const config = loadConfig();
const app = await buildApp(config);

let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
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
