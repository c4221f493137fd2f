import { servedCountries } from "../shipping/served-countries.server";
import { missingIdentityFields } from "./identity";
import { missingPackagingLabel, missingPackagingRegistrations } from "./packaging-registrations";
import { listPackagingRegistrations } from "./packaging-registrations.server";
import { getShopSettings, identityOf } from "./shop-settings.server";

/**
 * What the legal pages still lack (decision 142): the identity's empty fields, then the served
 * countries without a packaging registration (decision 165). A live shop sells nothing until the
 * list is empty; the admin shows it.
 */
export async function missingLegalFacts(): Promise<string[]> {
  const [settings, registrations, served] = await Promise.all([getShopSettings(), listPackagingRegistrations(), servedCountries()]);
  const countries = missingPackagingRegistrations(served, registrations);
  return [...missingIdentityFields(identityOf(settings)), ...(countries.length > 0 ? [missingPackagingLabel(countries)] : [])];
}
