import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { pageTitle } from "~/lib/brand";
import { backTo } from "~/lib/checkout/back-to.server";
import { postedLang } from "~/lib/i18n/posted-lang.server";
import { newsletterSchema } from "~/lib/newsletter/newsletter-schema";
import { SIGNED_UP, signUp } from "~/lib/newsletter/subscriptions.server";
import { readForm } from "~/lib/platform/request-body.server";
import { currentClient } from "~/lib/platform/request-context.server";
import { redirectWithToast } from "~/lib/platform/toast.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Lettre d'information") },
  { name: "description", content: "Inscrivez-vous à la lettre d'information : nouveaux parfums et offres, désinscription en un clic." },
];

/**
 * Every sign-up form posts here (decision 112). A refusal answers this page with the errors
 * beside the fields and what was typed; a success goes back to the page of the form, with the
 * same message whether or not the address was already subscribed. The sign-up keeps that page's
 * language for its emails (decision 169).
 */
export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: newsletterSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const outcome = await signUp({ ...submission.value, lang: postedLang(request) }, currentClient());
  if (!outcome.ok) return data(submission.reply({ formErrors: [outcome.message] }), { status: 429 });
  const back = submission.value.source === "page" ? "/newsletter" : backTo(request);
  return redirectWithToast(request, back, { title: "Inscription demandée", description: SIGNED_UP, type: "success" });
}

export default function NewsletterPage() {
  const lastResult = useActionData<typeof action>();
  return (
    <section className="container-shop max-w-2xl py-12 md:py-16">
      <p className="eyebrow">Restons en contact</p>
      <h1 className="mt-2 text-4xl md:text-5xl">Lettre d'information</h1>
      <p className="mt-4 leading-relaxed text-ink/90">
        Nos nouveaux parfums et nos offres, par email, seulement si vous le demandez. Votre adresse ne sert qu'à cela, et vous
        pouvez vous désinscrire en un clic depuis chaque message.
      </p>
      <div className="mt-8 border border-ink/10 bg-white p-5">
        <NewsletterForm source="page" lastResult={lastResult} />
      </div>
    </section>
  );
}
