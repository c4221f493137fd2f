import en from "../../../locales/en/toast.json";
import fr from "../../../locales/fr/toast.json";

/**
 * The hydrated toast's own texts (its region, its close button) come with its lazily loaded
 * chunk, as the toast does, not in every first load (decision 170): both languages, three short
 * texts each; none of them has a value.
 */
export const TOAST_TEXTS = { fr, en } as const;
