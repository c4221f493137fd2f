import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { createCollection, SLUG_TAKEN, slugRefusal, updateCollection } from "~/lib/admin/collections.server";
import { adminHref } from "~/lib/auth/guard.server";
import { collectionSchema } from "~/lib/admin/schemas";
import { redirectWithToast } from "~/lib/platform/toast.server";

/** Saves the collection dialog (new when `id` is null): a slug taken or reserved is a field error. */
export async function saveCollectionForm(request: Request, form: FormData, id: number | null) {
  const submission = parseWithZod(form, { schema: collectionSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const refuse = (message: string) => data({ result: submission.reply({ fieldErrors: { slug: [message] } }) }, { status: 400 });
  const refusal = await slugRefusal(submission.value.slug, id ?? undefined);
  if (refusal) return refuse(refusal);
  const saved = id ? await updateCollection(id, submission.value) : await createCollection(submission.value);
  if (saved === "taken") return refuse(SLUG_TAKEN);
  return redirectWithToast(request, adminHref("/collections"), {
    title: id ? "Collection modifiée" : "Collection créée",
    description: submission.value.name,
    type: "success",
  });
}
