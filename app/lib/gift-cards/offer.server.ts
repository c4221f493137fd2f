import { getShopSettings } from "../legal/shop-settings.server";
import { parseOfferedAmounts } from "./gift-card-rules";

/** The amounts the owner offers on /carte-cadeau, in cents, smallest first. */
export async function offeredGiftCardAmounts(): Promise<number[]> {
  return parseOfferedAmounts((await getShopSettings()).gift_card_amounts);
}
