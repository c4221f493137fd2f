/**
 * The fragrance allergens a perfume must name in its ingredient list above 0,001 % (a leave-on
 * product), under Annex III of Regulation (EC) 1223/2009 as extended by Regulation (EU)
 * 2023/1545. Names are the INCI names of the common glossary, as the label prints them.
 * Sources and dates: docs/decisions/089-product-facts-inci-gpsr.md.
 */

/**
 * The historical list (Directive 2003/15/EC) less the two substances since banned outright
 * (Hydroxyisohexyl 3-Cyclohexene Carboxaldehyde, Butylphenyl Methylpropional): a perfume that
 * contains them cannot be sold at all, so there is nothing to declare.
 */
export const HISTORICAL_ALLERGENS = [
  "Alpha-Isomethyl Ionone",
  "Amyl Cinnamal",
  "Amylcinnamyl Alcohol",
  "Anise Alcohol",
  "Benzyl Alcohol",
  "Benzyl Benzoate",
  "Benzyl Cinnamate",
  "Benzyl Salicylate",
  "Cinnamal",
  "Cinnamyl Alcohol",
  "Citral",
  "Citronellol",
  "Coumarin",
  "Eugenol",
  "Evernia Furfuracea Extract",
  "Evernia Prunastri Extract",
  "Farnesol",
  "Geraniol",
  "Hexyl Cinnamal",
  "Hydroxycitronellal",
  "Isoeugenol",
  "Limonene",
  "Linalool",
  "Methyl 2-Octynoate",
] as const;

/** Added by Regulation (EU) 2023/1545: to be labelled on anything placed on the market from 31 July 2026. */
export const EXTENDED_ALLERGENS = [
  "3-Propylidenephthalide",
  "Acetyl Cedrene",
  "Alpha-Terpinene",
  "Amyl Salicylate",
  "Anethole",
  "Benzaldehyde",
  "Beta-Caryophyllene",
  "Camphor",
  "Cananga Odorata Oil/Extract",
  "Carvone",
  "Cedrus Atlantica Oil/Extract",
  "Cinnamomum Cassia Leaf Oil",
  "Cinnamomum Zeylanicum Bark Oil",
  "Citrus Aurantium Bergamia Peel Oil",
  "Citrus Aurantium Flower Oil",
  "Citrus Aurantium Peel Oil",
  "Citrus Limon Peel Oil",
  "Dimethyl Phenethyl Acetate",
  "Eucalyptus Globulus Oil",
  "Eugenia Caryophyllus Oil",
  "Eugenyl Acetate",
  "Geranyl Acetate",
  "Hexadecanolactone",
  "Hexamethylindanopyran",
  "Isoeugenyl Acetate",
  "Jasmine Oil/Extract",
  "Juniperus Virginiana Oil",
  "Laurus Nobilis Leaf Oil",
  "Lavandula Oil/Extract",
  "Lemongrass Oil",
  "Linalyl Acetate",
  "Lippia Citriodora Absolute",
  "Mentha Piperita Oil",
  "Mentha Viridis Leaf Oil",
  "Menthol",
  "Methyl Salicylate",
  "Myroxylon Pereirae Oil/Extract",
  "Narcissus Extract",
  "Pelargonium Graveolens Flower Oil",
  "Pinene",
  "Pinus Mugo",
  "Pinus Pumila",
  "Pogostemon Cablin Oil",
  "Rose Flower Oil/Extract",
  "Rose Ketones",
  "Salicylaldehyde",
  "Santalol",
  "Santalum Album Oil",
  "Sclareol",
  "Terpineol",
  "Terpinolene",
  "Tetramethyl Acetyloctahydronaphthalenes",
  "Trimethylbenzenepropanol",
  "Trimethylcyclopentenyl Methylisopentenol",
  "Turpentine",
  "Vanillin",
] as const;

export const FRAGRANCE_ALLERGENS = [...HISTORICAL_ALLERGENS, ...EXTENDED_ALLERGENS] as const;
export type FragranceAllergen = (typeof FRAGRANCE_ALLERGENS)[number];

/** Stored allergens in the list's own order, whatever order the form sent them in. */
export function inListOrder(allergens: readonly string[]): FragranceAllergen[] {
  const chosen = new Set(allergens);
  return FRAGRANCE_ALLERGENS.filter((a) => chosen.has(a));
}
