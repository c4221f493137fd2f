import { codeTaken, deletePromo, findPromoById, listPromos, savePromo, setPromoActive } from "~/lib/promo/promo-codes.server";
import { promoSchema } from "~/lib/promo/promo-schema";
import { adminScreen } from "./__admin-screen.server";

const TAKEN = { field: "code", message: "Ce code existe déjà" };

/** « Codes promo »: the list, its dialogs and its toasts. */
export const { listLoader, listAction, newLoader, newAction, editLoader, editAction, deleteLoader, deleteAction } = adminScreen({
  list: "/codes-promo",
  missing: "Ce code promo n'existe plus.",
  rows: listPromos,
  find: findPromoById,
  form: {
    schema: promoSchema,
    async save(input, id) {
      if (await codeTaken(input.code, id ?? undefined)) return TAKEN;
      return (await savePromo(id, input)) === "taken" ? TAKEN : null;
    },
    saved: (input, id) => ({ title: id ? "Code promo modifié" : "Code promo créé", description: input.code }),
  },
  toggle: { set: setPromoActive, title: (active) => (active ? "Code promo activé" : "Code promo désactivé") },
  remove: {
    label: (promo) => promo.code,
    run: deletePromo,
    done: (promo) => ({ title: "Code promo supprimé", description: promo.code }),
  },
});
