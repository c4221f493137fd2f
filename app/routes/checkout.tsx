import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { applyGiftChoices } from "~/lib/use-cases/cart-actions.server";
import { commitStoredCart, readStoredCart } from "~/lib/cart/cart.server";
import { backTo } from "~/lib/checkout/back-to.server";
import { checkoutThrottle } from "~/lib/checkout/throttle.server";
import { checkout } from "~/lib/use-cases/checkout.server";
import { rememberCheckout } from "~/lib/checkout/recent-checkouts.server";
import { REMINDER_EMAIL_REQUIRED } from "~/lib/reminders/consent";
import { checkoutFormSchema } from "~/lib/reminders/forms";
import { readForm } from "~/lib/platform/request-body.server";
import { currentClient } from "~/lib/platform/request-context.server";
import { siteOrigin } from "~/lib/platform/site-url.server";
import { toastHeader, type FlashedToast } from "~/lib/platform/toast.server";
import { langOf, localePath } from "~/lib/i18n/lang";

/** The cart's "Commander" form posts here; there is nothing to show, so a visit goes to the cart. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(localePath(langOf(new URL(request.url).pathname), "/cart"));
}

async function refuse(request: Request, toast: FlashedToast, headers = new Headers()) {
  headers.append("Set-Cookie", await toastHeader(request, toast));
  return redirect(backTo(request), { status: 303, headers });
}

export async function action({ request }: ActionFunctionArgs) {
  // The cart is in its cookie; the form carries the optional reminder (decision 113) and the gift
  // options as shown, saved or not: what the shopper ticked goes with « Commander » (issue 43).
  // The language of the checkout posted to: the order, its payment pages and its reminder keep it (decision 169).
  const lang = langOf(new URL(request.url).pathname);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: checkoutFormSchema });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? REMINDER_EMAIL_REQUIRED;
    return refuse(request, { key: "reminder", detail: "why_d", values: { why: message }, type: "error" });
  }
  const now = new Date();
  const chosen = await applyGiftChoices(await readStoredCart(request), form, now);
  // A refused gift section says why under « Options cadeau »: its field's message, or its toast's.
  const why = chosen.errors?.giftMessage ?? chosen.errors?.samples;
  if (why) return refuse(request, { key: "giftOptions", detail: "why_d", values: { why }, type: "error" });
  if (chosen.toast) return refuse(request, "key" in chosen.toast ? { ...chosen.toast, key: "giftOptions" } : { ...chosen.toast, title: "Options cadeau" });
  const throttled = await checkoutThrottle(currentClient());
  if (throttled) return refuse(request, throttled);
  const { remind, reminderEmail } = submission.value;
  const outcome = await checkout(chosen.cart, siteOrigin(request), now, remind === "on" ? (reminderEmail ?? null) : null, lang);
  // Gift options posted are kept whatever happens next: back from the payment page, they are still there.
  const kept = (!outcome.ok && outcome.cart) || (form.has("giftOptions") ? chosen.cart : null);
  const headers = new Headers();
  if (kept) headers.append("Set-Cookie", await commitStoredCart(request, kept));
  if (outcome.ok) {
    headers.append("Set-Cookie", await rememberCheckout(request, outcome.reference));
    return redirect(outcome.location, { status: 303, headers });
  }
  return refuse(request, outcome.toast, headers);
}
