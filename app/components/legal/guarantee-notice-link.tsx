import { Link } from "@remix-run/react";
import { GUARANTEE_NOTICE_PATH } from "~/lib/legal/guarantee-notice-path";

/**
 * Where the notice itself is not drawn (the cart, before « Commander »): its official first
 * sentence and a link to the page showing it in full (decision 141). The whole notice would add
 * its weight to every page's first load, since the cart drawer is in the root.
 */
export function GuaranteeNoticeLink() {
  return (
    <p className="border border-ink/15 bg-white p-3 text-sm" data-testid="legal-guarantee-link">
      Protection offerte par la garantie légale minimale de deux ans sur des biens vendus dans l’Union européenne :{" "}
      <Link to={GUARANTEE_NOTICE_PATH} className="underline underline-offset-2 hover:text-gold-dark">
        lire la notice de l’UE sur la garantie légale
      </Link>
      .
    </p>
  );
}
