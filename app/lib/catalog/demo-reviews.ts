/** A review the home shows; the demo's are written for the catalogue, not left by buyers. */
export type DemoReview = { rating: number; comment: string; author: string };

/** The three example reviews SPEC.md asks the demo home to show (ratings 4.8, 5 and 4.9). */
export const DEMO_REVIEWS: DemoReview[] = [
  { rating: 4.8, comment: "Minuit Profond est devenu ma signature. On me demande tous les jours ce que je porte.", author: "Karim B." },
  { rating: 5, comment: "Rose Merveilleuse tient toute la journée, le flacon est magnifique. Livrée en 48h à Paris !", author: "Sophie L." },
  { rating: 4.9, comment: "El Jedha est d'une profondeur rare. Un oud élégant, jamais écœurant.", author: "Yasmine D." },
];

/**
 * Said next to them, as D111-10 (ex-D111-17) of the Code de la consommation wants said near reviews: whether
 * they are checked. They are not purchases at all, and never presented as such (decision 107).
 */
export const DEMO_REVIEWS_STATEMENT = "Avis d'exemple du catalogue de démonstration : ils ne proviennent pas d'achats vérifiés.";
