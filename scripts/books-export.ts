import fs from "node:fs";
import { parseArgs } from "node:util";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const usage =
  "Usage : npm run books:export -- --from 2026-11-01 --to 2026-11-30 [--kind ereporting|journal] [--out fichier.csv]\n" +
  "        npm run books:export -- --kind oss|oss-registre --quarter 2027-T1 [--out fichier.csv]";
const help = `${usage}

Écrit les livres comptables de la période (jours de Paris, bornes comprises, un an au plus) en CSV :
  --from AAAA-MM-JJ   premier jour
  --to AAAA-MM-JJ     dernier jour
  --kind              ereporting (par défaut : totaux par jour et taux des ventes aux particuliers taxées en France)
                      ou journal (journal des ventes : une ligne par facture et par avoir)
                      ou oss (déclaration du guichet unique OSS du trimestre, par État membre et taux)
                      ou oss-registre (registre OSS : une ligne par facture et par avoir taxés à destination)
  --quarter AAAA-Tn   le trimestre civil des livres OSS (2027-T1 : janvier à mars 2027), à la place de --from et --to
  --out FICHIER       écrit le fichier là (sinon sur la sortie standard)
  --help              affiche cette aide
Colonnes : docs/selling-legally.md, « Books: e-reporting and the sales journal » et « The OSS books ».`;

function fail(message: string): never {
  console.error(`Erreur : ${message}\n${usage}`);
  process.exit(1);
}

let values: { from?: string; to?: string; kind?: string; quarter?: string; out?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      from: { type: "string" },
      to: { type: "string" },
      kind: { type: "string" },
      quarter: { type: "string" },
      out: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  console.log(help);
  process.exit(0);
}

// The screen's own reading of a period: the same errors, the same Paris days (decision 108).
const { bookRequestOf, isOssBook, readBookQuery } = await import("../app/lib/documents/books");
// The screen's forms send one or the other; a command given both would silently drop one.
if (values.kind && isOssBook(values.kind) && (values.from || values.to)) fail("--from et --to ne s'emploient pas avec les livres OSS : indiquez --quarter AAAA-Tn");
if (!(values.kind && isOssBook(values.kind)) && values.quarter) fail("--quarter ne s'emploie qu'avec --kind oss ou --kind oss-registre");
const asked = readBookQuery(values);
const book = bookRequestOf(asked);
if (!book) fail(Object.values(asked.errors).join(", "));

// Imported only now so a bad argument never opens the database.
const { bookFile } = await import("../app/lib/documents/books.server");
const { closeDbForTests } = await import("../app/lib/platform/db.server");
const { getConfig } = await import("../app/lib/platform/config.server");
const { migrateIfEmpty } = await import("../app/lib/platform/migrations.server");

await migrateIfEmpty(getConfig());
const file = await bookFile(book.kind, book);
closeDbForTests();
if (values.out) {
  try {
    fs.writeFileSync(values.out, file.content);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === "ENOENT" ? "ce dossier n'existe pas" : code === "EACCES" || code === "EPERM" ? "écriture refusée" : code === "EISDIR" ? "c'est un dossier" : (code ?? "erreur inconnue");
    fail(`impossible d'écrire ${values.out} (${why})`);
  }
  console.error(`${file.filename} écrit dans ${values.out}`);
} else {
  process.stdout.write(file.content);
}
