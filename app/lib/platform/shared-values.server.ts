import { hash } from "node:crypto";

/**
 * What the data memo shares between requests (decision 046: callers must not mutate it), known by
 * identity so that a document's key can name such a value by a digest of its content, computed
 * once, instead of serialising it again for every request (decision 137).
 */
const shared = new WeakSet<object>();
const digests = new WeakMap<object, string>();

// Under test the contract is enforced: a write to a shared value throws where it happens.
const freeze = process.env.NODE_ENV === "test";

/** Marks a memoized result and everything in it as shared (plain objects and arrays). */
export function markShared(value: unknown): void {
  if (typeof value !== "object" || value === null || shared.has(value)) return;
  if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) return;
  shared.add(value);
  for (const inner of Object.values(value)) markShared(inner);
  if (freeze) Object.freeze(value);
}

/**
 * A `JSON.stringify` replacer: a shared value becomes the digest of its JSON, computed the first
 * time it is met. Equal content gives the same digest whichever object holds it, so a key built
 * this way changes exactly when the serialised data would.
 */
export function digestShared(_key: string, value: unknown): unknown {
  if (typeof value !== "object" || value === null || !shared.has(value)) return value;
  let digest = digests.get(value);
  if (digest === undefined) {
    digest = hash("sha256", JSON.stringify(value), "base64url");
    digests.set(value, digest);
  }
  return `\u0000${digest}`;
}
