import { getConfig } from "./config.server";

/** Cookies are Secure whenever the shop is reached over https, directly or behind a proxy. */
export function isHttps(request: Request): boolean {
  return (
    new URL(request.url).protocol === "https:" ||
    request.headers.get("x-forwarded-proto")?.split(",")[0].trim() === "https" ||
    getConfig().publicUrl?.startsWith("https:") === true
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
