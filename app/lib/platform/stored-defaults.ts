/**
 * Column defaults the schema writes into its migrations, which the domains also show (the new
 * perfume form starts from them). They live beside the schema so it imports no domain.
 */

/**
 * A perfume's precautions (decision 089: flammable, eyes, irritated skin). Typographic
 * apostrophes only: the text is the column's SQL default.
 */
export const DEFAULT_WARNINGS =
  "Inflammable : tenir à l’écart de la chaleur, des surfaces chaudes, des étincelles et des flammes nues. " +
  "Éviter le contact avec les yeux ; en cas de contact, rincer abondamment à l’eau. " +
  "Ne pas vaporiser sur une peau irritée ou lésée. Tenir hors de portée des enfants.";
