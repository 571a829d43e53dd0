// The most common passwords, from @zxcvbn-ts/language-common (about 49,000, ranked from
// public breach corpora). Loaded on first use: the package decompresses its list when
// imported, which takes a moment, and only sign-up needs it.

let common: Promise<ReadonlySet<string>> | undefined;

function load(): Promise<ReadonlySet<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase())),
    (error: unknown) => {
      common = undefined;
      throw error;
    },
  );
  return common;
}

/** True when the password, ignoring case, is one of the most common ones. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await load()).has(password.toLowerCase());
}
