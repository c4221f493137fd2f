import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import {
  createCollection,
  deleteCollection,
  findCollection,
  slugRefusal,
  updateCollection,
} from "./admin-collections.server";
import { alignPriceIds } from "./admin-prices.server";
import {
  createProduct,
  deleteProduct,
  findProduct,
  setBestSeller,
  UnknownCollectionError,
  updateProduct,
} from "./admin-products.server";
import {
  codeTaken,
  createPromo,
  deletePromo,
  findPromoById,
  setPromoActive,
  updatePromo,
} from "./admin-promos.server";
import { collectionSchema, productSchema, promoSchema } from "./admin-schemas";
import { adminHref, destroyAdminSession } from "./admin-session.server";
import { BEST_SELLERS_LIMIT } from "./catalog.server";
import { redirectWithToast, type Toast } from "./toast.server";
import { TOO_LARGE, type ImageUploadOutcome } from "./uploads.server";

export type FormIntent = "save-product" | "save-collection" | "save-promo";

const idSchema = z.coerce.number().int().positive();

function idOf(form: FormData, name = "id") {
  const parsed = idSchema.safeParse(form.get(name));
  return parsed.success ? parsed.data : null;
}

function back(request: Request, tab: string, toast: Toast) {
  return redirectWithToast(request, adminHref(`?tab=${tab}`), toast);
}

const notFound = (what: string): Toast => ({
  title: "Introuvable",
  description: `${what} n'existe plus.`,
  type: "error",
});

async function logout(request: Request) {
  const cookie = await destroyAdminSession(request);
  return redirectWithToast(
    request,
    adminHref(),
    { title: "Déconnexion", description: "Vous êtes déconnecté de l'administration.", type: "info" },
    { headers: { "Set-Cookie": cookie } },
  );
}

/** With JavaScript the file is sent alone, as soon as it is picked; the answer is its URL. */
function uploadImage(upload: ImageUploadOutcome) {
  if (upload.url) return data({ intent: "upload-image" as const, url: upload.url, error: null });
  return data(
    { intent: "upload-image" as const, url: null, error: upload.error ?? "Impossible d'uploader l'image" },
    { status: upload.error === TOO_LARGE ? 413 : 400 },
  );
}

async function saveProduct(request: Request, form: FormData, upload: ImageUploadOutcome) {
  // A file sent with the form (no JavaScript) wins over the URL field; a removal clears it.
  if (upload.url) form.set("image_url", upload.url);
  else if (form.get("removeImage") === "on") form.delete("image_url");
  const submission = parseWithZod(form, { schema: productSchema });
  const id = idOf(form);
  if (submission.status !== "success" || upload.error) {
    const reply = submission.reply(upload.error ? { fieldErrors: { image_url: [upload.error] } } : undefined);
    return data({ intent: "save-product" as const, result: reply }, { status: 400 });
  }
  try {
    if (id) {
      const updated = updateProduct(id, submission.value);
      if (!updated) return back(request, "produits", notFound("Ce parfum"));
      return back(request, "produits", { title: "Parfum modifié", description: updated.name, type: "success" });
    }
    const created = createProduct(submission.value);
    return back(request, "produits", { title: "Parfum créé", description: created.name, type: "success" });
  } catch (error) {
    if (!(error instanceof UnknownCollectionError)) throw error;
    const reply = submission.reply({ fieldErrors: { collection_id: [error.message] } });
    return data({ intent: "save-product" as const, result: reply }, { status: 400 });
  }
}

function deleteProductIntent(request: Request, form: FormData) {
  const id = idOf(form);
  const product = id ? findProduct(id) : undefined;
  if (!product || !deleteProduct(product.id)) return back(request, "produits", notFound("Ce parfum"));
  return back(request, "produits", { title: "Parfum supprimé", description: product.name, type: "success" });
}

function bestSeller(request: Request, form: FormData, value: boolean) {
  const id = idOf(form, "productId");
  const result = id ? setBestSeller(id, value) : "missing";
  const toasts: Record<typeof result, Toast> = {
    added: { title: "Best seller ajouté", type: "success" },
    removed: { title: "Best seller retiré", type: "success" },
    limit: {
      title: "Limite atteinte",
      description: `${BEST_SELLERS_LIMIT} best sellers maximum : retirez-en un avant d'en ajouter un autre.`,
      type: "error",
    },
    missing: notFound("Ce parfum"),
  };
  return back(request, "produits", toasts[result]);
}

