/** The dashboard's tabs, in their URL form (?tab=...). Shared by the loader and the components. */
export const ADMIN_TABS = [
  { id: "produits", label: "Produits" },
  { id: "collections", label: "Collections" },
  { id: "commandes", label: "Commandes" },
  { id: "codes-promo", label: "Codes Promo" },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

export function parseTab(value: string | null): AdminTab {
  return ADMIN_TABS.find((t) => t.id === value)?.id ?? "produits";
}

export const ORDERS_CSV_SEGMENT = "commandes.csv";
