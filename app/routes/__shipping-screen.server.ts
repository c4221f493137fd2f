import { findShippingMethodById, listShippingMethods, saveShippingMethod, setShippingMethodActive } from "~/lib/shipping/shipping-methods.server";
import { shippingMethodSchema, shippingZoneSchema } from "~/lib/shipping/shipping-schema";
import { listShippingZones } from "~/lib/shipping/shipping-zones.server";
import { saveZone } from "~/lib/use-cases/save-shipping-zone.server";
import { roadWarning } from "~/lib/shipping/zone-rules";
import { adminScreen } from "./__admin-screen.server";

/** A zone as the screen lists it: its countries, its methods, and the warning the owner must read. */
async function zoneViews() {
  const [zones, methods] = await Promise.all([listShippingZones(), listShippingMethods()]);
  return zones.map((zone) => {
    const own = methods.filter((m) => m.zone_id === zone.id);
    return { ...zone, methods: own, warning: roadWarning(zone.countries, own.filter((m) => m.is_active)) };
  });
}
export type ZoneView = Awaited<ReturnType<typeof zoneViews>>[number];

/** « Zones et modes de livraison »: the zones, each with its methods; zones are edited in their dialog, methods toggled in the list (neither is deleted). */
const zones = adminScreen({
  list: "/livraison",
  missing: "Cette zone de livraison n'existe plus.",
  rows: zoneViews,
  find: async (id) => (await zoneViews()).find((zone) => zone.id === id),
  form: {
    schema: shippingZoneSchema,
    save: saveZone,
    saved: (input, id) => ({ title: id ? "Zone de livraison modifiée" : "Zone de livraison créée", description: input.name }),
  },
});

const methods = adminScreen({
  list: "/livraison",
  missing: "Ce mode de livraison n'existe plus.",
  rows: listShippingMethods,
  find: findShippingMethodById,
  form: {
    schema: shippingMethodSchema,
    save: saveShippingMethod,
    saved: (input, id) => ({ title: id ? "Mode de livraison modifié" : "Mode de livraison créé", description: input.name }),
  },
  toggle: { set: setShippingMethodActive, title: (active) => (active ? "Mode de livraison activé" : "Mode de livraison désactivé") },
});

export const { listLoader } = zones;
export const { listAction, newLoader, newAction, editLoader, editAction } = methods;
export const { newLoader: zoneNewLoader, newAction: zoneNewAction, editLoader: zoneEditLoader, editAction: zoneEditAction } = zones;
