import { collectionSchema } from "~/lib/catalog/collection-schema";
import {
  deleteCollection,
  findCollection,
  listCollections,
  saveCollection,
  SLUG_TAKEN,
  slugRefusal,
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
      return (await saveCollection(id, input)) === "taken" ? { field: "slug", message: SLUG_TAKEN } : null;
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
