// The store's contract: what the routes may ask of storage, written once and implemented by
// one file per engine (sqlite-store.ts, postgres-store.ts). Every write resolves only after
// the engine has committed it durably, so a 2xx means the data survives a crash.
//
// New features add a repository here (e.g. `users`), a migration step in migrations.ts, and
// the repository's queries in each engine file; the shared store test suite then runs the
// same behaviours against both engines.

export interface ContactMessageInput {
  name: string;
  email: string;
  phoneno: string;
  message: string;
}

export interface ContactMessage extends ContactMessageInput {
  /** Increasing with insertion: newest first is `id` descending. */
  id: number;
  /** ISO 8601, UTC, set by the store when the message is saved. */
  createdAt: string;
}

export interface ContactMessagePage {
  messages: ContactMessage[];
  /** Pass as `beforeId` to read the next (older) page; null when there is none. */
  nextBeforeId: number | null;
}

export interface ContactMessages {
  /** Saves one message; resolves after the commit is on disk. */
  add(input: ContactMessageInput): Promise<ContactMessage>;
  /** Newest first, at most `limit`, only ids below `beforeId` when given. */
  list(options: { limit: number; beforeId?: number }): Promise<ContactMessagePage>;
}

export interface Store {
  readonly engine: "sqlite" | "postgres";
  readonly contactMessages: ContactMessages;
  /** The highest migration version applied: start-up migrates to the newest. */
  schemaVersion(): Promise<number>;
  /** Finishes pending work and releases the file or the connections. */
  close(): Promise<void>;
}
