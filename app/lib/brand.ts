/** The one place for the brand's identity, shown in every page's header, footer and titles. */
export const brand = {
  name: "Maison Sillage",
  socialNetwork: "Instagram",
  socialHandle: "@maisonsillage",
  socialUrl: "https://www.instagram.com/maisonsillage",
  foundedYear: 2023,
} as const;

export function pageTitle(page: string) {
  return `${page} | ${brand.name}`;
}
