import { withFrenchValue } from "~/lib/i18n/fill-text";
import type { Lang } from "~/lib/i18n/lang";

/** A text whose one value stays French (`withFrenchValue`): that value marked `lang="fr"` on a page in another language. */
export function FrenchValue({ lang, text, name, value }: { lang: Lang; text: string; name: string; value: string }) {
  const said = withFrenchValue(lang, text, name, value);
  if (typeof said === "string") return said;
  const [before, french, after] = said;
  return (
    <>
      {before}
      <span lang="fr">{french}</span>
      {after}
    </>
  );
}
