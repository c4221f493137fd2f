import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { FIXED_COLLECTION_ROUTES, reservedSlugs, staticTopSegment } from "~/lib/catalog/reserved-slugs.server";

describe("staticTopSegment", () => {
  it.each([
    ["cgv.tsx", "cgv"],
    ["mentions-legales.tsx", "mentions-legales"],
    ["webhooks.stripe.tsx", "webhooks"],
    ["products.$id.tsx", "products"],
    ["robots[.]txt.tsx", "robots.txt"],
    ["uploads.$.tsx", "uploads"],
    ["_layout.aide.tsx", "aide"],
    ["boutique_.carte.tsx", "boutique"],
    ["nouveautes", "nouveautes"],
  ])("%s serves /%s", (file, segment) => {
    expect(staticTopSegment(file)).toBe(segment);
  });

  it.each(["_index.tsx", "$slug.tsx", "$slug._admin.parfums.tsx", "$slug.commandes[.]csv.tsx", "_layout.tsx"])(
    "%s has no static first segment",
    (file) => {
      expect(staticTopSegment(file)).toBeNull();
    },
  );
});

describe("reservedSlugs", () => {
  it("holds every static page, public file and folder, read from the project itself", () => {
    const reserved = reservedSlugs();
    for (const slug of ["cgv", "mentions-legales", "confidentialite", "retractation", "healthz", "collections", "products", "cart"]) {
      expect(reserved).toContain(slug);
    }
    for (const slug of ["robots.txt", "sitemap.xml", "webhooks", "paiement-demo", "uploads", "images", "fonts", "favicon.svg", "build"]) {
      expect(reserved).toContain(slug);
    }
    expect(reserved).not.toContain("collection-fruitee");
    expect(reserved).not.toContain("$slug");
    // The English pages' prefix: a collection « en » would hide /en, the English home (decision 167).
    expect(reserved).toContain("en");
    // Route helpers (`__product-form.server.ts`) serve no URL.
    expect(reserved).not.toContain("server");
  });

  it("leaves a fixed collection route's slug to its collection, and only while the route shows it", () => {
    for (const slug of FIXED_COLLECTION_ROUTES) {
      expect(reservedSlugs()).not.toContain(slug);
      expect(fs.readFileSync(`app/routes/${slug}.tsx`, "utf8")).toContain(`loadCollectionPage("${slug}"`);
    }
  });
});
