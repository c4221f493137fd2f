import type { ShopFormat } from "~/lib/catalog/catalog.server";
import { formatName } from "~/lib/catalog/formats";
import { isInStock } from "~/lib/catalog/product-rules";
import { formatPrice, pricePer100MlText } from "~/lib/format/money";
import { CartForm } from "../cart/cart-form";

/**
 * The formats as radio buttons inside the add-to-cart form, so the choice is posted without
 * JavaScript; with it, `onChoose` lets the page show the chosen format's price and stock at once.
 * A format out of stock is listed but cannot be chosen.
 */
export function AddToCartForm({
  productId,
  formats,
  selected,
  onChoose,
}: {
  productId: number;
  formats: ShopFormat[];
  selected: ShopFormat | undefined;
  onChoose: (format: ShopFormat) => void;
}) {
  return (
    <CartForm intent="add" productId={productId} className="space-y-5">
      {(pending) => (
        <>
          {formats.length > 1 ? (
            <fieldset>
              <legend className="eyebrow">Format</legend>
              <div className="mt-3 flex flex-wrap gap-2">
                {formats.map((f) => {
                  const available = isInStock(f);
                  return (
                    <label
                      key={f.id}
                      className={`flex cursor-pointer items-center gap-2 border px-4 py-3 text-sm has-[:checked]:border-ink has-[:checked]:bg-ink/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-dark ${available ? "border-ink/20" : "cursor-not-allowed border-dashed border-ink/20 text-ink/80"}`}
                    >
                      <input
                        type="radio"
                        name="formatId"
                        value={f.id}
                        checked={f.id === selected?.id}
                        disabled={!available}
                        onChange={() => onChoose(f)}
                        className="accent-ink"
                      />
                      <span>
                        <span className="font-medium">{formatName(f)}</span>
                        <span className="ml-2 tabular-nums">{f.price_cents != null ? formatPrice(f.price_cents) : "Bientôt disponible"}</span>
                        {f.price_cents != null && f.volume_ml ? (
                          <span className="ml-2 text-xs tabular-nums text-ink/80" data-testid="format-unit-price">
                            {`(${pricePer100MlText(f.price_cents, f.volume_ml)})`}
                          </span>
                        ) : null}
                        {!available ? <span className="ml-2 text-xs">(en rupture de stock)</span> : null}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ) : selected ? (
            <input type="hidden" name="formatId" value={selected.id} />
          ) : null}
          <button type="submit" className="btn-dark w-full sm:w-auto" disabled={!selected || !isInStock(selected) || pending}>
            {pending ? "Ajout en cours..." : "Ajouter au panier"}
          </button>
        </>
      )}
    </CartForm>
  );
}
