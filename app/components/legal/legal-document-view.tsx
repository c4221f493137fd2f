import { Link } from "@remix-run/react";
import { localeLink } from "~/lib/i18n/lang";
import { useLang, useText } from "~/lib/i18n/use-text";
import type { Block, Inline, LegalDocument, WithdrawalForm } from "~/lib/legal/legal-document";

// The documents hold the shop's French paths: a link leads to the page in the reader's language
// when it exists, else to the French page, marked so (decision 167).
function InlineView({ inline }: { inline: Inline }) {
  const lang = useLang();
  if (typeof inline === "string") return <>{inline}</>;
  const className = "underline underline-offset-2 hover:text-gold-dark";
  return inline.href.startsWith("/") ? (
    <Link {...localeLink(lang, inline.href)} className={className}>{inline.text}</Link>
  ) : (
    <a href={inline.href} className={className} rel="noopener noreferrer">{inline.text}</a>
  );
}

function Inlines({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, i) => (
        <InlineView key={i} inline={part} />
      ))}
    </>
  );
}

/** A paragraph, a paragraph with links, or a list: the legal pages' and the help page's text. */
export function BlockView({ block }: { block: Block }) {
  if (typeof block === "string") return <p>{block}</p>;
  if (Array.isArray(block)) return <p><Inlines parts={block} /></p>;
  return (
    <ul className="list-disc space-y-1 pl-6">
      {block.list.map((item, i) => (
        <li key={i}><InlineView inline={item} /></li>
      ))}
    </ul>
  );
}

/**
 * The model form of the Code de la consommation (annexe à l'article R221-1), blanks to fill by
 * hand; in English, the words of directive 2011/83/EU's annex I (B) it transposes.
 */
function WithdrawalFormView({ form }: { form: WithdrawalForm }) {
  const t = useText();
  const blank = "mt-1 block h-8 border-b border-dotted border-ink/50";
  return (
    <section aria-labelledby="formulaire-retractation" className="mt-12 border border-ink/20 bg-white p-6 print:mt-0 print:border-0 print:p-0">
      <h2 id="formulaire-retractation" className="text-2xl">{t("lvFormH")}</h2>
      <p className="mt-2 text-sm italic">{t("lvFormNote")}</p>
      <div className="mt-4 space-y-4 text-sm leading-relaxed">
        <p>
          {t("lvFormTo")}<br />
          {form.addressee.map((line, i) => (
            <span key={i} className="block font-medium">{line}</span>
          ))}
        </p>
        <p>{t("lvFormNotice")}</p>
        <span className={blank} />
        <p>{t("lvFormOrdered")}<span className={blank} /></p>
        <p>{t("lvFormName")}<span className={blank} /></p>
        <p>{t("lvFormAddress")}<span className={blank} /><span className={blank} /></p>
        <p>
          {t("lvFormSignature")}
          <span className={blank} />
        </p>
        <p>{t("lvFormDate")}<span className={blank} /></p>
        <p className="text-xs">{t("lvFormDelete")}</p>
      </div>
      <p className="mt-6 text-xs text-ink/80 print:hidden">{t("lvFormPrint")}</p>
    </section>
  );
}

export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  const t = useText();
  return (
    <article className="container-shop max-w-3xl py-12 md:py-16 print:max-w-none print:py-0">
      <p className="eyebrow print:hidden">{t("lvEyebrow")}</p>
      <h1 className="mt-2 text-4xl md:text-5xl">{doc.title}</h1>
      <div className="mt-6 space-y-3 leading-relaxed text-ink/90">
        {doc.intro.map((block, i) => (
          <BlockView key={i} block={block} />
        ))}
      </div>
      {doc.sections.map((section) => (
        <section
          key={section.heading}
          aria-label={section.framed ? section.heading : undefined}
          className={section.framed ? "mt-10 border-2 border-ink p-5 md:p-6" : "mt-10"}
        >
          <h2 className="text-2xl">{section.heading}</h2>
          <div className="mt-3 space-y-3 leading-relaxed text-ink/90">
            {section.blocks.map((block, i) => (
              <BlockView key={i} block={block} />
            ))}
          </div>
        </section>
      ))}
      {doc.withdrawalForm ? <WithdrawalFormView form={doc.withdrawalForm} /> : null}
    </article>
  );
}
