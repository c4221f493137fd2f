import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { AddToCartForm } from "~/components/product/add-to-cart-form";
import { BackInStockForm } from "~/components/product/back-in-stock-form";
import { CompositionSection } from "~/components/product/composition-section";
import { Gallery } from "~/components/product/gallery";
import { LegalGuaranteeNotice } from "~/components/legal/legal-guarantee-notice";
import { ProductJsonLd } from "~/components/product/product-json-ld";
import { AddedToCart } from "~/components/product/added-to-cart";
import { DeliveryAndReturns, ReassuranceLine } from "~/components/product/reassurance";
import { ProductReviews } from "~/components/reviews/product-reviews";
import { brand, pageTitle } from "~/lib/brand";
import { getProduct } from "~/lib/catalog/catalog.server";
import { listPhotos } from "~/lib/catalog/photos.server";
import { DiscoverySetNotice } from "~/components/product/discovery-set";
import { chosenFormat } from "~/lib/catalog/chosen-format.server";
import { formatName, formatParam } from "~/lib/catalog/formats";
import { illustrationFor } from "~/lib/catalog/format-illustration";
import { addedLine } from "~/lib/cart/added";
import { purchaseReassurance } from "~/lib/use-cases/purchase-reassurance.server";
import { useRootData } from "~/root";
import { useHydrated } from "~/lib/platform/use-hydrated";
import { noticeFileUrl } from "./__guarantee-notice.server";
import { isInStock, isPurchasable, purchaseRefusal } from "~/lib/catalog/product-rules";
import { CONCENTRATIONS } from "~/lib/catalog/product-facts";
import { NOTE_TIERS, noteTags, OLFACTORY_FAMILIES, type OlfactoryFamily } from "~/lib/catalog/olfactory";
import { postedLang } from "~/lib/i18n/posted-lang.server";
import { guaranteeArtworkUrl } from "~/lib/legal/guarantee-artwork.server";
import { responsiblePerson } from "~/lib/legal/identity";
import { getShopSettings, identityOf } from "~/lib/legal/shop-settings.server";
import { formatPrice, pricePer100MlText } from "~/lib/format/money";
import { readForm } from "~/lib/platform/request-body.server";
import { currentClient } from "~/lib/platform/request-context.server";
import { productReviews } from "~/lib/reviews/reviews.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { stockAlertSchema } from "~/lib/stock-alerts/alert-schema";
import { ASKED, askStockAlert, NOT_AWAITABLE } from "~/lib/stock-alerts/requests.server";

export async function loader({ params, request }: LoaderFunctionArgs) {
  try {
    const product = await getProduct(params.id ?? "");
    const query = new URL(request.url).searchParams;
    // `?format=100ml` names the format shown first, so a format can be linked and shared.
    const chosenId = product ? (chosenFormat(product.formats, query.get("format"))?.id ?? null) : null;
    // `?avis=2`: the reviews' own pages; in the loader data, so the render cache keys on the page shown.
    const reviews = product ? await productReviews(product.id, Math.max(1, Math.trunc(Number(query.get("avis"))) || 1)) : null;
    const photos = product ? (await listPhotos(product.id)).map(({ url, alt }) => ({ url, alt })) : [];
    // In the loader data, so the render cache (keyed on it, decision 040) sees a change of person.
    const responsible = product ? responsiblePerson(identityOf(await getShopSettings())) : null;
    // The official artwork of the guarantee notice once uploaded, else null and its reproduction (decision 141).
    const guaranteeArtwork = product ? await guaranteeArtworkUrl("fr") : null;
    // Its reproduction as a file rendered once, not 15 KB of markup in every page (decision 151).
    const noticeUrl = guaranteeArtwork ? null : noticeFileUrl("fr");
    const reassurance = product ? await purchaseReassurance() : null;
    return data({ product, chosenId, photos, responsible, reviews, guaranteeArtwork, noticeUrl, reassurance, loadError: false }, { status: product ? 200 : 404 });
  } catch (error) {
    console.error("Lecture du produit impossible", error);
    return data(
      { product: null, chosenId: null, photos: [], responsible: null, reviews: null, guaranteeArtwork: null, noticeUrl: null, reassurance: null, loadError: true },
      { status: 500 },
    );
  }
}

/**
 * « Me prévenir du retour » (decision 095): a request for one of this perfume's formats out of
 * stock, its emails in the language of the page it was made on (decision 169).
 */
