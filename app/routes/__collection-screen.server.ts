import { collectionSchema } from "~/lib/catalog/collection-schema";
import {
  createCollection,
  deleteCollection,
  findCollection,
  listCollections,
  SLUG_TAKEN,
  slugRefusal,
  updateCollection,
} from "~/lib/catalog/collections.server";
import { adminScreen } from "./__admin-screen.server";

/** « Collections »: the list, its dialogs and its toasts. A slug taken or reserved is refused beside it. */
export const { listLoader, newLoader, newAction, editLoader, editAction, deleteLoader, deleteAction } = adminScreen({
  list: "/collections",
  missing: "Cette collection n'existe plus.",
  rows: listCollections,
  find: findCollection,
  form: {
    schema: collectionSchema,
    async save(input, id) {
      const refusal = await slugRefusal(input.slug, id ?? undefined);
      if (refusal) return { field: "slug", message: refusal };
      const saved = id ? await updateCollection(id, input) : await createCollection(input);
      return saved === "taken" ? { field: "slug", message: SLUG_TAKEN } : null;
    },
    saved: (input, id) => ({ title: id ? "Collection modifiée" : "Collection créée", description: input.name }),
  },
  remove: {
    label: (collection) => collection.name,
    run: deleteCollection,
    done: (collection) => ({
      title: "Collection supprimée",
      description: `${collection.name} : ses parfums restent en boutique, sans collection.`,
    }),
  },
});
