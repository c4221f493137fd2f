import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GiftCardPurchaseForm } from "~/components/gift-cards/gift-card-purchase-form";
import { pageTitle } from "~/lib/brand";
import { helpHref } from "~/lib/help/help-anchors";
import { commitStoredCart, readStoredCart } from "~/lib/cart/cart.server";
import { formatPrice } from "~/lib/format/money";
import { addGiftCard } from "~/lib/cart/gift-card-actions.server";
import { GIFT_CARD_VALIDITY_MONTHS, giftCardPurchaseSchema } from "~/lib/gift-cards/gift-card-rules";
import { offeredGiftCardAmounts } from "~/lib/gift-cards/offer.server";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Carte cadeau") },
  {
    name: "description",
    content: "Offrez une carte cadeau : le montant de votre choix, envoyée par email au destinataire le jour que vous choisissez.",
  },
];

export async function loader() {
  return { offered: await offeredGiftCardAmounts(), now: new Date().toISOString() };
}

export async function action({ request }: ActionFunctionArgs) {
  const schema = giftCardPurchaseSchema(await offeredGiftCardAmounts(), new Date());
  const submission = parseWithZod(await readForm(request), { schema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const added = addGiftCard(await readStoredCart(request), submission.value);
  if (!added.ok) return data(submission.reply({ formErrors: [added.error] }), { status: 400 });
  const headers = { "Set-Cookie": await commitStoredCart(request, added.cart) };
  return redirectWithToast(
    request,
    "/cart",
    { title: "Carte cadeau ajoutée", description: `${formatPrice(submission.value.amountCents)} pour ${submission.value.recipientName}`, type: "success" },
    { headers },
  );
}

export default function GiftCardPage() {
  const { offered, now } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section className="container-shop max-w-2xl py-12 md:py-16">
      <p className="eyebrow">Offrir</p>
      <h1 className="mt-2 text-4xl md:text-5xl">Carte cadeau</h1>
      <p className="mt-4 leading-relaxed text-ink/90">
        Pour qui ne sait quel parfum choisir : une carte du montant de votre choix, envoyée par email au destinataire le jour
        que vous fixez, avec une carte à imprimer. Elle règle tout ou partie d'une commande, en une ou plusieurs fois, pendant{" "}
        {GIFT_CARD_VALIDITY_MONTHS} mois à compter de son envoi. Rien n'est expédié : pas de frais de livraison.{" "}
        <Link to={helpHref("giftCard")} className="underline underline-offset-2 hover:text-gold-dark">
          Questions fréquentes sur la carte cadeau
        </Link>
      </p>
      <GiftCardPurchaseForm offered={offered} now={now} lastResult={lastResult} />
    </section>
  );
}
