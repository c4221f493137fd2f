import { describe, expect, it } from "vitest";
import { planRefund, refundLimitCents, type SoldValue } from "~/lib/stored-value/refund-rule";

const card = (over: Partial<SoldValue> = {}): SoldValue => ({ label: "la carte cadeau de 50,00 € pour Léa", balanceCents: 5000, spentCents: 0, heldCents: 0, ...over });
const voucher = (over: Partial<SoldValue> = {}): SoldValue => ({ label: "le bon COFFRET-AAAA-BBBB-CCCC", balanceCents: 2500, spentCents: 0, heldCents: 0, ...over });

describe("the one refund rule for stored value sold (decision 144)", () => {
  it("takes nothing while the money kept covers every balance, then exactly the shortfall", () => {
    const order = { total_cents: 9000, refunded_cents: 0 };
    expect(planRefund(order, [card()], 4000)).toEqual({ ok: true, takes: [] });
    expect(planRefund(order, [card()], 4001)).toMatchObject({ ok: true, takes: [{ cents: 1 }] });
    expect(planRefund({ total_cents: 5000, refunded_cents: 0 }, [card()], 1000)).toMatchObject({ ok: true, takes: [{ cents: 1000 }] });
  });

  it("never refunds what a card or voucher already paid elsewhere; « Total » is that limit", () => {
    const order = { total_cents: 2990, refunded_cents: 0 };
    const used = voucher({ balanceCents: 0, spentCents: 2000 });
    expect(refundLimitCents(order, [used])).toBe(990);
    expect(planRefund(order, [used], 990)).toEqual({ ok: true, takes: [] });
    const refused = planRefund(order, [used], 991);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.reason.replace(/\s/g, " ")).toContain("au plus 9,90 €");
  });

  it("takes from the last sold first, and refuses to take what a payment under way holds", () => {
    const order = { total_cents: 7500, refunded_cents: 0 };
    const plan = planRefund(order, [card(), voucher()], 3000);
    expect(plan.ok && plan.takes.map((t) => [t.value.label, t.cents])).toEqual([
      ["le bon COFFRET-AAAA-BBBB-CCCC", 2500],
      ["la carte cadeau de 50,00 € pour Léa", 500],
    ]);
    const held = planRefund(order, [card({ heldCents: 4800 })], 3000);
    expect(held).toMatchObject({ ok: false, reason: expect.stringContaining("paiement en cours") });
  });

  it("counts refunds made before: the same total in several goes takes the same value", () => {
    const once = planRefund({ total_cents: 5000, refunded_cents: 0 }, [card()], 3000);
    const second = planRefund({ total_cents: 5000, refunded_cents: 1000 }, [card({ balanceCents: 4000 })], 2000);
    expect(once.ok && once.takes[0].cents).toBe(3000);
    expect(second.ok && second.takes[0].cents).toBe(2000);
  });
});
