import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { brand, pageTitle } from "~/lib/brand";

export const meta: MetaFunction = () => [
  { title: pageTitle("Qui sommes-nous") },
  { name: "description", content: `L'histoire, les valeurs et la mission de ${brand.name}, maison de parfums fondée en ${brand.foundedYear}.` },
];

const VALUES = [
  ["Qualité", "Nous sélectionnons des essences rares et dosons nos parfums généreusement pour une tenue de 12h et plus."],
  ["Créativité", "De l'oud le plus profond aux notes fruitées les plus pétillantes, nous osons des accords qui surprennent."],
  // The scent's lasting power, not an environmental claim (directive (UE) 2024/825, decision 107).
  ["Durabilité", "Une tenue de 12 h et plus : des parfums dosés pour que leur sillage vous accompagne toute la journée."],
] as const;

export default function About() {
  return (
    <div className="container-shop max-w-4xl py-16">
      <p className="eyebrow">Depuis {brand.foundedYear}</p>
      <h1 className="mt-2 text-4xl md:text-5xl">Qui sommes-nous</h1>

      <section className="mt-12" aria-labelledby="histoire">
        <h2 id="histoire" className="text-3xl">Notre histoire</h2>
        <p className="mt-4 leading-relaxed text-ink/80">
          {brand.name} est née en {brand.foundedYear} d'une conviction simple : un parfum doit marquer les
          esprits. Passionnés de haute parfumerie, nous avons voulu rendre accessibles des fragrances
          d'exception, composées avec exigence et pensées pour accompagner chaque moment de la journée.
        </p>
      </section>

      <section className="mt-12" aria-labelledby="valeurs">
        <h2 id="valeurs" className="text-3xl">Nos valeurs</h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {VALUES.map(([title, text]) => (
            <li key={title} className="border-t-2 border-gold bg-white p-6">
              <h3 className="text-2xl">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink/80">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-12" aria-labelledby="mission">
        <h2 id="mission" className="text-3xl">Notre mission</h2>
        <p className="mt-4 leading-relaxed text-ink/80">
          Offrir à chacun une signature olfactive inoubliable, livrée rapidement partout en France
          métropolitaine et en express en Île-de-France, avec un conseil personnalisé sur nos réseaux.
        </p>
        <Link to="/collections" className="btn-dark mt-8">Découvrir nos collections</Link>
      </section>
    </div>
  );
}
