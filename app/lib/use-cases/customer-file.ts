import type { GiftCardsFile } from "../gift-cards/privacy.server";

// The shape of a customer's file, shared with the Clients screen (which offers the erasure only
// when there is something to erase); customer-file.server.ts reads it.

/**
 * Everything the shop holds about one email address (GDPR art. 15 and 20), in French, as the JSON
 * export gives it: amounts in cents, instants in ISO 8601 (UTC).
 */
export type CustomerFile = {
  email: string;
  genere_le: string;
  commandes: {
    reference: string;
    passee_le: string;
    statut: string;
    nom: string | null;
    adresse_livraison: string | null;
    mode_livraison: string | null;
    /** `quantite_vendue`: the bottles that stay sold, by the rule of the best sellers (decision 106). */
    articles: { nom: string; quantite: number; prix_unitaire_centimes: number; quantite_vendue: number }[];
    sous_total_centimes: number;
    code_promo: string | null;
    remise_centimes: number;
    livraison_centimes: number;
    emballage_cadeau_centimes: number | null;
    message_cadeau: string | null;
    total_centimes: number;
    rembourse_centimes: number;
    /** What the shop kept of the order, by the rule of the revenue chart (decision 106). */
    montant_vendu_centimes: number;
    cgv_acceptees_le: string | null;
    version_cgv: string | null;
    payee_le: string | null;
    expediee_le: string | null;
    transporteur: string | null;
    numero_suivi: string | null;
    livree_le: string | null;
  }[];
  retractations: { commande: string; demandee_le: string; articles: { nom: string; quantite: number }[]; motif: string | null }[];
  emails: { envoye_le: string; objet: string; etat: string; texte: string | null }[];
  /** « Me prévenir du retour » requests still waiting (decision 095), each with the language of its emails (`fr`, `en`: decision 169). */
  alertes_stock: { parfum: string; format: string; demandee_le: string; confirmee_le: string | null; langue: string }[];
  /** Gift cards bought through the orders above and received at the address (decision 116). */
  cartes_cadeaux: GiftCardsFile;
  /** Reviews written on the lines of these orders, whatever their state (decision 111). */
  avis: { commande: string; article: string; note: number; texte: string; signature: string; etat: string; depose_le: string; publie_le: string | null }[];
  /** Whether the address asked for no more invitations to review (kept as a keyed hash, decision 111). */
  invitations_avis_refusees: boolean;
  /** The newsletter sign-up, confirmed or not (decision 112), with the language of its emails (decision 169). */
  lettre_information: { demandee_le: string; confirmee_le: string | null; version_consentement: string; origine: string; langue: string } | null;
  /** Consents to a checkout reminder still kept (decision 113). */
  rappels_panier: { commande: string; accord_le: string; version_consentement: string; traite_le: string | null; resultat: string | null }[];
  /** Kept for the accounting period even after an erasure: they name the buyer by law. */
  documents_comptables: { document: string; emis_le: string; commande: string; montant_centimes: number; conserve_jusqu_au: string }[];
};

/**
 * Whether the shop holds nothing erasable about the address (accounting documents aside): the
 * erasure's own check, and the Clients screen's choice to offer it.
 */
export const holdsNothingErasable = (file: CustomerFile) =>
  !file.commandes.length &&
  !file.emails.length &&
  !file.alertes_stock.length &&
  !file.lettre_information &&
  !file.rappels_panier.length &&
  !file.cartes_cadeaux.recues.length;
