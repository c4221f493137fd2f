import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { brand, pageTitle } from "~/lib/brand";
import { listDeliveryPromises } from "~/lib/shipping/shipping-methods.server";
import { deliveryAnswer } from "~/lib/shipping/shipping-rules";

export const meta: MetaFunction = () => [
  { title: pageTitle("Aide") },
  { name: "description", content: "Questions fréquentes : commander, paiement, délais de livraison et contact." },
];

export async function loader() {
  return { deliveryPromises: await listDeliveryPromises() };
}

/** The delivery answer is the shipping methods' delays, so it changes when a method does (decision 108). */
function faq(deliveryPromises: string[]) {
  return [
  {
    question: "Comment passer commande ?",
    answer:
      "Ajoutez vos parfums au panier, appliquez votre code promo si vous en avez un, puis cliquez sur « Commander » pour payer en toute sécurité. Nous acceptons les cartes bancaires et PayPal.",
  },
  {
    question: "Quels sont les délais de livraison ?",
    answer: deliveryAnswer(deliveryPromises),
  },
  {
    question: "Comment vous contacter ?",
    answer: `Écrivez-nous sur ${brand.socialNetwork} (${brand.socialHandle}) : nous répondons à toutes vos questions sur nos parfums et vos commandes.`,
  },
  ];
}

/**
 * Native <details> elements sharing one name: the browser keeps one item open at a time, each
 * can be closed again, keyboard and screen readers work, and none of it needs JavaScript.
 */
export default function Help() {
  const { deliveryPromises } = useLoaderData<typeof loader>();
  return (
    <div className="container-shop max-w-3xl py-16">
      <p className="eyebrow">Questions fréquentes</p>
      <h1 className="mt-2 text-4xl md:text-5xl">Aide</h1>
      <div className="mt-10 divide-y divide-ink/10 border-y border-ink/10">
        {faq(deliveryPromises).map((item, i) => (
          <details key={item.question} name="faq" open={i === 0} className="group py-2">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-display text-xl [&::-webkit-details-marker]:hidden">
              {item.question}
              <span aria-hidden="true" className="text-2xl text-gold-dark transition group-open:rotate-45">+</span>
            </summary>
            <p className="pb-4 leading-relaxed text-ink/80">{item.answer}</p>
          </details>
        ))}
      </div>
    </div>
  );
}
