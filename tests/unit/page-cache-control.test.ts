import { describe, expect, it } from "vitest";
import { PAGE_COOKIES, pageCacheControl, PRIVATE_PAGE, SHARED_PAGE } from "~/lib/platform/page-cache-control.server";

const request = (cookie?: string, method = "GET") =>
  new Request("http://shop.test/products/bahia", { method, headers: cookie ? { Cookie: cookie } : {} });

describe("pageCacheControl", () => {
  it("shares a whole anonymous page for a few seconds, browsers always asking again", () => {
    expect(pageCacheControl(request(), 200, new Headers(), true)).toBe(SHARED_PAGE);
    expect(SHARED_PAGE).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+, stale-while-revalidate=\d+$/);
    // A cookie the shop does not read changes nothing.
    expect(pageCacheControl(request("theme=dark"), 200, new Headers(), true)).toBe(SHARED_PAGE);
  });

  it("keeps private any page a cookie could have shaped, and any that sets one", () => {
    for (const name of PAGE_COOKIES) {
      expect(pageCacheControl(request(`theme=dark; ${name}=x`), 200, new Headers(), true), name).toBe(PRIVATE_PAGE);
    }
    const setsCookie = new Headers({ "Set-Cookie": "__toast=; Max-Age=0" });
    expect(pageCacheControl(request(), 200, setsCookie, true)).toBe(PRIVATE_PAGE);
  });

  it("keeps private posts, other statuses and streamed pages; a route's own private stands", () => {
    expect(pageCacheControl(request(undefined, "POST"), 200, new Headers(), true)).toBe(PRIVATE_PAGE);
    expect(pageCacheControl(request(), 404, new Headers(), true)).toBe(PRIVATE_PAGE);
    expect(pageCacheControl(request(), 200, new Headers(), false)).toBe(PRIVATE_PAGE);
    const admin = new Headers({ "Cache-Control": "private, no-store" });
    expect(pageCacheControl(request(), 200, admin, true)).toBe("private, no-store");
  });
});
