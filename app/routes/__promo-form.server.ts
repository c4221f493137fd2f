import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { adminHref } from "~/lib/auth/guard.server";
import { codeTaken, createPromo, updatePromo } from "~/lib/admin/promos.server";
import { promoSchema } from "~/lib/admin/schemas";
import { redirectWithToast } from "~/lib/platform/toast.server";

/** Saves the promo code dialog (new when `id` is null): a code already taken is a field error. */
export async function savePromoForm(request: Request, form: FormData, id: number | null) {
  const submission = parseWithZod(form, { schema: promoSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const taken = () => data({ result: submission.reply({ fieldErrors: { code: ["Ce code existe déjà"] } }) }, { status: 400 });
  if (await codeTaken(submission.value.code, id ?? undefined)) return taken();
  const saved = id ? await updatePromo(id, submission.value) : await createPromo(submission.value);
  if (saved === "taken") return taken();
  return redirectWithToast(request, adminHref("/codes-promo"), {
    title: id ? "Code promo modifié" : "Code promo créé",
    description: submission.value.code,
    type: "success",
  });
}
