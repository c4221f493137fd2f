import type { ProductFormat } from "../platform/schema.server";

type Named = Pick<ProductFormat, "volume_ml" | "label">;

/** The size a format's fields say, as the perfume form shows it: "100 ml", a label, or nothing. */
export function sizeText(f: Named): string {
  if (f.label) return f.label;
  return f.volume_ml ? `${f.volume_ml} ml` : "";
}

/** "100 ml", or the label of a format that is not a volume ("Recharge", "Coffret"). */
export function formatName(f: Named): string {
  return sizeText(f) || "Format unique";
}

/** What `?format=` names in a product's address: "100ml" for a volume, the format's id otherwise. */
export function formatParam(f: Named & Pick<ProductFormat, "id">): string {
  return !f.label && f.volume_ml ? `${f.volume_ml}ml` : String(f.id);
}

/** A listing's price: "À partir de 15,00 €" when the active formats differ in price, else the price. */
export function fromPriceText(fromCents: number | null, priceCount: number, format: (cents: number) => string): string | null {
  if (fromCents == null) return null;
  return priceCount > 1 ? `À partir de ${format(fromCents)}` : format(fromCents);
}
