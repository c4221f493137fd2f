import { langOf, type Lang } from "../i18n/lang";
import { textsFor } from "../i18n/texts.server";
import type { Texts } from "../i18n/use-text";
import { loadLegalDocument, type LegalPage } from "./legal-pages.server";

/** Each legal page's `meta` texts in `locales/{fr,en}/legal-view.json`. */
const META_KEYS: Readonly<Record<LegalPage, readonly [title: string, description: string]>> = {
  "mentions-legales": ["lvNoticeTitle", "lvNoticeDesc"],
  cgv: ["lvTermsTitle", "lvTermsDesc"],
  confidentialite: ["lvPrivacyTitle", "lvPrivacyDesc"],
  retractation: ["lvWithdrawalTitle", "lvWithdrawalDesc"],
  accessibilite: ["lvA11yTitle", "lvA11yDesc"],
};

const FORM_KEY = /^lvForm/;

/**
 * The texts `LegalDocumentView` shows around a document, in the page's language: its heading's
 * eyebrow, and the model withdrawal form's only when the document holds one (decision 170: a
 * route sends its own texts, no more).
 */
export function legalViewTexts(lang: Lang, withForm: boolean): Texts {
  const all = textsFor(lang, "legalView");
  return Object.fromEntries(Object.entries(all).filter(([key]) => key === "lvEyebrow" || (withForm && FORM_KEY.test(key))));
}

/** A legal page's loader: the document built in the address's language, its frame's texts and its `meta`. */
export async function loadLegalPage(request: Request, page: LegalPage) {
  const lang = langOf(new URL(request.url).pathname);
  const doc = await loadLegalDocument(page, lang);
  const texts = textsFor(lang, "legalView");
  const [title, description] = META_KEYS[page];
  return { doc, texts: legalViewTexts(lang, doc.withdrawalForm !== undefined), meta: { title: texts[title], description: texts[description] } };
}
