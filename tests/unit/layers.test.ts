import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The four layers (docs/architecture.md): routes → use-cases → domains → platform, and
 * components that load no server module. eslint.config.js enforces them; these cases prove each
 * wrong arrow fails `npm run lint` and the right ones pass. Typed linting is off here: the layer
 * rule reads import strings only, and the files need not exist.
 */
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { "@typescript-eslint/no-floating-promises": "off", "@typescript-eslint/no-misused-promises": "off" },
  },
});

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports").map((m) => m.message);
}

describe("layers, enforced by lint", () => {
  it("the platform imports no domain, use-case or route", async () => {
    expect(await layerErrors("app/lib/platform/new-helper.server.ts", 'import { findOrderById } from "../orders/orders.server";\nexport const f = findOrderById;\n')).toEqual([
      expect.stringContaining("The platform imports no domain"),
    ]);
    expect(await layerErrors("app/lib/platform/new-helper.server.ts", 'import { settle } from "~/lib/use-cases/settle-payment.server";\nexport const f = settle;\n')).toHaveLength(1);
    expect(await layerErrors("app/lib/platform/upload-store/new-store.server.ts", 'import { IMAGE_FILE_FIELD } from "../../admin/image";\nexport const f = IMAGE_FILE_FIELD;\n')).toHaveLength(1);
    // Inside the platform, both depths.
    expect(await layerErrors("app/lib/platform/new-helper.server.ts", 'import { db } from "./database.server";\nexport const f = db;\n')).toEqual([]);
    expect(await layerErrors("app/lib/platform/upload-store/new-store.server.ts", 'import { getConfig } from "../config.server";\nexport const f = getConfig;\n')).toEqual([]);
  });

  it("a domain imports no route and no use-case, and never asks which engine runs", async () => {
    const file = "app/lib/orders/new-rule.server.ts";
    expect(await layerErrors(file, 'import { loader } from "../../routes/_index";\nexport const f = loader;\n')).toEqual([expect.stringContaining("imports no route")]);
    expect(await layerErrors(file, 'import { loader } from "~/routes/_index";\nexport const f = loader;\n')).toHaveLength(1);
    expect(await layerErrors(file, 'import { settlePayment } from "../use-cases/settle-payment.server";\nexport const f = settlePayment;\n')).toEqual([
      expect.stringContaining("imports no use-case"),
    ]);
    expect(await layerErrors(file, 'import { db, isPostgres } from "../platform/database.server";\nexport const f = [db, isPostgres];\n')).toEqual([
      expect.stringContaining("sql-dialect.server.ts"),
    ]);
    expect(await layerErrors(file, 'import { db } from "../platform/database.server";\nimport { tables } from "../platform/database.server";\nexport const f = [db, tables];\n')).toEqual([]);
  });

  it("a domain imports nothing of the root route and no component, not even a type (issue 44)", async () => {
    const file = "app/lib/catalog/new-hook.ts";
    expect(await layerErrors(file, 'import type { loader } from "~/root";\nexport type F = typeof loader;\n')).toEqual([expect.stringContaining("root route")]);
    expect(await layerErrors(file, 'import type { loader } from "../../root";\nexport type F = typeof loader;\n')).toHaveLength(1);
    expect(await layerErrors(file, 'import { ProductImage } from "~/components/product/product-image";\nexport const f = ProductImage;\n')).toEqual([
      expect.stringContaining("imports no component"),
    ]);
    expect(await layerErrors(file, 'import { Field } from "../../components/ui/field";\nexport const f = Field;\n')).toHaveLength(1);
  });

  it("a component imports no .server module; a type from one is fine", async () => {
    const file = "app/components/admin/new-panel.tsx";
    expect(await layerErrors(file, 'import { findOrder } from "~/lib/orders/history.server";\nexport const f = findOrder;\n')).toEqual([
      expect.stringContaining("A component imports no .server module"),
    ]);
    expect(await layerErrors(file, 'import type { AdminOrder } from "~/lib/orders/history.server";\nexport type F = AdminOrder;\n')).toEqual([]);
    expect(await layerErrors(file, 'import { formatPrice } from "~/lib/format/money";\nexport const f = formatPrice;\n')).toEqual([]);
  });

  it("a use-case imports no route", async () => {
    expect(await layerErrors("app/lib/use-cases/new-flow.server.ts", 'import { action } from "~/routes/_index";\nexport const f = action;\n')).toEqual([
      expect.stringContaining("imports no route"),
    ]);
    expect(await layerErrors("app/lib/use-cases/new-flow.server.ts", 'import { findOrderById } from "../orders/orders.server";\nexport const f = findOrderById;\n')).toEqual([]);
  });
});
