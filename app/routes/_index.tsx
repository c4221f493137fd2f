import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Hero } from "~/components/home/hero";
import { ContactBlock } from "~/components/layout/contact-block";
import { ProductGrid } from "~/components/product/product-card";
import { brand, pageTitle } from "~/lib/brand";
import { getBestSellers } from "~/lib/catalog/catalog.server";
import { demoReviewsShown } from "~/lib/legal/shop-settings.server";
import { ratingText, REVIEWS_POLICY_PATH } from "~/lib/reviews/paths";
import { homeReviews } from "~/lib/reviews/home-reviews.server";
import { listDeliveryPromises } from "~/lib/shipping/shipping-methods.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Accueil") },
  {
    name: "description",
    content: `${brand.name} : des parfums qui marquent les esprits. Tenue 12h+, livraison express en Île-de-France.`,
  },
];

export async function loader() {
  const [bestSellers, showReviews, deliveryPromises] = await Promise.all([getBestSellers(), demoReviewsShown(), listDeliveryPromises()]);
  const reviews = await homeReviews(showReviews);
  return { bestSellers, deliveryPromises, reviews };
}

function Stars({ rating }: { rating: number }) {
  return (
    // A <p> may not carry aria-label (it has no role that takes a name): the spoken rating is text.
    <p className="flex items-center gap-2">
      <span className="sr-only">{`Note : ${ratingText(rating)} sur 5`}</span>
      {/* As many gold stars as the rating rounds to: a buyer's 3 is not drawn as five. */}
      <span aria-hidden="true">
        <span className="text-gold">{"★".repeat(Math.round(rating))}</span>
        <span className="text-ivory/40">{"★".repeat(5 - Math.round(rating))}</span>
      </span>
      <span aria-hidden="true" className="text-sm font-medium">
        {ratingText(rating)}
      </span>
    </p>
  );
}

export default function Home() {
  const { bestSellers, reviews, deliveryPromises } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero />

      <section className="container-shop py-20" aria-labelledby="best-sellers-title">
        <div className="text-center">
          <p className="eyebrow">Les plus aimés</p>
          <h2 id="best-sellers-title" className="mt-2 text-4xl">Nos best-sellers</h2>
        </div>
        <div className="mx-auto mt-12 max-w-4xl">
          {bestSellers.length ? (
            <ProductGrid products={bestSellers} columns={2} />
          ) : (
            <p className="text-center text-ink/80">Aucun parfum disponible pour le moment</p>
          )}
        </div>
      </section>

      {reviews ? (
        <section className="bg-ink-soft py-20 text-ivory" aria-labelledby="reviews-title">
          <div className="container-shop">
            <h2 id="reviews-title" className="text-center text-4xl">Ils nous font confiance</h2>
            <p className="mx-auto mt-4 max-w-2xl text-center text-sm text-ivory/90" data-testid="reviews-statement">
              {reviews.statement}{" "}
              <Link to={REVIEWS_POLICY_PATH} className="underline underline-offset-4 hover:text-gold">
                Nos règles sur les avis
              </Link>
            </p>
            <ul className="mt-12 grid gap-6 md:grid-cols-3">
              {reviews.items.map((r) => (
                <li key={r.key}>
                  <figure className="h-full border border-gold/30 p-6">
                    <Stars rating={r.rating} />
                    <blockquote className="mt-4 font-display text-xl italic leading-snug">« {r.comment} »</blockquote>
                    <figcaption className="mt-4 text-xs uppercase tracking-[0.2em] text-gold">
                      {r.author}
                      {r.detail ? <span className="mt-2 block normal-case tracking-normal text-ivory/90">{r.detail}</span> : null}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section className="container-shop grid gap-10 py-20 md:grid-cols-2" aria-labelledby="about-title">
        <div>
          <p className="eyebrow">Depuis {brand.foundedYear}</p>
          <h2 id="about-title" className="mt-2 text-4xl">La Maison {brand.name.replace("Maison ", "")}</h2>
          <p className="mt-4 leading-relaxed text-ink/80">
            Fondée en {brand.foundedYear}, notre maison compose des parfums de caractère, pensés pour tenir sur la
            peau et pour être remarqués. Chaque flacon est le fruit d'un travail patient sur les matières premières.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/about" className="btn-outline">Qui sommes-nous</Link>
            <Link to="/carte-cadeau" className="btn-outline">Offrir une carte cadeau</Link>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3 md:grid-cols-1">
          {[
            ["Qualité", "Des essences sélectionnées avec exigence, une concentration généreuse."],
            ["Créativité", "Des accords audacieux, de l'oud aux notes fruitées."],
            // « Durabilité » is the scent's lasting power, said at once: never a claim about the environment (decision 107).
            ["Durabilité", "Une tenue de 12 h et plus sur la peau, pour un sillage qui reste en mémoire."],
          ].map(([title, text]) => (
            <li key={title} className="border-l-2 border-gold bg-white p-5">
              <h3 className="text-2xl">{title}</h3>
              <p className="mt-1 text-sm text-ink/80">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-ivory-dark py-20">
        <div className="container-shop">
          <ContactBlock deliveryPromises={deliveryPromises} />
        </div>
      </section>
    </>
  );
}
