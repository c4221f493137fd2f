export const NAV_LINKS = [
  { to: "/", label: "Accueil" },
  { to: "/collections", label: "Nos Collections" },
  { to: "/about", label: "Qui sommes-nous" },
  { to: "/help", label: "Aide" },
  { to: "/contact", label: "Contact" },
] as const;
