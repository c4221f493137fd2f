import type { Identity } from "~/lib/legal/identity";
import { FRENCH_REGISTER } from "~/lib/legal/packaging-registrations";

/** Every fact the legal pages print (decision 142): a shop with Stripe's keys sells only with them. */
export const SELLER_IDENTITY: Identity = {
  company_name: "Maison Sillage SAS",
  legal_form: "SAS",
  share_capital: "10 000 €",
  address: "8 rue de Sévigné\n75004 Paris",
  registry_number: "RCS Paris 732 829 320",
  registry_city: "Paris",
  siret: "73282932000074",
  vat_number: "FR44732829320",
  publication_director: "Camille Durand",
  contact_email: "bonjour@maison-sillage.fr",
  contact_phone: "01 23 45 67 89",
  host_name: "OVH SAS",
  host_address: "2 rue Kellermann, 59100 Roubaix",
  mediator_name: "CM2C",
  mediator_url: "https://www.cm2c.net",
  mediator_address: "49 rue de Ponthieu\n75008 Paris",
  delivery_zones_text: "France métropolitaine.",
  delivery_zones_text_en: "Metropolitan France.",
  returns_address: "Maison Sillage, service retours\n8 rue de Sévigné\n75004 Paris",
  payment_means_text: "",
  responsible_name: "",
  responsible_address: "",
  responsible_email: "",
};

/** France's packaging EPR identifier, the one more fact the legal pages print (decision 165). */
export const SELLER_PACKAGING = { country: "FR", register: FRENCH_REGISTER, number: "FR219498_01WCRR" } as const;
