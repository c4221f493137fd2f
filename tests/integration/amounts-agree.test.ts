import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { OrderAmountsTable } from "~/components/admin/orders-tab";
import { OrderSummaryList } from "~/components/checkout/order-summary";
import { invoicePdf } from "~/lib/documents/documents.server";
import type { OrderAmounts } from "~/lib/orders/amount-rows";
import type { OrderSummary } from "~/lib/orders/orders.server";
import { ADMIN_PATH, dataOf, runLoader, signedInCookie } from "./admin-helpers";
import { allOrders, checkoutAndPay, ORIGIN, productBySlug, read, resetShop, write } from "./checkout-helpers";
import { pdfText } from "./pdf-text";

/** Text as read: tags out, every kind of space one plain space. */
const readable = (text: string) =>
  text
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[\s\u00a0\u202f]+/g, " ");

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A label and its amount, side by side in a table or as « label : amount » in an email's text. */
const row = (label: string, amount: string) => new RegExp(`${escaped(label)} :? ?${escaped(amount)}`);

beforeEach(async () => {
  await resetShop();
  await write((tx, { shop_settings }) => tx.update(shop_settings).set({ gift_wrap_cents: 500 }));
});

describe("one order's amounts, wherever they are shown (decision 106)", () => {
  it("the success page, the admin's order, the confirmation email and the invoice PDF agree, with wrap, promo and free shipping", async () => {
    const cookie = await signedInCookie();
    const [bahia, rose] = [await productBySlug("bahia"), await productBySlug("rose-merveilleuse")];
    // 2 × 39,95 € − 10 % (7,99 €) + wrap 5,00 € + standard shipping, free: 76,91 € of which 12,82 € VAT.
    const reference = await checkoutAndPay({ lines: [{ id: bahia.id, quantity: 2 }], promoCode: "BIENVENUE10", giftWrap: true, samples: [rose.id] });
    const order = (await allOrders()).find((o) => o.reference === reference)!;
    expect(order).toMatchObject({ subtotal_cents: 7990, discount_cents: 799, gift_wrap_cents: 500, shipping_cents: 0, total_cents: 7691, vat_cents: 1282 });

    const { loader } = await import("~/routes/success");
    const success = (await loader({ request: new Request(`${ORIGIN}/success?order=${reference}`), params: {}, context: {} })) as { order: OrderSummary; texts: Record<string, string> };
    // The page's rows read the texts its route sends (decision 170), as the success page renders them.
    const router = createMemoryRouter([{ id: "success", path: "/success", element: createElement(OrderSummaryList, { order: success.order }) }], {
      initialEntries: ["/success"],
      hydrationData: { loaderData: { success: { texts: success.texts } } },
    });
    const successPage = readable(renderToStaticMarkup(createElement(RouterProvider, { router })));
    const admin = dataOf<{ sheet: { amounts: OrderAmounts } }>(await runLoader(`${ADMIN_PATH}/commandes/${order.id}`, cookie));
    const adminPage = readable(renderToStaticMarkup(createElement(OrderAmountsTable, { amounts: admin.sheet.amounts })));
    const [mail] = await read((db, { email_outbox }) =>
      db.select().from(email_outbox).where(and(eq(email_outbox.order_id, order.id), eq(email_outbox.kind, "order_confirmation"))),
    );

    for (const [place, text] of [["success", successPage], ["admin", adminPage], ["email html", readable(mail.html)], ["email text", readable(mail.text)]]) {
      expect(text, place).toMatch(row("Sous-total", "79,90 €"));
      expect(text, place).toMatch(row("Réduction (code BIENVENUE10)", "−7,99 €"));
      expect(text, place).toMatch(row("Emballage cadeau", "5,00 €"));
      expect(text, place).toMatch(row("Échantillons offerts", "Rose Merveilleuse"));
      expect(text, place).toMatch(row("Livraison (Livraison standard)", "Offerte"));
      expect(text, place).toMatch(row("Total TTC", "76,91 €"));
      expect(text, place).toMatch(row("dont TVA 20 %", "12,82 €"));
    }

    // The invoice lists what was charged, HT and TTC, and the same totals.
    const invoice = readable(await pdfText((await invoicePdf(order.id))!.content));
    expect(invoice).toMatch(/Réduction \(code BIENVENUE10\) 1 [-−]6,66 € 20 % [-−]1,33 € [-−]6,66 € [-−]7,99 €/);
    expect(invoice).toMatch(/Emballage cadeau 1 4,17 € 20 % 0,83 € 4,17 € 5,00 €/);
    expect(invoice).toMatch(row("Total TTC", "76,91 €"));
    expect(invoice).toMatch(row("TVA 20 %", "12,82 €"));
    expect(invoice).toMatch(row("Total HT", "64,09 €"));
  });
});
