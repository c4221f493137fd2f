import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContactBlock } from "~/components/layout/contact-block";
import { ProductGrid } from "~/components/product/product-card";
import { brand, pageTitle } from "~/lib/brand";
import { getBestSellers } from "~/lib/catalog.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Accueil") },
  {
    name: "description",
    content: `${brand.name} : des parfums qui marquent les esprits. Tenue 12h+, livraison express en Île-de-France.`,
  },
];

export function loader() {
  return { bestSellers: getBestSellers() };
}

const HERO_IMAGES = ["minuit-profond", "rose-merveilleuse", "el-jedha"];

const REVIEWS = [
  { rating: 4.8, comment: "Minuit Profond est devenu ma signature. On me demande tous les jours ce que je porte.", author: "Karim B." },
  { rating: 5, comment: "Rose Merveilleuse tient toute la journée, le flacon est magnifique. Livrée en 48h à Paris !", author: "Sophie L." },
  { rating: 4.9, comment: "El Jedha est d'une profondeur rare. Un oud élégant, jamais écœurant.", author: "Yasmine D." },
];

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-2" aria-label={`Note : ${rating} sur 5`}>
      <span aria-hidden="true" className="text-gold">
        {"★★★★★"}
      </span>
      <span className="text-sm font-medium">{rating}</span>
    </p>
  );
}

export default function Home() {
  const { bestSellers } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="relative overflow-hidden bg-ink text-ivory">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0">
          {HERO_IMAGES.map((slug, i) => (
            <img
              key={slug}
              src={`/images/perfumes/${slug}.svg`}
              alt=""
              className="absolute w-64 animate-float opacity-20 motion-reduce:animate-none md:w-80"
              style={{
                left: `${[2, 38, 72][i]}%`,
                top: `${[18, 52, 10][i]}%`,
                animationDelay: `${i * 3}s`,
              }}
            />
          ))}
          <div className="absolute inset-0 bg-gradient-to-b from-ink/40 via-ink/70 to-ink" />
        </div>
        <div className="container-shop relative flex flex-col items-center py-24 text-center md:py-32">
          <img src="/images/logo.svg" alt={brand.name} width={360} height={80} className="h-16 w-auto md:h-20" />
          <p className="mt-8 inline-block border border-gold/60 px-4 py-1 text-xs uppercase tracking-[0.25em] text-gold">
            Collection Fruitée disponible !
          </p>
          <h1 className="mt-6 max-w-3xl text-5xl leading-tight md:text-7xl">
            Des Parfums qui Marquent les Esprits
          </h1>
          <ul className="mt-6 space-y-1 text-lg text-ivory/80">
            <li>Fragrances d'exception</li>
            <li>Tenue longue durée</li>
            <li>Livraison express en Île-de-France</li>
          </ul>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <Link to="/collections" className="btn-gold">Découvrir nos Parfums</Link>
            <Link to="/collections" className="btn border border-gold text-gold hover:bg-gold hover:text-ink">Best-Sellers</Link>
          </div>
          <ul className="mt-14 grid w-full max-w-2xl grid-cols-3 gap-4 text-xs uppercase tracking-[0.2em] text-ivory/90">
            {["Qualité Premium", "Livraison 48h", "Tenue 12h+"].map((b) => (
              <li key={b} className="border-t border-gold/50 pt-4">{b}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-shop py-20" aria-labelledby="best-sellers-title">
        <div className="text-center">
          <p className="eyebrow">Les plus aimés</p>
          <h2 id="best-sellers-title" className="mt-2 text-4xl">Nos Best-Sellers</h2>
        </div>
        <div className="mx-auto mt-12 max-w-4xl">
          {bestSellers.length ? (
            <ProductGrid products={bestSellers} columns={2} />
          ) : (
            <p className="text-center text-ink/80">Aucun parfum disponible pour le moment</p>
          )}
        </div>
      </section>

      <section className="bg-ink-soft py-20 text-ivory" aria-labelledby="reviews-title">
        <div className="container-shop">
          <h2 id="reviews-title" className="text-center text-4xl">Ils nous font confiance</h2>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {REVIEWS.map((r) => (
              <li key={r.author}>
                <figure className="h-full border border-gold/30 p-6">
                  <Stars rating={r.rating} />
                  <blockquote className="mt-4 font-display text-xl italic leading-snug">« {r.comment} »</blockquote>
                  <figcaption className="mt-4 text-xs uppercase tracking-[0.2em] text-gold">{r.author}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-shop grid gap-10 py-20 md:grid-cols-2" aria-labelledby="about-title">
        <div>
          <p className="eyebrow">Depuis {brand.foundedYear}</p>
          <h2 id="about-title" className="mt-2 text-4xl">La Maison {brand.name.replace("Maison ", "")}</h2>
          <p className="mt-4 leading-relaxed text-ink/80">
            Fondée en {brand.foundedYear}, notre maison compose des parfums de caractère, pensés pour durer
            et pour être remarqués. Chaque flacon est le fruit d'un travail patient sur les matières premières.
          </p>
          <Link to="/about" className="btn-outline mt-6">Qui sommes-nous</Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3 md:grid-cols-1">
          {[
            ["Qualité", "Des essences sélectionnées avec exigence, une concentration généreuse."],
            ["Créativité", "Des accords audacieux, de l'oud aux notes fruitées."],
            ["Durabilité", "Une tenue de 12h et plus, pour un sillage qui reste en mémoire."],
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
          <ContactBlock />
        </div>
      </section>
    </>
  );
}
