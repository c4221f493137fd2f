import fs from "node:fs";
import path from "node:path";

/**
 * Fixed routes that show the collection of their own name (SPEC.md's redirect of /{slug} to them
 * is met that way): that slug belongs to its collection, the site does not reserve it.
 */
export const FIXED_COLLECTION_ROUTES: ReadonlySet<string> = new Set(["collection-homme", "collection-femme", "collection-oud"]);

const ROUTE_EXTENSION = /\.(tsx|ts|jsx|js)$/;

/**
 * The first URL segment a flat-routes file (or folder) serves when it is static: "cgv.tsx" is
 * "cgv", "webhooks.stripe.tsx" is "webhooks", "robots[.]txt.tsx" is "robots.txt", a pathless
 * "_layout.x.tsx" is "x". Null when the first URL segment is a parameter ("$slug.tsx") or there
 * is none ("_index.tsx"). Remix's own parser is a dev dependency, absent from the built server.
 */
export function staticTopSegment(routeName: string): string | null {
  const segments: string[] = [];
  let current = "";
  let escaped = false;
  for (const char of routeName.replace(ROUTE_EXTENSION, "")) {
    if (char === "[" || char === "]") escaped = char === "[";
    else if (char === "." && !escaped) {
      segments.push(current);
      current = "";
    } else current += char;
  }
  segments.push(current);
  for (const segment of segments) {
    if (segment === "_index" || segment.startsWith("$")) return null;
    if (segment.startsWith("_")) continue;
    return segment.replace(/_$/, "").replace(/^\((.*)\)$/, "$1") || null;
  }
  return null;
}

function topLevelNames(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !name.startsWith(".")) : [];
}

let reserved: ReadonlySet<string> | undefined;

/**
 * Single-segment URLs a collection may not take: its page would be hidden behind them. Read from
 * the route files and the public folder themselves, so a new page can never be forgotten here.
 * `npm start` refuses a build older than app/, so these are the routes the running build has.
 * "build" is public/build, where the compiler writes the browser assets (absent before a build);
 * "en" the English pages' prefix.
 */
export function reservedSlugs(): ReadonlySet<string> {
  reserved ??= new Set(
    [
      ...topLevelNames(path.resolve("app", "routes"))
        // `__*` files are route helpers remix.config.js ignores (decision 081): no URL.
        .filter((name) => !name.includes(".test.") && !name.startsWith("__"))
        .map(staticTopSegment)
        .filter((segment): segment is string => segment !== null && !FIXED_COLLECTION_ROUTES.has(segment)),
      ...topLevelNames(path.resolve("public")),
      "build",
      // The English pages' prefix (decision 167): /en is the English home, /en/… its pages.
      "en",
    ].map((slug) => slug.toLowerCase()),
  );
  return reserved;
}
