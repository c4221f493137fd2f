import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { OrderLookupForm } from "~/components/after-sale/order-lookup-form";
import { pageTitle } from "~/lib/brand";
import { orderPagePath } from "~/lib/orders/order-access.server";
import { orderLookupSchema } from "~/lib/after-sale/order-lookup-schema";
import { lookUpOrder, NOT_FOUND } from "~/lib/after-sale/order-lookup.server";
import { privatePageHeaders } from "~/lib/after-sale/private-page";
import { readForm } from "~/lib/platform/request-body.server";
import { currentClient } from "~/lib/platform/request-context.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Suivre ma commande") },
  { name: "description", content: "Retrouvez votre commande sans compte : sa référence et l'email donné lors de l'achat suffisent." },
];

export const headers = privatePageHeaders;

/** Reference and email: the order's page (a short signed link), or one answer for every miss. */
export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: orderLookupSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { reference, email } = submission.value;
  const found = await lookUpOrder(reference, email, currentClient());
  if (found.ok) return redirect(orderPagePath(found.order.id, "form"));
  if (found.reason === "limited") return data(submission.reply({ formErrors: [found.message] }), { status: 429 });
  return data(submission.reply({ formErrors: [NOT_FOUND] }), { status: 400 });
}

export default function OrderLookupPage() {
  const lastResult = useActionData<typeof action>();
  return (
    <section className="container-shop max-w-2xl py-12 md:py-16">
      <p className="eyebrow">Après l'achat</p>
      <h1 className="mt-2 text-4xl md:text-5xl">Suivre ma commande</h1>
      <p className="mt-4 leading-relaxed text-ink/90">
        Sans compte : indiquez la référence de votre commande (MS-…, dans l'email de confirmation) et l'email donné
        lors de l'achat. Le lien « ouvrir ma commande » de nos emails y mène aussi directement.
      </p>
      <OrderLookupForm lastResult={lastResult} />
    </section>
  );
}