export async function action({ params, request }: ActionFunctionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: stockAlertSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const product = await getProduct(params.id ?? "");
  const format = product?.formats.find((f) => f.id === submission.value.formatId);
  if (!product || !format) return data(submission.reply({ fieldErrors: { formatId: [NOT_AWAITABLE] } }), { status: 400 });
  const asked = await askStockAlert({ ...submission.value, lang: postedLang(request) }, currentClient());
  if (!asked.ok && asked.reason === "limited") return data(submission.reply({ formErrors: [asked.message] }), { status: 429 });
  if (!asked.ok) return data(submission.reply({ fieldErrors: { formatId: [NOT_AWAITABLE] } }), { status: 400 });
  return redirectWithToast(request, `/products/${product.slug}?format=${formatParam(format)}`, {
    title: "Alerte demandée",
    description: ASKED,
    type: "success",
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const product = data?.product;
  if (!product) return [{ title: pageTitle("Produit non trouvé") }];
  return [
    { title: pageTitle(product.name) },
    { name: "description", content: product.short_description || `${product.name}, un parfum ${brand.name}.` },
  ];
};

/** Each family leads to the perfumes that share it. */
function Families({ families }: { families: OlfactoryFamily[] }) {
  return (
    <div className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-2">
      <h3 className="eyebrow">{families.length > 1 ? "Familles olfactives" : "Famille olfactive"}</h3>
      <ul className="flex flex-wrap gap-2">
        {families.map((family) => (
          <li key={family}>
            <Link to={`/collections?famille=${family}`} className="inline-block border border-ink/20 px-3 py-1 text-sm hover:border-gold-dark hover:text-gold-dark">
              {OLFACTORY_FAMILIES[family]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

type NotesProduct = { families: OlfactoryFamily[]; top_notes: string | null; heart_notes: string | null; base_notes: string | null };

function Notes({ product }: { product: NotesProduct }) {
  const tiers = [
    ["top", product.top_notes],
    ["heart", product.heart_notes],
    ["base", product.base_notes],
  ] as const;
  return (
    <section aria-labelledby="notes-title" className="border-t border-ink/10 pt-6">
      <h2 id="notes-title" className="text-2xl">Pyramide olfactive</h2>
      {product.families.length ? <Families families={product.families} /> : null}
      {/* SPEC.md: the pyramid shows only when the perfume has top notes. */}
      {product.top_notes ? (
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          {tiers.map(([tier, value]) => {
            const tags = noteTags(value);
            return tags.length ? (
              <div key={tier} className="bg-white p-4 ring-1 ring-ink/5">
                <dt className="eyebrow">{NOTE_TIERS[tier]}</dt>
                <dd className="mt-2 text-sm">{tags.join(", ")}</dd>
              </div>
            ) : null;
          })}
        </dl>
      ) : null}
    </section>
  );
}

export default function ProductPage() {
  const { product, chosenId, photos, responsible, reviews, guaranteeArtwork, noticeUrl, reassurance, loadError } = useLoaderData<typeof loader>();
  const toast = useRootData()?.toast;
  const added = addedLine(toast);
  const hydrated = useHydrated();
  const alertResult = useActionData<typeof action>();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  // With JavaScript the choice shows at once; the address follows it so it can be shared.
  const [pickedId, setPickedId] = useState<number | null>(null);

  if (!product || !responsible || !reviews || !reassurance) {
    return (
      <section className="container-shop py-24 text-center">
        <h1 className="text-4xl">Produit non trouvé</h1>
        {loadError ? <p role="alert" className="mt-4 text-red-800">Impossible de charger le produit</p> : null}
        <Link to="/collections" className="btn-dark mt-8">
          Retour aux collections
        </Link>
      </section>
    );
  }

  const selected = product.formats.find((f) => f.id === pickedId) ?? product.formats.find((f) => f.id === chosenId);
  const available = selected ? isPurchasable(selected) : false;
  const inStock = selected ? isInStock(selected) : false;
  const awaitable = product.formats.filter((f) => purchaseRefusal(f) === "out-of-stock");
  const story = product.full_description || product.short_description;
  const choose = (format: NonNullable<typeof selected>) => {
    setPickedId(format.id);
    // Other parameters (the gallery's ?photo=) stay as they were.
    setSearchParams(
      (params) => {
        params.set("format", formatParam(format));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return (
    <article className="container-shop py-12 md:py-16">
      <ProductJsonLd product={product} shownId={chosenId} responsible={responsible} reviews={reviews} />
      <Link
        to="/collections"
        onClick={(e) => {
          if (window.history.length > 1) {
            e.preventDefault();
            navigate(-1);
          }
        }}
        className="text-xs uppercase tracking-[0.2em] text-ink/80 hover:text-gold-dark"
      >
        ← Retour
      </Link>
      {/* Without JavaScript the page comes back scrolled to its top, where the shopper reads it first. */}
      {hydrated || !added ? null : (
        <div className="mt-6">
          <AddedToCart line={added} serial={toast} />
        </div>
      )}
      <div className="mt-6 grid gap-10 md:grid-cols-2 md:gap-16">
        <Gallery
          photos={[
            ...(product.image_url
              ? [
                  {
                    url: illustrationFor(product.image_url, selected?.volume_ml),
                    alt: `Flacon du parfum ${product.name}${selected?.volume_ml ? `, ${formatName(selected)}` : ""}`,
                  },
                ]
              : []),
            ...photos,
          ]}
        />
        <div className="flex flex-col gap-6">
          <div>
            <p className="eyebrow">{CONCENTRATIONS[product.concentration]}</p>
            <h1 className="mt-2 text-4xl md:text-5xl">{product.name}</h1>
            <p className="mt-4 flex items-baseline gap-4">
              <span className="text-2xl tabular-nums" data-testid="product-price">
                {selected?.price_cents != null ? formatPrice(selected.price_cents) : "Bientôt disponible"}
                {selected?.price_cents != null ? <span className="ml-2 text-sm tracking-[0.2em] text-ink/80">TTC</span> : null}
              </span>
              {selected ? <span className="text-sm uppercase tracking-[0.2em] text-ink/80">{formatName(selected)}</span> : null}
            </p>
            {selected?.price_cents != null && selected.volume_ml ? (
              <p className="mt-1 text-sm tabular-nums text-ink/80" data-testid="product-unit-price">
                {`soit ${pricePer100MlText(selected.price_cents, selected.volume_ml)}`}
              </p>
            ) : null}
            {selected?.reduction ? (
              <p className="mt-2 text-sm text-ink/80" data-testid="product-reduction">
                <span className="font-semibold text-red-900">−{selected.reduction.percent} %</span> par rapport au prix de référence de{" "}
                <del>{formatPrice(selected.reduction.referenceCents)}</del>, le plus bas pratiqué dans les 30 jours précédant la réduction.
              </p>
            ) : null}
          </div>
          {!inStock ? (
            <p className="border border-red-800/30 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">En rupture de stock</p>
          ) : null}
          {selected ? <DiscoverySetNotice format={selected} /> : null}
          {/* A perfume without a price keeps its button: the server answers with SPEC.md's message. */}
          <AddToCartForm productId={product.id} formats={product.formats} selected={selected} onChoose={choose} />
          {hydrated ? <AddedToCart line={added} serial={toast} /> : null}
          {!available && inStock ? (
            <p className="text-sm text-ink/80">Ce parfum sera bientôt disponible à l'achat.</p>
          ) : null}
          {awaitable.length ? (
            <BackInStockForm productId={product.id} awaitable={awaitable} selectedId={selected?.id} lastResult={alertResult} />
          ) : null}
          <ReassuranceLine facts={reassurance} />
        </div>
      </div>
      <div className="mt-14 space-y-10">
        {story ? (
          <section aria-labelledby="story-title" className="border-t border-ink/10 pt-6">
            <h2 id="story-title" className="text-2xl">L'histoire</h2>
            <p className="mt-4 max-w-3xl leading-relaxed text-ink/90">{story}</p>
          </section>
        ) : null}
        {product.top_notes || product.families.length ? <Notes product={product} /> : null}
        {product.usage_tips ? (
          <section aria-labelledby="tips-title" className="border-t border-ink/10 pt-6">
            <h2 id="tips-title" className="text-2xl">Conseils d'utilisation</h2>
            <p className="mt-4 max-w-3xl leading-relaxed text-ink/90">{product.usage_tips}</p>
          </section>
        ) : null}
        <CompositionSection product={product} responsible={responsible} />
        <DeliveryAndReturns facts={reassurance} notice={<LegalGuaranteeNotice artworkUrl={guaranteeArtwork} reproductionUrl={noticeUrl} />} />
        <ProductReviews reviews={reviews} query={searchParams.toString()} />
      </div>
    </article>
  );
}
