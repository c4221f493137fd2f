import type { Locator } from "@playwright/test";

/**
 * The cart's options are folded under their titles (decision 152): opens the section `title` as a
 * shopper does, by its summary, unless it is open already (an error opens its own). Returns it.
 */
export async function openCartSection(cart: Locator, title: string) {
  const section = cart.locator("details").filter({ has: cart.page().locator("summary", { hasText: title }) });
  if ((await section.getAttribute("open")) === null) await section.locator("summary").click();
  return section;
}
