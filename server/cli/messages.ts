// npm run messages: prints every contact message as CSV (newest first) for the people who run
// the site, reading the same store the server uses (DATA_DIR or DATABASE_URL). Safe to run
// while the server is up. Options: --limit N (only the newest N).
import { loadConfig } from "../config/env";
import { openStore } from "../store/open-store";
import { messagesCsv } from "./csv";

const PAGE_SIZE = 500;

function limitFrom(args: readonly string[]): number {
  const at = args.indexOf("--limit");
  if (at === -1) return Number.POSITIVE_INFINITY;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 1) {
    process.stderr.write("--limit takes a whole number above 0, e.g. npm run messages -- --limit 50\n");
    process.exit(2);
  }
  return value;
}

const limit = limitFrom(process.argv.slice(2));
const store = await openStore(loadConfig());
try {
  process.stdout.write(messagesCsv.header);
  let beforeId: number | undefined;
  let printed = 0;
  while (printed < limit) {
    const page = await store.contactMessages.list({ limit: Math.min(PAGE_SIZE, limit - printed), beforeId });
    for (const message of page.messages) process.stdout.write(messagesCsv.row(message));
    printed += page.messages.length;
    if (page.nextBeforeId === null) break;
    beforeId = page.nextBeforeId;
  }
} finally {
  await store.close();
}
