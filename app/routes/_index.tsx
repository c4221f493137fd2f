import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Hero } from "~/components/home/hero";
import { ContactBlock } from "~/components/layout/contact-block";
import { ProductGrid } from "~/components/product/product-card";
import { pageTitle } from "~/lib/brand";
import { getBestSellers } from "~/lib/catalog/catalog.server";
import { langOf, localeLink } from "~/lib/i18n/lang";
import { textsFor, textWith } from "~/lib/i18n/texts.server";
import { useLang, useText } from "~/lib/i18n/use-text";
import { demoReviewsShown } from "~/lib/legal/shop-settings.server";
import { ratingText, REVIEWS_POLICY_PATH } from "~/lib/reviews/paths";
import { homeReviews } from "~/lib/reviews/home-reviews.server";
import { listDeliveryPromises } from "~/lib/shipping/shipping-methods.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.texts.title ?? "") },
  { name: "description", content: data?.texts.desc },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langOf(new URL(request.url).pathname);
  const [bestSellers, showReviews, deliveryPromises] = await Promise.all([getBestSellers(), demoReviewsShown(), listDeliveryPromises()]);
  const reviews = await homeReviews(showReviews);
  // The spoken rating is a sentence of the page's language, written where the rating is known.
  const spoken = reviews && {
    ...reviews,
    items: reviews.items.map((r) => ({ ...r, spoken: textWith(lang, "home", "rating", { rating: ratingText(r.rating, lang) }) })),
  };
  return { bestSellers, deliveryPromises, reviews: spoken, texts: textsFor(lang, "home") };
}

function Stars({ rating, spoken }: { rating: number; spoken: string }) {
  const lang = useLang();
  return (
    // A <p> may not carry aria-label (it has no role that takes a name): the spoken rating is text.
    <p className="flex items-center gap-2">
      <span className="sr-only">{spoken}</span>
      {/* As many gold stars as the rating rounds to: a buyer's 3 is not drawn as five. */}
      <span aria-hidden="true">
        <span className="text-gold">{"★".repeat(Math.round(rating))}</span>
        <span className="text-ivory/40">{"★".repeat(5 - Math.round(rating))}</span>
      </span>
      <span aria-hidden="true" className="text-sm font-medium">
        {ratingText(rating, lang)}
      </span>
    </p>
  );
}

export default function Home() {
  const { bestSellers, reviews, deliveryPromises } = useLoaderData<typeof loader>();
  const t = useText();
  const lang = useLang();
  // What the catalogue and the settings write is French until step 5 (docs/i18n-plan.md): on an
  // English page it says so.
  const french = lang === "en" ? "fr" : undefined;
  return (
    <>
      <Hero />

      <section className="container-shop py-20" aria-labelledby="best-sellers-title">
        <div className="text-center">
          <p className="eyebrow">{t("bestEye")}</p>
          <h2 id="best-sellers-title" className="mt-2 text-4xl">{t("bestH")}</h2>
        </div>
        <div className="mx-auto mt-12 max-w-4xl" lang={french}>
          {bestSellers.length ? (
            <ProductGrid products={bestSellers} columns={2} />
          ) : (
            <p className="text-center text-ink/80">{t("bestNone")}</p>
          )}
        </div>
      </section>

      {reviews ? (
        <section className="bg-ink-soft py-20 text-ivory" aria-labelledby="reviews-title">
          <div className="container-shop">
            <h2 id="reviews-title" className="text-center text-4xl">{t("revH")}</h2>
            <p className="mx-auto mt-4 max-w-2xl text-center text-sm text-ivory/90" data-testid="reviews-statement">
              <span lang={french}>{reviews.statement}</span>{" "}
              <Link {...localeLink(lang, REVIEWS_POLICY_PATH)} className="underline underline-offset-4 hover:text-gold">
                {t("revRules")}
              </Link>
            </p>
            <ul className="mt-12 grid gap-6 md:grid-cols-3">
              {reviews.items.map((r) => (
                <li key={r.key}>
                  <figure className="h-full border border-gold/30 p-6">
                    <Stars rating={r.rating} spoken={r.spoken} />
                    <blockquote lang={french} className="mt-4 font-display text-xl italic leading-snug">« {r.comment} »</blockquote>
                    <figcaption lang={french} className="mt-4 text-xs uppercase tracking-[0.2em] text-gold">
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
          <p className="eyebrow">{t("since")}</p>
          <h2 id="about-title" className="mt-2 text-4xl">{t("houseH")}</h2>
          <p className="mt-4 leading-relaxed text-ink/80">
            {t("house")}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link {...localeLink(lang, "/about")} className="btn-outline">{t("houseAbout")}</Link>
            <Link {...localeLink(lang, "/carte-cadeau")} className="btn-outline">{t("houseGift")}</Link>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3 md:grid-cols-1">
          {/* « Durabilité » is the scent's lasting power, said at once: never a claim about the environment (decision 107). */}
          {(["v1", "v2", "v3"] as const).map((value) => (
            <li key={value} className="border-l-2 border-gold bg-white p-5">
              <h3 className="text-2xl">{t(value)}</h3>
              <p className="mt-1 text-sm text-ink/80">{t(`${value}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-ivory-dark py-20">
        <div className="container-shop" lang={french}>
          <ContactBlock deliveryPromises={deliveryPromises} />
        </div>
      </section>
    </>
  );
}
