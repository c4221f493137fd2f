import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { adminHref } from "~/lib/auth/guard.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { createShippingMethod, updateShippingMethod } from "~/lib/shipping/shipping-methods.server";
import { shippingMethodSchema } from "~/lib/shipping/shipping-schema";

/** Saves the shipping method dialog (new when `id` is null). */
export async function saveShippingForm(request: Request, form: FormData, id: number | null) {
  const submission = parseWithZod(form, { schema: shippingMethodSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  if (id) await updateShippingMethod(id, submission.value);
  else await createShippingMethod(submission.value);
  return redirectWithToast(request, adminHref("/livraison"), {
    title: id ? "Mode de livraison modifié" : "Mode de livraison créé",
    description: submission.value.name,
    type: "success",
  });
}
