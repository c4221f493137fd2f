/** The perfume list's `filtre` value for the perfumes without their ingredient list (the banner links to it). */
export const WITHOUT_INGREDIENTS = "sans-ingredients";
