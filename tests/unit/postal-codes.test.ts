import { describe, expect, it } from "vitest";
import { COUNTRIES, countriesByName, countryOf } from "~/lib/shipping/countries";
import { postalCodeError } from "~/lib/shipping/postal-codes";

describe("countries the shop may deliver to (decision 161)", () => {
  it("are the 27 Member States and Monaco, French VAT applying to France and Monaco only", () => {
    expect(COUNTRIES).toHaveLength(28);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(28);
    expect(COUNTRIES.filter((c) => c.frenchVat).map((c) => c.code)).toEqual(["FR", "MC"]);
    expect(countryOf("GR")).toMatchObject({ name: "Grèce", timeZone: "Europe/Athens" });
    expect(countryOf("FI").timeZone).toBe("Europe/Helsinki");
    expect(() => countryOf("EL")).toThrow();
  });

  it("are listed in French order", () => {
    const names = countriesByName().map((c) => c.name);
    expect(names.slice(0, 3)).toEqual(["Allemagne", "Autriche", "Belgique"]);
    expect(names.indexOf("Espagne")).toBeLessThan(names.indexOf("Estonie"));
  });
});

describe("postalCodeError", () => {
  it("France: 5 digits, Corsica included, overseas and Monaco refused", () => {
    expect(postalCodeError("FR", "75002")).toBeNull();
    expect(postalCodeError("FR", " 20000 ")).toBeNull();
    expect(postalCodeError("FR", "7500")).toBe("Le code postal doit comporter 5 chiffres");
    expect(postalCodeError("FR", "97100")).toBe("Nous ne livrons pas l'outre-mer");
    expect(postalCodeError("FR", "97400")).toBe("Nous ne livrons pas l'outre-mer");
    expect(postalCodeError("FR", "98800")).toBe("Nous ne livrons pas l'outre-mer");
    expect(postalCodeError("FR", "98000")).toBe("Ce code postal est celui de Monaco, pas de la France");
  });

  it("Monaco: 980 and 2 digits", () => {
    expect(postalCodeError("MC", "98000")).toBeNull();
    expect(postalCodeError("MC", "75002")).toBe("Le code postal de Monaco s'écrit 980 suivi de 2 chiffres");
  });

  it("Belgium: 4 digits, not starting with 0; no French « 75002 » check", () => {
    expect(postalCodeError("BE", "1000")).toBeNull();
    expect(postalCodeError("BE", "0999")).toBe("Le code postal belge comporte 4 chiffres");
    expect(postalCodeError("BE", "75002")).toBe("Le code postal belge comporte 4 chiffres");
  });

  it("Luxembourg: 4 digits, « L- » allowed", () => {
    expect(postalCodeError("LU", "1234")).toBeNull();
    expect(postalCodeError("LU", "l-1234")).toBeNull();
    expect(postalCodeError("LU", "12345")).toBe("Le code postal luxembourgeois comporte 4 chiffres (L-1234)");
  });

  it("Germany: 5 digits, Helgoland and Büsingen refused by name", () => {
    expect(postalCodeError("DE", "10115")).toBeNull();
    expect(postalCodeError("DE", "1011")).toBe("Le code postal allemand comporte 5 chiffres");
    expect(postalCodeError("DE", "27498")).toBe("Nous ne livrons pas Helgoland");
    expect(postalCodeError("DE", "78266")).toBe("Nous ne livrons pas Büsingen");
  });

  it("Netherlands: « 1234 AB », space optional, lower case read as upper, SA/SD/SS refused", () => {
    expect(postalCodeError("NL", "1234 AB")).toBeNull();
    expect(postalCodeError("NL", "1234ab")).toBeNull();
    const shape = "Le code postal néerlandais s'écrit 4 chiffres et 2 lettres (1234 AB)";
    expect(postalCodeError("NL", "0123 AB")).toBe(shape);
    expect(postalCodeError("NL", "1234 SS")).toBe(shape);
    expect(postalCodeError("NL", "1234 SA")).toBe(shape);
    expect(postalCodeError("NL", "1234")).toBe(shape);
  });

  it("Italy: 5 digits, Livigno, Campione d'Italia, San Marino and the Vatican refused by name", () => {
    expect(postalCodeError("IT", "00184")).toBeNull();
    expect(postalCodeError("IT", "2304")).toBe("Le code postal italien comporte 5 chiffres");
    expect(postalCodeError("IT", "23041")).toBe("Nous ne livrons pas Livigno");
    expect(postalCodeError("IT", "22061")).toBe("Nous ne livrons pas Campione d'Italia");
    expect(postalCodeError("IT", "47890")).toBe("Nous ne livrons pas Saint-Marin");
    expect(postalCodeError("IT", "47899")).toBe("Nous ne livrons pas Saint-Marin");
    expect(postalCodeError("IT", "00120")).toBe("Nous ne livrons pas le Vatican");
  });

  it("Spain: province 01 to 52, the Canary Islands, Ceuta and Melilla refused by name", () => {
    expect(postalCodeError("ES", "28001")).toBeNull();
    expect(postalCodeError("ES", "07001")).toBeNull();
    const shape = "Le code postal espagnol comporte 5 chiffres, dont la province de 01 à 52";
    expect(postalCodeError("ES", "00001")).toBe(shape);
    expect(postalCodeError("ES", "53001")).toBe(shape);
    expect(postalCodeError("ES", "35001")).toBe("Nous ne livrons pas les îles Canaries");
    expect(postalCodeError("ES", "38001")).toBe("Nous ne livrons pas les îles Canaries");
    expect(postalCodeError("ES", "51001")).toBe("Nous ne livrons pas Ceuta");
    expect(postalCodeError("ES", "52001")).toBe("Nous ne livrons pas Melilla");
  });

  it("a country without a rule yet is refused", () => {
    expect(postalCodeError("PT", "1000-001")).toBe("Nous ne livrons pas encore ce pays");
  });
});
