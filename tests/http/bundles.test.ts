import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What a browser downloads for a page is its routes' modules and their imports, as the built
 * manifest lists them. A collection page (served by $slug, like the hidden admin) must not carry
 * the admin's code: no zod, no conform, no admin component.
 */
function manifest(): { routes: Record<string, { module: string; imports?: string[] }> } {
  const dir = "public/build";
  const file = fs.readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("public/build/manifest-*.js absent : lancez `npm run build`");
  const source = fs.readFileSync(path.join(dir, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
}

function codeOf(routeIds: string[]) {
  const { routes } = manifest();
  const files = new Set<string>();
  for (const id of routeIds) {
    const route = routes[id];
    expect(route, id).toBeDefined();
    files.add(route.module);
    for (const imported of route.imports ?? []) files.add(imported);
  }
  return [...files].map((url) => fs.readFileSync(path.join("public", url), "utf8")).join("\n");
}

// Strings that only these libraries and screens contain once minified.
const ADMIN_MARKERS = [/ZodError|\$ZodType/, /reserved by Conform|dataset\.conform/, /Interface d'Administration|Gestion des Parfums|Nouveau parfum/];

describe("collection pages load no admin code", () => {
  for (const [page, routes] of [
    ["/collection-homme", ["root", "routes/collection-homme"]],
    ["a generic /{slug} collection", ["root", "routes/$slug"]],
  ] as const) {
    it(page, () => {
      const code = codeOf([...routes]);
      for (const marker of ADMIN_MARKERS) expect(code).not.toMatch(marker);
    });
  }

  it("while the admin's screens do carry it (the markers are real)", () => {
    const code = codeOf(["routes/$slug._admin", "routes/$slug._admin.parfums"]);
    for (const marker of ADMIN_MARKERS) expect(code).toMatch(marker);
  });
});

describe("form pages carry only the Zod they use", () => {
  // `import { z } from "zod"` took the whole library into every form page: 454 KB before
  // compression, German and 40 other locales included (decision 119). « erwartet » is its German
  // message, present only when the bundler could not leave the locales out.
  it("no browser file holds a Zod locale other than the default", () => {
    const dir = "public/build/_shared";
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(".js"));
    const withZod = files.filter((f) => /\$ZodType/.test(fs.readFileSync(path.join(dir, f), "utf8")));
    expect(withZod.length).toBeGreaterThan(0);
    for (const file of files) expect(fs.readFileSync(path.join(dir, file), "utf8"), file).not.toContain("erwartet");
  });
});

describe("no page loads a stand-in for server code", () => {
  // Remix replaces a `*.server` module imported by a route with an empty one in the browser's build.
  // Once the loader using it is removed, nothing of it must remain: before decision 136 each stand-in
  // was a chunk of its own, fetched by every page of the routes that had imported it.
  it("no browser file holds an empty module", () => {
    const meta = JSON.parse(fs.readFileSync("build/metafile.js.json", "utf8")) as {
      outputs: Record<string, { inputs: Record<string, unknown> }>;
    };
    expect(Object.keys(meta.outputs).length).toBeGreaterThan(20);
    const withStandIns = Object.entries(meta.outputs)
      .filter(([, output]) => Object.keys(output.inputs).some((input) => input.startsWith("empty-module:")))
      .map(([file]) => file);
    expect(withStandIns).toEqual([]);
  });
});

describe("no translation library in the browser (decision 166)", () => {
  // Names i18next keeps once minified: its logger's prefix and its options' and services' properties.
  const I18NEXT_MARKERS = /i18next|pluralResolver|missingKeyHandler/;

  it("no browser file holds i18next, which the server's build does use", () => {
    expect(fs.readFileSync("node_modules/i18next/dist/esm/i18next.js", "utf8")).toMatch(I18NEXT_MARKERS);
    expect(fs.readFileSync("build/index.js", "utf8")).toMatch(/from "i18next"|require\("i18next"\)/);
    const files = fs.readdirSync("public/build", { recursive: true }).map(String).filter((f) => f.endsWith(".js"));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) expect(fs.readFileSync(path.join("public/build", file), "utf8"), file).not.toMatch(I18NEXT_MARKERS);
  });
});

describe("the shop's stylesheet leaves the back-office's utilities to app/admin.css (decision 170)", () => {
  const sheet = (prefix: string) => {
    const file = fs.readdirSync("public/build/_assets").find((f) => f.startsWith(prefix) && f.endsWith(".css"));
    if (!file) throw new Error(`public/build/_assets/${prefix}*.css absent : lancez \`npm run build\``);
    return { url: `/build/_assets/${file}`, css: fs.readFileSync(path.join("public/build/_assets", file), "utf8") };
  };
  // Utilities only the admin's screens write: the image fields' file buttons, the order sheet's print rules.
  const ADMIN_ONLY = [".file\\:bg-ink::file-selector-button", ".print\\:shadow-none"];

  it("the root's sheet has none of them, nor the code's words taken for classes; the admin's has them", () => {
    const shop = sheet("tailwind-").css;
    const admin = sheet("admin-").css;
    for (const rule of ADMIN_ONLY) {
      expect(shop).not.toContain(rule);
      expect(admin).toContain(rule);
    }
    expect(shop).not.toMatch(/\.(container|blur|filter|transform)\{/);
  });

  it("the admin's layout and sign-in routes link the admin's sheet, the root does not", () => {
    const { url } = sheet("admin-");
    expect(codeOf(["routes/$slug._admin"])).toContain(url);
    expect(codeOf(["routes/$slug.connexion"])).toContain(url);
    expect(codeOf(["root", "routes/_index"])).not.toContain(url);
  });
});
