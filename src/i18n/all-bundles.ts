// Every feature's message bundle (the `messages/<feature>.ts` modules beside the features), for
// the catalogue check and the unit tests' preloading. Tests and tools only: the app imports
// each bundle from the feature that shows it, so each loads with its own page.
import type { MessageBundle } from "./catalogue";

const modules = import.meta.glob<Record<string, unknown>>(["/src/**/messages/*.ts", "!/src/**/messages/*.*.ts"], { eager: true });

function isBundle(value: unknown): value is MessageBundle<unknown> {
  return typeof value === "object" && value !== null && "load" in value && "peek" in value && "id" in value;
}

export function allBundles(): { file: string; bundle: MessageBundle<unknown> }[] {
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.values(exports)
      .filter(isBundle)
      .map((bundle) => ({ file, bundle })),
  );
}
