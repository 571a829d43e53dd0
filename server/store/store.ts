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

/** An account as the routes see it: never its password hash. */
export interface User {
  id: number;
  name: string;
  email: string;
  /** ISO 8601, UTC. */
  createdAt: string;
}

export interface NewUser {
  name: string;
  /** As the person typed it (trimmed), for display. */
  email: string;
  /** The email folded for uniqueness (server/auth/emails.ts): one account per address whatever its case. */
  emailKey: string;
  passwordHash: string;
}

export interface Users {
  /** Creates the account; null when one already has this email key. */
  create(input: NewUser): Promise<User | null>;
  /** The account and its password hash, for checking a log-in. */
  findByEmailKey(emailKey: string): Promise<(User & { passwordHash: string }) | undefined>;
  /** Replaces the hash (after a log-in with a hash made with older parameters). */
  setPasswordHash(userId: number, passwordHash: string): Promise<void>;
}

export interface NewAuthToken {
  /** SHA-256 of the token, hex: the token itself is never stored. */
  tokenHash: string;
  userId: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  expiresAt: string;
}

export interface AuthTokens {
  add(token: NewAuthToken): Promise<void>;
  /** The account a token belongs to while it has not expired at `now` (ISO 8601) and was not revoked. */
  findUser(tokenHash: string, now: string): Promise<User | undefined>;
  /** Deletes the token (log-out); false when there was none. */
  revoke(tokenHash: string): Promise<boolean>;
  /** Deletes the tokens that expired before `now`; answers how many. */
  deleteExpired(now: string): Promise<number>;
}

export interface PlanInput {
  name: string;
  /** The calculator's id, as in /tools/<toolId>. */
  toolId: string;
  /** The calculator's inputs as its URL query carries them: field id -> typed text. */
  inputs: Record<string, string>;
}

export interface Plan extends PlanInput {
  id: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  updatedAt: string;
}

/** Every call names the owner: a plan is found, changed or deleted only by its own user. */
export interface Plans {
  /** Saves a plan; null when the user already has `maxPlans`. */
  create(userId: number, input: PlanInput, now: string, maxPlans: number): Promise<Plan | null>;
  /** The user's plans, most recently changed first. */
  list(userId: number): Promise<Plan[]>;
  get(userId: number, planId: number): Promise<Plan | undefined>;
  rename(userId: number, planId: number, name: string, now: string): Promise<Plan | undefined>;
  remove(userId: number, planId: number): Promise<boolean>;
}

/** How one counted event treats its key's window (server/limits/ explains the two users). */
export interface CounterHit {
  /** Milliseconds since the epoch, from the app's clock (so tests can move it). */
  now: number;
  /** How long a window lasts from its first hit. */
  windowMs: number;
  /** The count stops growing here: a count at the cap means "refused", and stays refused until the window ends. */
  cap: number;
  /** When the count reaches exactly this, the window starts again from `now` (the lockout's period); 0 for never. */
  restartWindowAt: number;
}

export interface CounterState {
  /** Hits in the current window, this one included (at most the cap). */
  hits: number;
  /** When the current window ends, ms since the epoch. */
  windowEndsAt: number;
}

/**
 * Counters in fixed windows, shared by every process on the same database: each call is one
 * atomic statement, so hits sent together from several processes are all counted.
 */
export interface RateCounters {
  /** Counts one hit: a key whose window has ended starts afresh at 1. */
  hit(key: string, hit: CounterHit): Promise<CounterState>;
  /** Takes one hit back (not below 0) while the window lasts. */
  forgive(key: string, now: number): Promise<void>;
  /** Forgets the key. */
  clear(key: string): Promise<void>;
  /** Deletes the keys whose window ended at or before `now`; answers how many. */
  sweep(now: number): Promise<number>;
}

export interface Store {
  readonly engine: "sqlite" | "postgres";
  readonly contactMessages: ContactMessages;
  readonly users: Users;
  readonly authTokens: AuthTokens;
  readonly plans: Plans;
  readonly rateCounters: RateCounters;
  /** The highest migration version applied: start-up migrates to the newest. */
  schemaVersion(): Promise<number>;
  /** Finishes pending work and releases the file or the connections. */
  close(): Promise<void>;
}
