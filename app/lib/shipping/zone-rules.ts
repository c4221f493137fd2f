import { countryName } from "./countries";
import { isHomeCountry } from "./zone-countries";

export const STALE_SAVE = "Modifié entre-temps ailleurs : rechargez la page avant d'enregistrer.";

/** The refusal of a country already in another active zone: the cart must find one zone per country. */
export function overlapRefusal(taken: { country: string; zone: string }[]): string | null {
  if (taken.length === 0) return null;
  const [first] = taken;
  return `${countryName(first.country)} est déjà dans la zone active « ${first.zone} » : un pays ne peut être que dans une zone active.`;
}

/**
 * Perfume is a dangerous good that most carriers take by road only (decision 161): a zone abroad
 * whose methods the owner has not all marked « transport routier » is shown with this warning.
 */
export function roadWarning(countries: readonly string[], methods: { name: string; road_only: boolean }[]): string | null {
  if (countries.every(isHomeCountry)) return null;
  const notRoad = methods.filter((m) => !m.road_only).map((m) => `« ${m.name} »`);
  if (notRoad.length === 0) return null;
  return `Zone hors de France : ${notRoad.join(", ")} ${notRoad.length > 1 ? "ne sont pas marqués" : "n'est pas marqué"} « Transport routier ». Le parfum est une marchandise dangereuse : vérifiez que le transporteur l'accepte par la route.`;
}