async function fixPrices(request: Request) {
  try {
    const changed = await alignPriceIds();
    return back(request, "produits", {
      title: "Prix corrigés",
      description:
        changed === 0
          ? "Tous les prix étaient déjà à jour."
          : `${changed} prix mis à jour.`,
      type: "success",
    });
  } catch (error) {
    console.error("Correction des prix impossible", error);
    return back(request, "produits", {
      title: "Erreur",
      description: "Impossible de joindre le service de paiement. Réessayez plus tard.",
      type: "error",
    });
  }
}

function saveCollection(request: Request, form: FormData) {
  const id = idOf(form);
  const submission = parseWithZod(form, { schema: collectionSchema });
  if (submission.status !== "success") {
    return data({ intent: "save-collection" as const, result: submission.reply() }, { status: 400 });
  }
  const refusal = slugRefusal(submission.value.slug, id ?? undefined);
  if (refusal) {
    return data(
      { intent: "save-collection" as const, result: submission.reply({ fieldErrors: { slug: [refusal] } }) },
      { status: 400 },
    );
  }
  if (id) {
    if (!findCollection(id)) return back(request, "collections", notFound("Cette collection"));
    updateCollection(id, submission.value);
    return back(request, "collections", { title: "Collection modifiée", description: submission.value.name, type: "success" });
  }
  createCollection(submission.value);
  return back(request, "collections", { title: "Collection créée", description: submission.value.name, type: "success" });
}

function deleteCollectionIntent(request: Request, form: FormData) {
  const id = idOf(form);
  const collection = id ? findCollection(id) : undefined;
  if (!collection || !deleteCollection(collection.id)) return back(request, "collections", notFound("Cette collection"));
  return back(request, "collections", {
    title: "Collection supprimée",
    description: `${collection.name} : ses parfums restent en boutique, sans collection.`,
    type: "success",
  });
}

function savePromo(request: Request, form: FormData) {
  const id = idOf(form);
  const submission = parseWithZod(form, { schema: promoSchema });
  if (submission.status !== "success") {
    return data({ intent: "save-promo" as const, result: submission.reply() }, { status: 400 });
  }
  if (codeTaken(submission.value.code, id ?? undefined)) {
    return data(
      {
        intent: "save-promo" as const,
        result: submission.reply({ fieldErrors: { code: ["Ce code existe déjà"] } }),
      },
      { status: 400 },
    );
  }
  if (id) {
    if (!findPromoById(id)) return back(request, "codes-promo", notFound("Ce code promo"));
    updatePromo(id, submission.value);
    return back(request, "codes-promo", { title: "Code promo modifié", description: submission.value.code, type: "success" });
  }
  createPromo(submission.value);
  return back(request, "codes-promo", { title: "Code promo créé", description: submission.value.code, type: "success" });
}

function togglePromo(request: Request, form: FormData) {
  const id = idOf(form);
  const active = form.get("active") === "true";
  if (!id || !setPromoActive(id, active)) return back(request, "codes-promo", notFound("Ce code promo"));
  return back(request, "codes-promo", {
    title: active ? "Code promo activé" : "Code promo désactivé",
    type: "success",
  });
}

function deletePromoIntent(request: Request, form: FormData) {
  const id = idOf(form);
  const promo = id ? findPromoById(id) : undefined;
  if (!promo || !deletePromo(promo.id)) return back(request, "codes-promo", notFound("Ce code promo"));
  return back(request, "codes-promo", { title: "Code promo supprimé", description: promo.code, type: "success" });
}

/** Every dashboard POST, once requireAdmin has passed. */
export async function runAdminAction(request: Request, form: FormData, upload: ImageUploadOutcome) {
  switch (form.get("intent")) {
    case "logout":
      return logout(request);
    case "upload-image":
      return uploadImage(upload);
    case "save-product":
      return saveProduct(request, form, upload);
    case "delete-product":
      return deleteProductIntent(request, form);
    case "add-best-seller":
      return bestSeller(request, form, true);
    case "remove-best-seller":
      return bestSeller(request, form, false);
    case "fix-prices":
      return fixPrices(request);
    case "save-collection":
      return saveCollection(request, form);
    case "delete-collection":
      return deleteCollectionIntent(request, form);
    case "save-promo":
      return savePromo(request, form);
    case "toggle-promo":
      return togglePromo(request, form);
    case "delete-promo":
      return deletePromoIntent(request, form);
    default:
      throw redirect(adminHref());
  }
}
