import { asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { vatIncludedCents } from "~/lib/legal/vat";
import { PAST_RATE_REFUSED, SAME_DAY_REFUSED } from "~/lib/legal/vat-rates";
import { vatRateAt } from "~/lib/legal/vat-rates.server";
import { db, tables } from "~/lib/platform/database.server";
import { readToast } from "~/lib/platform/toast.server";
import { ADMIN_PATH, BASE, dataOf, locationOf, post, runAction, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { allOrders, postCheckout, productBySlug, submitDemoPayment, useFakeStripe } from "./checkout-helpers";

useFakeStripe();

afterEach(() => {
  vi.useRealTimers();
});

const rows = async () => {
  const { vat_rates } = tables();
  return db().select().from(vat_rates).orderBy(asc(vat_rates.country), asc(vat_rates.valid_from));
};

/** Where the owner's post led, and the toast it carried. */
async function answered(response: unknown) {
  if (!(response instanceof Response)) return { status: statusOf(response), location: null, toast: null };
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  const { toast } = await readToast(new Request(BASE, { headers: { Cookie: cookies.join("; ") } }));
  return { status: response.status, location: locationOf(response), toast };
}

const fieldErrors = (response: unknown) => (dataOf<{ result: { error: Record<string, string[]> } }>(response).result.error);

describe("the rates table as migrated (decision 158)", () => {
  it("holds the standard rate of the 27 Member States, France at 20 % since 2014; Monaco takes France's", async () => {
    const all = await rows();
    expect(all).toHaveLength(27);
    expect(new Set(all.map((r) => r.country)).size).toBe(27);
    expect(all.find((r) => r.country === "FR")).toMatchObject({ rate_bp: 2000, valid_from: "2014-01-01" });
    expect(all.find((r) => r.country === "FI")).toMatchObject({ rate_bp: 2550, valid_from: "2024-09-01" });
    expect(all.find((r) => r.country === "GR")).toMatchObject({ rate_bp: 2400 });
    expect(all.some((r) => r.country === "MC" || r.country === "EL")).toBe(false);
    expect(await vatRateAt("MC", new Date())).toBe(2000);
  });
});

describe("a rate change applied from its date", () => {
  it("France at 21 % from 1 April 2027: an order paid at 23:59:59 in Paris keeps 20 %, one paid at midnight is invoiced at 21 %", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-03-31T21:50:00Z") });
    const cookie = await signedInCookie();
    const added = await runAction(post({ country: "FR", rate: "21", valid_from: "2027-04-01", source: "Loi de finances (essai)" }, { cookie, sub: "/taux-tva/nouveau" }));
    expect(await answered(added)).toEqual({
      status: 302,
      location: `/${ADMIN_PATH}/taux-tva`,
      toast: { title: "Taux de TVA ajouté", description: "France : 21\u00a0% à partir du 1 avril 2027", type: "success" },
    });

    const minuit = (await productBySlug("minuit-profond")).id;
    // Both checked out before midnight, at the rate of the day: the pending order shows 20 %.
    await postCheckout({ lines: [{ id: minuit, quantity: 1 }], promoCode: null }, {}, "198.51.100.31");
    await postCheckout({ lines: [{ id: minuit, quantity: 2 }], promoCode: null }, {}, "198.51.100.32");
    const [before, after] = await allOrders();
    expect([before.vat_rate_bp, after.vat_rate_bp]).toEqual([2000, 2000]);

    vi.setSystemTime(new Date("2027-03-31T21:59:59Z")); // 23:59:59 in Paris
    expect(statusOf(await submitDemoPayment(before.reference))).toBe(302);
    vi.setSystemTime(new Date("2027-03-31T22:00:00Z")); // 00:00:00 on 1 April in Paris
    expect(statusOf(await submitDemoPayment(after.reference))).toBe(302);

    const [paidBefore, paidAfter] = await allOrders();
    expect(paidBefore).toMatchObject({ status: "paid", total_cents: before.total_cents, vat_rate_bp: 2000, vat_cents: vatIncludedCents(before.total_cents, 2000) });
    expect(paidAfter).toMatchObject({ status: "paid", total_cents: after.total_cents, vat_rate_bp: 2100, vat_cents: vatIncludedCents(after.total_cents, 2100) });
    const { invoices } = tables();
    const invoiceOf = async (orderId: number) => (await db().select().from(invoices).where(eq(invoices.order_id, orderId)))[0].snapshot;
    expect((await invoiceOf(before.id)).vatRateBp).toBe(2000);
    const invoice = await invoiceOf(after.id);
    expect(invoice.vatRateBp).toBe(2100);
    expect(invoice.totals.vatCents).toBe(vatIncludedCents(after.total_cents, 2100));

    // From that day on, the row is in force: neither changed nor deleted.
    const fr = (await rows()).find((r) => r.country === "FR" && r.valid_from === "2027-04-01")!;
    expect(statusOf(await runAction(post({ country: "FR", rate: "22", valid_from: "2027-05-01" }, { cookie, sub: `/taux-tva/${fr.id}` })))).toBe(404);
    expect((await answered(await runAction(post({}, { cookie, sub: `/taux-tva/${fr.id}/supprimer` })))).toast).toMatchObject({ title: "Introuvable" });
    expect((await rows()).find((r) => r.id === fr.id)).toMatchObject({ rate_bp: 2100 });
  });
});

describe("« Taux de TVA », the owner's screen", () => {
  it("lists each country's rate in force and the rates to come", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T10:00:00Z") });
    const cookie = await signedInCookie();
    await runAction(post({ country: "BE", rate: "22", valid_from: "2027-01-01" }, { cookie, sub: "/taux-tva/nouveau" }));
    const listed = dataOf<{ rows: { country: string; rate_bp: number; valid_from: string; state: string }[] }>(await runLoader(`${ADMIN_PATH}/taux-tva`, cookie)).rows;
    expect(listed.filter((r) => r.country === "BE").map((r) => [r.rate_bp, r.valid_from, r.state])).toEqual([
      [2100, "1996-01-01", "current"],
      [2200, "2027-01-01", "future"],
    ]);
    expect(listed.filter((r) => r.state === "current")).toHaveLength(27);
  });

  it("refuses a rate from today or a past day, and a second rate on the same day, beside the date", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T10:00:00Z") });
    const cookie = await signedInCookie();
    const before = await rows();
    for (const day of ["2026-11-28", "2026-01-01"]) {
      const refused = await runAction(post({ country: "FR", rate: "19", valid_from: day }, { cookie, sub: "/taux-tva/nouveau" }));
      expect(statusOf(refused)).toBe(400);
      expect(fieldErrors(refused)).toEqual({ valid_from: [PAST_RATE_REFUSED] });
    }
    expect(await rows()).toEqual(before);
    expect(statusOf(await runAction(post({ country: "DE", rate: "21", valid_from: "2027-07-01" }, { cookie, sub: "/taux-tva/nouveau" })))).toBe(302);
    const twice = await runAction(post({ country: "DE", rate: "20", valid_from: "2027-07-01" }, { cookie, sub: "/taux-tva/nouveau" }));
    expect(fieldErrors(twice)).toEqual({ valid_from: [SAME_DAY_REFUSED] });
  });

  it("changes or deletes a rate still to come", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T10:00:00Z") });
    const cookie = await signedInCookie();
    await runAction(post({ country: "IT", rate: "23", valid_from: "2027-01-01" }, { cookie, sub: "/taux-tva/nouveau" }));
    const future = (await rows()).find((r) => r.country === "IT" && r.valid_from === "2027-01-01")!;
    expect(dataOf<{ row: { rate_bp: number } }>(await runLoader(`${ADMIN_PATH}/taux-tva/${future.id}`, cookie)).row.rate_bp).toBe(2300);
    const changed = await runAction(post({ country: "IT", rate: "22,5", valid_from: "2027-02-01", source: "Legge di bilancio" }, { cookie, sub: `/taux-tva/${future.id}` }));
    expect((await answered(changed)).toast).toEqual({ title: "Taux de TVA modifié", description: "Italie : 22,5\u00a0% à partir du 1 février 2027", type: "success" });
    expect((await rows()).find((r) => r.id === future.id)).toMatchObject({ rate_bp: 2250, valid_from: "2027-02-01", source: "Legge di bilancio" });
    const deleted = await runAction(post({}, { cookie, sub: `/taux-tva/${future.id}/supprimer` }));
    expect((await answered(deleted)).toast).toMatchObject({ title: "Taux de TVA supprimé" });
    expect((await rows()).filter((r) => r.country === "IT")).toHaveLength(1);
  });
});
