import { createHash, randomBytes } from "node:crypto";

/** SHA-256 in hex: what a link's token, or an address naming a rate-limit bucket, is stored as. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** 32 bytes in base64url: the tokens of emailed links; anything else opens nothing. */
export const OPAQUE = /^[A-Za-z0-9_-]{43}$/;

/** A fresh token for an emailed link, and the hash the database keeps instead of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: sha256(token) };
}

/** The stored hash of a link's token; null for what no token of ours can look like. */
export const hashOfLinkToken = (token: string) => (OPAQUE.test(token) ? sha256(token) : null);
