import { createCookie } from "@remix-run/node";
import { getConfig } from "./config.server";

/** Cookies are Secure whenever the shop is reached over https, directly or behind a trusted proxy. */
function isHttps(request: Request): boolean {
  const config = getConfig();
  return (
    new URL(request.url).protocol === "https:" ||
    (config.trustProxy && request.headers.get("x-forwarded-proto")?.split(",")[0].trim() === "https") ||
    config.publicUrl?.startsWith("https:") === true
  );
}

export function cookieOptions(request: Request) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: isHttps(request),
    secrets: getConfig().sessionSecrets,
  };
}

/**
 * A signed cookie that remembers the last few values (newest first), e.g. the checkouts this
 * browser started or the admin accounts it signed in to. Signed, so nobody can add to it.
 */
export function rememberingCookie(name: string, { maxAgeSeconds, keep }: { maxAgeSeconds: number; keep: number }) {
  const cookie = (request: Request) => createCookie(name, { ...cookieOptions(request), maxAge: maxAgeSeconds });
  async function values(request: Request): Promise<string[]> {
    const value: unknown = await cookie(request).parse(request.headers.get("Cookie"));
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  }
  return {
    async has(request: Request, value: string): Promise<boolean> {
      return (await values(request)).includes(value);
    },
    /** The Set-Cookie header that adds `value` in front. */
    async remember(request: Request, value: string): Promise<string> {
      const kept = [value, ...(await values(request)).filter((v) => v !== value)];
      return cookie(request).serialize(kept.slice(0, keep));
    },
  };
}
