import { formatName, formatParam } from "../catalog/formats";
import type { Product, ProductFormat } from "../platform/schema.server";

/** A format someone waits for, with its perfume: what the emails and pages of an alert name. */
export type AwaitedFormat = { product: Pick<Product, "name" | "slug">; format: Pick<ProductFormat, "id" | "volume_ml" | "label"> };

/** The page of one request, where it is confirmed or cancelled (a GET there changes nothing). */
export const requestPath = (token: string) => `/alertes-stock/${token}`;

/** The page that stops every alert of one address, linked from the alert itself. */
export const addressPath = (emailKey: string) => `/alertes-stock/adresse/${emailKey}`;

/** The product page on the awaited format, so the link opens on the format that came back. */
export const awaitedProductPath = ({ product, format }: AwaitedFormat) => `/products/${product.slug}?format=${formatParam(format)}`;

/** "Ambre Nuit (100 ml)". */
export const awaitedName = ({ product, format }: AwaitedFormat) => `${product.name} (${formatName(format)})`;
