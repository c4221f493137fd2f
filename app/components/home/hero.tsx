import { Link } from "@remix-run/react";
import { brand } from "~/lib/brand";
import { localeLink } from "~/lib/i18n/lang";
import { useLang, useText } from "~/lib/i18n/use-text";
import logo from "~/assets/logo.svg";

/**
 * Where each faded bottle floats: below the badges on phones and tablets (a band the hero keeps
 * free), in the margins beside the text from 1280 px. Never behind a line of text.
 */
const BOTTLES = [
  { slug: "minuit-profond", place: "left-[4%] xl:left-[3%] xl:top-[12%]" },
  { slug: "rose-merveilleuse", place: "inset-x-0 mx-auto xl:inset-x-auto xl:right-[3%] xl:top-[8%] xl:mx-0" },
  { slug: "el-jedha", place: "right-[4%] xl:right-auto xl:left-[2%] xl:top-[46%]" },
];

const TRUST_BADGES = ["trust1", "trust2", "trust3"] as const;

export function Hero() {
  const t = useText();
  const collections = localeLink(useLang(), "/collections");
  return (
    <section className="relative overflow-hidden bg-ink text-ivory">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        {BOTTLES.map(({ slug, place }, i) => (
          <img
            key={slug}
            src={`/images/perfumes/${slug}.svg`}
            alt=""
            width={600}
            height={600}
            // The illustrations are squares with their own background: a radial mask fades their
            // edges into the hero's black.
            className={`absolute bottom-2 w-28 animate-float opacity-20 [-webkit-mask-image:radial-gradient(closest-side,#000_25%,transparent_72%)] [mask-image:radial-gradient(closest-side,#000_25%,transparent_72%)] motion-reduce:animate-none sm:w-36 xl:bottom-auto xl:w-64 ${place}`}
            style={{ animationDelay: `${i * 3}s` }}
          />
        ))}
      </div>
      <div className="container-shop relative flex flex-col items-center pb-44 pt-24 text-center sm:pb-52 md:pt-32 xl:pb-32">
        <img src={logo} alt={brand.name} width={360} height={80} className="h-16 w-auto md:h-20" />
        <p className="mt-8 inline-block border border-gold/60 px-4 py-1 text-xs uppercase tracking-[0.25em] text-gold">
          {t("badge")}
        </p>
        <h1 className="mt-6 max-w-3xl text-5xl leading-tight md:text-7xl">{t("h1")}</h1>
        <ul className="mt-6 space-y-1 text-lg text-ivory/80">
          <li>{t("line1")}</li>
          <li>{t("line2")}</li>
          <li>{t("line3")}</li>
        </ul>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <Link {...collections} className="btn-gold">{t("discover")}</Link>
          <Link {...collections} className="btn border border-gold text-gold hover:bg-gold hover:text-ink">{t("best")}</Link>
        </div>
        <ul className="mt-14 grid w-full max-w-2xl grid-cols-3 gap-4 text-xs uppercase tracking-[0.2em] text-ivory/90">
          {TRUST_BADGES.map((b) => (
            <li key={b} className="border-t border-gold/50 pt-4">{t(b)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
