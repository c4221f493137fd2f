import fr from "../../../locales/fr/layout.json";
import type { Texts } from "./use-text";

/**
 * The layout's French texts travel in the root's chunk, kept a year by the browser, not in every
 * page's data: sent with each document they took 2.4 KB of `/collections`' 40 KB (decision 170,
 * its third way). A text with values (the brand, the cart's count) is resolved by i18next in the
 * root's data instead; a unit test holds every other one equal to i18next's resolution.
 */
export const LAYOUT_TEXTS: Texts = Object.fromEntries(Object.entries(fr).filter(([, text]) => !text.includes("{{")));
