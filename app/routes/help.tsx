import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { BlockView } from "~/components/legal/legal-document-view";
import { pageTitle } from "~/lib/brand";
import { helpItems } from "~/lib/help/help-faq.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Aide") },
  {
    name: "description",
    content: "Questions fréquentes : commander et payer, délais de livraison, suivi, retours, échantillons, coffret découverte, carte cadeau et contact.",
  },
];

export async function loader() {
  return { items: await helpItems() };
}

/**
 * Native <details> elements sharing one name: the browser keeps one item open at a time, each
 * can be closed again, keyboard and screen readers work, and none of it needs JavaScript. Each
 * answer carries its question's anchor: a link to /help#livraison opens that answer (the browser
 * opens the <details> around a fragment's target), its question just above it (scroll margin).
 */
export default function Help() {
  const { items } = useLoaderData<typeof loader>();
  const { hash } = useLocation();
  // A link followed inside the app is no document load: the browser does not open the answer
  // around the fragment's target then, so the page does it (and scrolls to it) itself.
  useEffect(() => {
    const answer = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const item = answer?.closest("details");
    if (!answer || !item) return;
    item.open = true;
    answer.scrollIntoView({ block: "start" });
  }, [hash]);
  return (
    <div className="container-shop max-w-3xl py-16">
      <p className="eyebrow">Questions fréquentes</p>
      <h1 className="mt-2 text-4xl md:text-5xl">Aide</h1>
      <div className="mt-10 divide-y divide-ink/10 border-y border-ink/10">
        {items.map((item, i) => (
          <details key={item.id} name="faq" open={i === 0} className="group py-2">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-display text-xl [&::-webkit-details-marker]:hidden">
              {item.question}
              <span aria-hidden="true" className="text-2xl text-gold-dark transition group-open:rotate-45">+</span>
            </summary>
            <div id={item.id} className="scroll-mt-40 space-y-3 pb-4 leading-relaxed text-ink/80">
              {item.answer.map((block, j) => (
                <BlockView key={j} block={block} />
              ))}
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}
