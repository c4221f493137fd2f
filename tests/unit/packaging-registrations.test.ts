import { describe, expect, it } from "vitest";
import { missingPackagingLabel, missingPackagingRegistrations } from "~/lib/legal/packaging-registrations";

// Decision 165: which served countries the admin names as lacking a packaging registration.
describe("missingPackagingRegistrations", () => {
  it("names every served country without a row, in the order served, and none registered or not served", () => {
    const missing = missingPackagingRegistrations(["FR", "DE", "BE", "LU"], [{ country: "DE" }, { country: "IT" }, { country: "LU" }]);
    expect(missing).toEqual(["FR", "BE"]);
    expect(missingPackagingLabel(missing)).toBe("Identifiant d'emballages manquant pour : France, Belgique");
  });

  it("names nothing when each served country has its row", () => {
    expect(missingPackagingRegistrations(["FR"], [{ country: "FR" }])).toEqual([]);
  });
});
