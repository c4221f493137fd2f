import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { SHOWN_COUNT_MISSING, withMovedCount } from "~/lib/platform/owner-counts";
import { adminHref } from "~/lib/auth/guard.server";
import { requestedPage } from "~/lib/catalog/catalog.server";
import { giftSettingsSchema, sampleOfferSchema } from "~/lib/gifts/gift-forms";
import { saveGiftSettings, setSampleOffer } from "~/lib/gifts/gift-options.server";
import { redirectWithToast } from "~/lib/platform/toast.server";

/**
 * The gifts page's two forms: the settings (wrap and sample limit) and one perfume's sample line.
 * A refused form comes back with its errors (`productId` says which line), what was typed kept.
 */
export async function saveGiftForm(request: Request, form: FormData) {
  // Back to the page of sample lines the form was sent from (decision 131).
  const page = requestedPage(new URL(request.url).searchParams);
  const back = adminHref(page > 1 ? `/cadeaux?page=${page}` : "/cadeaux");
  const intent = String(form.get("intent") ?? "");
  if (intent === "settings") {
    const submission = parseWithZod(form, { schema: giftSettingsSchema });
    if (submission.status !== "success") return data({ intent, productId: null, result: submission.reply() }, { status: 400 });
    const { wrap_offered, wrap_price, samples_per_order } = submission.value;
    await saveGiftSettings({ wrapOffered: wrap_offered, wrapCents: wrap_price, samplesPerOrder: samples_per_order });
    return redirectWithToast(request, back, { title: "Cadeaux enregistrés", type: "success" });
  }
  if (intent === "sample") {
    const submission = parseWithZod(form, { schema: sampleOfferSchema });
    const productId = Number(form.get("product_id")) || null;
    if (submission.status !== "success") return data({ intent, productId, result: submission.reply() }, { status: 400 });
    const { product_id, sample_offered, sample_stock, sample_stock_shown } = submission.value;
    const saved = await setSampleOffer(product_id, sample_offered, { typed: sample_stock, shown: sample_stock_shown });
    if (saved.outcome === "missing") {
      return redirectWithToast(request, back, { title: "Introuvable", description: "Ce parfum n'existe plus.", type: "error" });
    }
    if (saved.outcome === "stock-unknown") {
      return data({ intent, productId, result: submission.reply({ fieldErrors: { sample_stock: [SHOWN_COUNT_MISSING] } }) }, { status: 400 });
    }
    const moved = withMovedCount("", saved.stock);
    return redirectWithToast(request, back, { title: "Échantillon enregistré", ...(moved ? { description: moved } : {}), type: "success" });
  }
  return data({ intent: null, productId: null, result: null }, { status: 400 });
}
