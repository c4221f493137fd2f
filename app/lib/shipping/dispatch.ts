// Alone in its module: the home, product and contact pages show it, and their first load must not
// carry the methods' rules (shipping-rules.ts) with it.

/** How long an order takes to leave the shop, whatever the method (SPEC: shipped in 24-48h). */
export const DISPATCH_SENTENCE = "Votre commande est expédiée sous 24 à 48 h ouvrées.";
