import { brand } from "../brand";
import type { ShopSettings } from "../platform/schema.server";
import { sellerIdentityLines } from "./identity";

/** The foot of every email to a customer: the seller's legal identity, or the brand's name while it is empty. */
export function legalFooter({ settings }: { settings: ShopSettings }): string[] {
  const identity = sellerIdentityLines(settings);
  return identity.length > 0 ? identity : [brand.name];
}
