import { Form } from "@remix-run/react";
import { publicImageUrl } from "~/lib/catalog/product-image";
import { useUploadsBase } from "~/components/product/use-uploads-base";
import { NOTICE_LANGUAGE_NAMES, NOTICE_LANGUAGES, type NoticeLanguage } from "~/lib/legal/guarantee-notice";

/**
 * The EU guarantee notice as the owner manages it (decision 141): which languages show the
 * Commission's official file and which the shop's reproduction, one form to upload a file (SVG or
 * PNG) and one to go back to the reproduction.
 */
export function GuaranteeArtworkPanel({ artworks, error }: { artworks: Record<NoticeLanguage, string | null>; error: string | null }) {
  const uploadsBase = useUploadsBase();
  return (
    <section aria-labelledby="guarantee-artwork-title" className="border border-ink/10 bg-white p-5">
      <h3 id="guarantee-artwork-title" className="font-display text-xl">Notice de l'UE sur la garantie légale</h3>
      <p className="mt-2 max-w-2xl text-sm text-ink/80">
        Chaque fiche produit montre, près du prix, la notice harmonisée du règlement d'exécution (UE) 2025/1960 (annexe I). Sans
        fichier, la boutique en affiche une reproduction ; déposez ici le fichier officiel en couleur publié par la Commission
        européenne (SVG ou PNG, tel quel, sans le modifier) : il la remplace partout.
      </p>
      <ul className="mt-3 space-y-3 text-sm">
        {NOTICE_LANGUAGES.map((language) => {
          const url = artworks[language];
          return (
            <li key={language} className="flex flex-wrap items-center gap-4">
              <span>
                {NOTICE_LANGUAGE_NAMES[language]} : <strong className="font-medium">{url ? "fichier officiel affiché" : "reproduction affichée"}</strong>
              </span>
              {url ? (
                <>
                  <img src={publicImageUrl(url, uploadsBase)} alt={`Notice officielle déposée (${NOTICE_LANGUAGE_NAMES[language]})`} className="h-32 w-auto border border-ink/10" />
                  <Form method="post">
                    <input type="hidden" name="intent" value="guarantee-artwork-remove" />
                    <input type="hidden" name="language" value={language} />
                    <button type="submit" className="btn-outline px-4 py-2 text-xs">
                      Revenir à la reproduction
                    </button>
                  </Form>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-wrap items-end gap-4">
        <input type="hidden" name="intent" value="guarantee-artwork" />
        <div>
          <label htmlFor="guarantee-language" className="block text-sm font-medium">
            Langue
          </label>
          <select id="guarantee-language" name="language" className="input mt-1">
            {NOTICE_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {NOTICE_LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="guarantee-file" className="block text-sm font-medium">
            Fichier officiel (SVG ou PNG)
          </label>
          <input
            id="guarantee-file"
            type="file"
            name="file"
            accept="image/svg+xml,image/png"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "guarantee-file-error" : undefined}
            className="mt-1 block text-sm"
          />
          {error ? (
            <p id="guarantee-file-error" className="mt-1 text-sm text-red-800">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-dark px-4 py-2 text-xs">
          Déposer la notice officielle
        </button>
      </Form>
    </section>
  );
}
