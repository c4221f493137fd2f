import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccessRefused } from "~/components/after-sale/shopper-order-view";
import { ReviewForm } from "~/components/reviews/review-form";
import { pageTitle } from "~/lib/brand";
import { verifyOrderAccess } from "~/lib/orders/order-access.server";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/lib/after-sale/private-page";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { REVIEW_PERIODS } from "~/lib/reviews/moderation-rules";
import { reviewSchema } from "~/lib/reviews/review-schema";
import { linesToReview, submitReview } from "~/lib/reviews/reviews.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Donner mon avis") },
  { name: "description", content: "Votre avis sur un parfum acheté : une note, quelques mots, votre prénom et initiale." },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = privatePageHeaders;

const NOT_REVIEWABLE = "Cet article ne peut pas recevoir d'avis : il n'est pas dans cette commande, la commande n'est pas réglée ou a été remboursée, ou le délai pour donner un avis est passé.";

/** The line of the order the signed token opens; anything else answers like a forged link. */
async function lineOf(params: LoaderFunctionArgs["params"]) {
  const token = params.token ?? "";
  const access = verifyOrderAccess(token);
  if (!access.ok) return { token, access, line: null };
  const itemId = Number(params.itemId);
  const line = Number.isInteger(itemId) ? ((await linesToReview(access.orderId)).find((l) => l.itemId === itemId) ?? null) : null;
  return { token, access, line };
}

export async function loader({ params }: LoaderFunctionArgs) {
  const { token, access, line } = await lineOf(params);
  if (!access.ok) return data({ refused: access.reason, token, line: null }, { status: access.reason === "expired" ? 410 : 404, headers: PRIVATE_PAGE_HEADERS });
  return data({ refused: null, token, line }, { status: line ? 200 : 404, headers: PRIVATE_PAGE_HEADERS });
}

/** A buyer's review of this line: checked again (buyer, line, one review) in the transaction that writes it. */
export async function action({ params, request }: ActionFunctionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: reviewSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400, headers: PRIVATE_PAGE_HEADERS });
  const { token, access } = await lineOf(params);
  if (!access.ok) return data(submission.reply({ formErrors: ["Ce lien n'est plus valide : rouvrez votre commande depuis « Suivre ma commande »."] }), { status: 403, headers: PRIVATE_PAGE_HEADERS });
  const outcome = await submitReview(access.orderId, Number(params.itemId), submission.value);
  if (outcome === "not-reviewable") return data(submission.reply({ formErrors: [NOT_REVIEWABLE] }), { status: 403, headers: PRIVATE_PAGE_HEADERS });
  return redirectWithToast(request, `/suivi-commande/${token}`, {
    title: outcome === "created" ? "Merci pour votre avis" : "Avis déjà reçu",
    description:
      outcome === "created"
        ? `Il sera relu puis publié, ou refusé avec son motif, sous ${REVIEW_PERIODS.moderationDays} jours.`
        : "Cet article a déjà reçu votre avis : un seul avis par article commandé.",
    type: "success",
  });
}

export default function ReviewPage() {
  const { refused, token, line } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  if (refused) return <AccessRefused reason={refused} />;
  return (
    <section className="container-shop max-w-2xl py-12 md:py-16">
      <p className="eyebrow">Donner mon avis</p>
      {!line ? (
        <>
          <h1 className="mt-2 text-4xl md:text-5xl">Avis impossible</h1>
          <p className="mt-4 leading-relaxed">{NOT_REVIEWABLE}</p>
        </>
      ) : line.review ? (
        <>
          <h1 className="mt-2 text-4xl md:text-5xl">{line.name}</h1>
          <p className="mt-4 leading-relaxed">
            Vous avez déjà donné votre avis sur cet article.{" "}
            {line.review.status === "pending" ? "Il est en cours de relecture." : line.review.status === "published" ? "Il est publié." : "Il n'a pas été publié : le motif vous a été envoyé par email."}
          </p>
        </>
      ) : (
        <>
          <h1 className="mt-2 text-4xl md:text-5xl">{line.name}</h1>
          <p className="mt-3 text-ink/80">Achat vérifié : votre avis portera la date de votre commande.</p>
          <ReviewForm lastResult={lastResult} />
        </>
      )}
      <p className="mt-8">
        <Link to={`/suivi-commande/${token}`} className="underline underline-offset-2 hover:text-gold-dark">
          Retour à ma commande
        </Link>
      </p>
    </section>
  );
}
