import { perfumeListHref } from "~/lib/admin/perfume-list.server";
import { deleteProduct, findProduct } from "~/lib/catalog/perfume-writes.server";
import { removalRoutes } from "./__admin-screen.server";

/**
 * « Parfums » on the screen kit where its shape fits (decision 154): the deletion, back at the
 * list's page and search. The list (pages, search, best sellers), the perfume dialog (an image
 * upload, a stock « a save carries what it saw ») and the formats and photos editors are the
 * perfume's own routes.
 */
export const { deleteLoader, deleteAction } = removalRoutes({
  back: perfumeListHref,
  missing: "Ce parfum n'existe plus.",
  find: findProduct,
  remove: {
    label: (perfume) => perfume.name,
    run: deleteProduct,
    done: (perfume) => ({ title: "Parfum supprimé", description: perfume.name }),
  },
});
