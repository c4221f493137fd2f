import { describe, expect, it } from "vitest";
import { decideSlug } from "~/lib/catalog/slug-routing";

const ADMIN = "admin-secret-0123456789abcdef";

describe("decideSlug", () => {
  it("serves the hidden admin at its exact path", () => {
    expect(decideSlug(ADMIN, ADMIN)).toEqual({ kind: "admin" });
  });

  it("treats a near-miss of the admin path as an ordinary collection slug", () => {
    expect(decideSlug(ADMIN.toUpperCase(), ADMIN)).toEqual({ kind: "collection", slug: ADMIN.toUpperCase() });
    expect(decideSlug(ADMIN.slice(0, -1), ADMIN)).toEqual({ kind: "collection", slug: ADMIN.slice(0, -1) });
  });

  it("redirects collection-fruitee to /collections", () => {
    expect(decideSlug("collection-fruitee", ADMIN)).toEqual({ kind: "redirect", to: "/collections" });
  });

  it.each(["collection-ete", "nouveautes", "inconnue", "collection-fruitee-2"])(
    "loads %s as a collection page",
    (slug) => {
      expect(decideSlug(slug, ADMIN)).toEqual({ kind: "collection", slug });
    },
  );
});
