// Unit tests render pages synchronously: load every English catalogue first, so a page reads
// its words at once instead of suspending (the app shows 'Loading...' for that moment).
import { allBundles } from "./all-bundles";

await Promise.all(allBundles().map(({ bundle }) => bundle.load("en")));
