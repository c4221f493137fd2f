import {
  createShippingMethod,
  findShippingMethodById,
  listShippingMethods,
  setShippingMethodActive,
  updateShippingMethod,
} from "~/lib/shipping/shipping-methods.server";
import { shippingMethodSchema } from "~/lib/shipping/shipping-schema";
import { adminScreen } from "./__admin-screen.server";

/** « Livraison »: the methods the cart offers, their dialogs and toasts (a method is never deleted). */
export const { listLoader, listAction, newLoader, newAction, editLoader, editAction } = adminScreen({
  list: "/livraison",
  missing: "Ce mode de livraison n'existe plus.",
  rows: listShippingMethods,
  find: findShippingMethodById,
  form: {
    schema: shippingMethodSchema,
    async save(input, id) {
      if (id) await updateShippingMethod(id, input);
      else await createShippingMethod(input);
      return null;
    },
    saved: (input, id) => ({ title: id ? "Mode de livraison modifié" : "Mode de livraison créé", description: input.name }),
  },
  toggle: { set: setShippingMethodActive, title: (active) => (active ? "Mode de livraison activé" : "Mode de livraison désactivé") },
});
