import { formatLongDay } from "~/lib/format/paris-time";
import { formatVatRate } from "~/lib/legal/vat";
import { vatRateSchema } from "~/lib/legal/vat-rates";
import { deleteFutureVatRate, findFutureVatRate, listVatRates, saveVatRate } from "~/lib/legal/vat-rates.server";
import { countryOf } from "~/lib/shipping/countries";
import { adminScreen } from "./__admin-screen.server";

const rateText = (country: string, rateBp: number, day: string) => `${countryOf(country).name} : ${formatVatRate(rateBp)} à partir du ${formatLongDay(day)}`;

/**
 * « Taux de TVA » (decision 158): every country's rates, a new one from a future day, and a rate
 * still to come changed or deleted; a rate in force is gone from the dialogs' reach (404).
 */
export const { listLoader, newLoader, newAction, editLoader, editAction, deleteLoader, deleteAction } = adminScreen({
  list: "/taux-tva",
  missing: "Ce taux n'existe plus ou s'applique déjà : ajoutez un nouveau taux avec sa date.",
  rows: () => listVatRates(),
  find: (id) => findFutureVatRate(id),
  form: {
    schema: vatRateSchema,
    save: (input, id) => saveVatRate(input, id),
    saved: (input, id) => ({ title: id ? "Taux de TVA modifié" : "Taux de TVA ajouté", description: rateText(input.country, input.rate, input.valid_from) }),
  },
  remove: {
    label: (row) => rateText(row.country, row.rate_bp, row.valid_from),
    run: (id) => deleteFutureVatRate(id),
    done: (row) => ({ title: "Taux de TVA supprimé", description: rateText(row.country, row.rate_bp, row.valid_from) }),
  },
});
