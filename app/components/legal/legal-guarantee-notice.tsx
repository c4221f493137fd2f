import { useId } from "react";
import { publicImageUrl } from "~/lib/catalog/product-image";
import { useUploadsBase } from "~/components/product/use-uploads-base";
import { GUARANTEE_NOTICE, type NoticeLanguage, type NoticeWording } from "~/lib/legal/guarantee-notice";

const BLUE = "#034ea2";
const YELLOW = "#fff200";
const GREY = "#f1f1f2";

/** The QR code of the notice's address (qrencode -l M, 29 modules): dark runs of each row. */
const QR_PATH = "M0 0h7v1h-7zM8 0h2v1h-2zM13 0h2v1h-2zM17 0h2v1h-2zM22 0h7v1h-7zM0 1h1v1h-1zM6 1h1v1h-1zM8 1h1v1h-1zM10 1h2v1h-2zM13 1h1v1h-1zM16 1h1v1h-1zM19 1h2v1h-2zM22 1h1v1h-1zM28 1h1v1h-1zM0 2h1v1h-1zM2 2h3v1h-3zM6 2h1v1h-1zM8 2h1v1h-1zM11 2h1v1h-1zM13 2h4v1h-4zM22 2h1v1h-1zM24 2h3v1h-3zM28 2h1v1h-1zM0 3h1v1h-1zM2 3h3v1h-3zM6 3h1v1h-1zM10 3h4v1h-4zM15 3h3v1h-3zM22 3h1v1h-1zM24 3h3v1h-3zM28 3h1v1h-1zM0 4h1v1h-1zM2 4h3v1h-3zM6 4h1v1h-1zM8 4h5v1h-5zM16 4h2v1h-2zM19 4h1v1h-1zM22 4h1v1h-1zM24 4h3v1h-3zM28 4h1v1h-1zM0 5h1v1h-1zM6 5h1v1h-1zM13 5h1v1h-1zM16 5h2v1h-2zM20 5h1v1h-1zM22 5h1v1h-1zM28 5h1v1h-1zM0 6h7v1h-7zM8 6h1v1h-1zM10 6h1v1h-1zM12 6h1v1h-1zM14 6h1v1h-1zM16 6h1v1h-1zM18 6h1v1h-1zM20 6h1v1h-1zM22 6h7v1h-7zM11 7h3v1h-3zM16 7h1v1h-1zM19 7h1v1h-1zM0 8h1v1h-1zM3 8h6v1h-6zM10 8h1v1h-1zM13 8h1v1h-1zM15 8h1v1h-1zM17 8h1v1h-1zM19 8h3v1h-3zM24 8h1v1h-1zM26 8h3v1h-3zM0 9h1v1h-1zM2 9h3v1h-3zM9 9h1v1h-1zM11 9h5v1h-5zM19 9h1v1h-1zM21 9h1v1h-1zM23 9h2v1h-2zM26 9h2v1h-2zM0 10h7v1h-7zM8 10h1v1h-1zM11 10h1v1h-1zM13 10h1v1h-1zM15 10h1v1h-1zM18 10h1v1h-1zM21 10h1v1h-1zM26 10h1v1h-1zM1 11h1v1h-1zM7 11h3v1h-3zM12 11h2v1h-2zM15 11h1v1h-1zM17 11h4v1h-4zM22 11h1v1h-1zM25 11h1v1h-1zM28 11h1v1h-1zM0 12h1v1h-1zM2 12h1v1h-1zM5 12h3v1h-3zM9 12h1v1h-1zM11 12h1v1h-1zM13 12h1v1h-1zM16 12h1v1h-1zM20 12h1v1h-1zM22 12h2v1h-2zM28 12h1v1h-1zM0 13h2v1h-2zM4 13h2v1h-2zM9 13h1v1h-1zM11 13h1v1h-1zM13 13h6v1h-6zM22 13h7v1h-7zM2 14h8v1h-8zM13 14h1v1h-1zM15 14h1v1h-1zM17 14h1v1h-1zM19 14h4v1h-4zM26 14h1v1h-1zM28 14h1v1h-1zM0 15h2v1h-2zM3 15h3v1h-3zM9 15h1v1h-1zM11 15h2v1h-2zM16 15h1v1h-1zM20 15h3v1h-3zM24 15h1v1h-1zM26 15h1v1h-1zM28 15h1v1h-1zM4 16h1v1h-1zM6 16h6v1h-6zM14 16h2v1h-2zM19 16h1v1h-1zM21 16h1v1h-1zM25 16h1v1h-1zM0 17h2v1h-2zM4 17h2v1h-2zM7 17h1v1h-1zM9 17h3v1h-3zM13 17h3v1h-3zM17 17h1v1h-1zM19 17h2v1h-2zM24 17h1v1h-1zM26 17h2v1h-2zM0 18h2v1h-2zM3 18h1v1h-1zM5 18h3v1h-3zM9 18h1v1h-1zM12 18h1v1h-1zM15 18h5v1h-5zM24 18h2v1h-2zM28 18h1v1h-1zM0 19h3v1h-3zM8 19h2v1h-2zM11 19h1v1h-1zM14 19h2v1h-2zM18 19h1v1h-1zM22 19h5v1h-5zM0 20h2v1h-2zM5 20h2v1h-2zM10 20h6v1h-6zM17 20h1v1h-1zM20 20h8v1h-8zM8 21h3v1h-3zM12 21h1v1h-1zM14 21h2v1h-2zM18 21h1v1h-1zM20 21h1v1h-1zM24 21h2v1h-2zM0 22h7v1h-7zM8 22h1v1h-1zM10 22h1v1h-1zM14 22h4v1h-4zM19 22h2v1h-2zM22 22h1v1h-1zM24 22h2v1h-2zM0 23h1v1h-1zM6 23h1v1h-1zM8 23h1v1h-1zM10 23h1v1h-1zM12 23h1v1h-1zM14 23h1v1h-1zM16 23h2v1h-2zM20 23h1v1h-1zM24 23h1v1h-1zM0 24h1v1h-1zM2 24h3v1h-3zM6 24h1v1h-1zM8 24h4v1h-4zM13 24h4v1h-4zM18 24h8v1h-8zM28 24h1v1h-1zM0 25h1v1h-1zM2 25h3v1h-3zM6 25h1v1h-1zM8 25h2v1h-2zM12 25h1v1h-1zM15 25h4v1h-4zM20 25h2v1h-2zM23 25h1v1h-1zM28 25h1v1h-1zM0 26h1v1h-1zM2 26h3v1h-3zM6 26h1v1h-1zM9 26h2v1h-2zM13 26h1v1h-1zM15 26h1v1h-1zM17 26h1v1h-1zM21 26h1v1h-1zM23 26h2v1h-2zM26 26h3v1h-3zM0 27h1v1h-1zM6 27h1v1h-1zM10 27h1v1h-1zM15 27h1v1h-1zM19 27h1v1h-1zM21 27h6v1h-6zM28 27h1v1h-1zM0 28h7v1h-7zM8 28h2v1h-2zM13 28h1v1h-1zM15 28h1v1h-1zM19 28h2v1h-2zM24 28h1v1h-1z";

/**
 * The pennant, its twelve stars and its shield, as the official file draws them: each path in its
 * own frame, placed by [x, y] with the y axis pointing up.
 */
const PENNANT: [number, number, string] = [
  35.7318,
  -0.99975588,
  "M0 0V-120.68C0-126 2.809-130.701 6.93-132.279L49.122-148.435C51.189-149.226 53.4-149.241 55.474-148.478L97.551-132.995C101.724-131.459 104.585-126.727 104.585-121.357V0Z",
];
const STARS: [number, number, string][] = [
  [84.0297, 46.64734, "M0 0 3.996 2.916 7.992 0 6.471 4.716 10.53 7.632H5.527L3.996 12.405 2.465 7.627-2.535 7.632 1.521 4.716Z"],
  [63.3511, 52.203004, "M0 0 3.996 2.916 7.989 0 6.471 4.716 10.527 7.632H5.524L3.993 12.41 2.462 7.627-2.538 7.632 1.518 4.716Z"],
  [52.2163, 54.957338, "M0 0-1.531-4.784-6.531-4.778-2.475-7.695-3.996-12.41 0-9.494 3.996-12.41 2.475-7.695 6.531-4.778H1.531Z"],
  [46.6658, 85.104129, "M0 0 3.993-2.916 2.475 1.8 6.531 4.716H1.531L0 9.494-1.531 4.705-6.534 4.716-2.475 1.8-3.996-2.916Z"],
  [53.7473, 101.10321, "M0 0-1.531 4.778-3.062-.005-8.062 0-4.006-2.916-5.527-7.632-1.531-4.711 2.465-7.632 .944-2.916 5 0Z"],
  [68.9067, 116.262699, "M0 0-1.531 4.773-3.06-.005-8.062 0-4.006-2.916-5.524-7.632-1.528-4.716 2.465-7.632 .947-2.916 5.003 0Z"],
  [89.5592, 121.75574, "M0 0-1.531 4.778-3.06-.005-8.062 0-4.006-2.916-5.524-7.632-1.528-4.716 2.465-7.632 .944-2.916 5.003 0Z"],
  [110.2115, 116.262699, "M0 0-1.528 4.773-3.062-.005-8.059 0-4.006-2.916-5.524-7.632-1.528-4.716 2.468-7.632 .944-2.916 5.003 0Z"],
  [125.3762, 101.10321, "M0 0-1.534 4.778-3.067-.005-8.065 0-4.006-2.916-5.53-7.632-1.534-4.711 2.462-7.632 .939-2.916 4.998 0Z"],
  [135.8668, 80.33081, "M0 0H-5.003L-6.536 4.778-8.065-.005-13.068 0-9.009-2.916-10.527-7.632-6.536-4.711-2.54-7.632-4.058-2.916Z"],
  [119.8467, 67.30499, "M0 0 3.996 2.916 7.992 0 6.469 4.716 10.527 7.627H5.53L3.996 12.405 2.462 7.621-2.535 7.627 1.523 4.716Z"],
  [108.7406, 39.798036, "M0 0-1.528-4.784-6.531-4.773-2.478-7.694-3.996-12.41 .005-9.489 3.996-12.41 2.478-7.694 6.536-4.773H1.528Z"],
];
const SHIELD: [number, number, string] = [
  77.228,
  102.356998,
  "M0 0C-7.006 4.95-11.492 12.721-12.275 21.263L-13.483 34.429-1.993 39.729C1.487 41.334 5.218 42.394 9.043 42.616 13.928 42.899 18.663 42.005 23.075 39.969L35.086 34.429 34.591 29.041 31.516 29.323 31.804 32.438 22.152 36.992C21.848 37.13 21.663 37.22 21.425 37.326 17.578 39.034 13.464 39.779 9.223 39.532 5.802 39.333 2.464 38.384-.648 36.948L-10.194 32.546-9.201 21.54C-8.497 13.889-4.494 6.957 1.782 2.521L10.898-3.922 19.821 2.52C25.165 6.296 28.884 11.888 30.292 18.266L30.658 19.856H10.802V22.943H34.032L33.878 21.258C33.094 12.719 28.61 4.951 21.607 .003L10.801-7.632Z",
];
const upward = (x: number, y: number) => `matrix(1 0 0 -1 ${x} ${y})`;

/** The tick beside the notice's lists (two strokes over a disc), its frame centred on the disc. */
const TICK_STROKES: [number, number, string][] = [
  [
    3.084,
    3.784,
    "M0 0C0 0-.705-.801-.946-1.054-1.113-1.231-1.326-1.541-1.593-1.676-2.28-2.025-2.41-2.009-3.094-1.837-3.385-1.764-3.652-1.551-3.876-1.352L-8.447 2.707C-9.001 3.198-8.631 4.109-7.89 4.081L-5.024 3.971C-4.674 3.957-4.341 3.818-4.085 3.58Z",
  ],
  [-1.804, 4.082, "M0 0 1.378-1.233C2.181-1.805 3.147-1.82 3.854-1.041L12.01 8.098C12.48 8.625 12.138 9.464 11.417 9.551L10.054 9.716C9.431 9.791 8.816 9.569 8.402 9.12Z"],
];

function Tick({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="6.335" fill="#000" />
      {TICK_STROKES.map(([tx, ty, d]) => (
        <path key={d} d={d} transform={upward(tx, ty)} fill="#fff" stroke="#000" strokeWidth=".5" />
      ))}
    </g>
  );
}

type Lines = NoticeWording["headline"];

/** Lines of text set as the artwork sets them: from (x, y), one every `step`, bold runs in bold. */
function TextLines({ lines, x, y, step, size, fill = "#000" }: { lines: Lines; x: number; y: number; step: number; size: number; fill?: string }) {
  return (
    <text fontSize={size} fill={fill}>
      {lines.map((line, i) => (
        <tspan key={i} x={x} y={y + i * step}>
          {line.map((run, j) => (
            <tspan key={j} fontWeight={run.bold ? 700 : undefined}>
              {run.text}
            </tspan>
          ))}
        </tspan>
      ))}
    </text>
  );
}

/**
 * The notice of annex I of Regulation (EU) 2025/1960 drawn again from its official French file:
 * its colours, places and line breaks (page units, A4 in points, cut below its last line), its
 * text as real text. Only the QR code is ours (the same address); decision 141. The same markup is
 * the file product pages show through <img> (decision 151), hence its namespace.
 */
export function NoticeReproduction({ wording, titleId }: { wording: NoticeWording; titleId: string }) {
  const w = wording;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 595.28 808"
      className="block h-auto w-full bg-white"
      aria-labelledby={titleId}
      fontFamily="Arial, 'Liberation Sans', Helvetica, sans-serif"
    >
      <title id={titleId}>{`${w.title.join(" ")} — ${w.paragraphs[1]}`}</title>
      <rect width="595.28" height="808" fill="#fff" />
      <rect width="595.28" height="127.56" fill={BLUE} />
      <path d={PENNANT[2]} transform={upward(PENNANT[0], PENNANT[1])} fill={BLUE} stroke="#fff" strokeWidth="2" />
      {STARS.map(([x, y, d]) => (
        <path key={d} d={d} transform={upward(x, y)} fill={YELLOW} />
      ))}
      <path d={SHIELD[2]} transform={upward(SHIELD[0], SHIELD[1])} fill="#fff" />
      <text fill="#fff" fontSize="43" fontWeight="700">
        <tspan x="187" y="69.66">{w.title[0]}</tspan>
        <tspan x="187" y="114.66">{w.title[1]}</tspan>
      </text>

      <rect x="36.36" y="170.55" width="284.32" height="102.05" fill="none" stroke={BLUE} />
      <TextLines lines={w.headline} x={39.7} y={192.29} step={24} size={19} fill={BLUE} />

      <TextLines lines={w.rights.intro} x={36.36} y={297.81} step={17} size={13} />
      {w.rights.cases.map((lines, i) => (
        <TextLines key={i} lines={lines} x={64.96} y={352.48 + i * 17.83} step={15} size={13} />
      ))}
      <Tick x={43.2} y={347.66} />
      <Tick x={42.35} y={365.79} />
      <TextLines lines={w.rights.sellers} x={36.36} y={390.98} step={15} size={13} />
      {w.rights.remedies.map((lines, i) => (
        <TextLines key={i} lines={lines} x={64.96} y={486.65 + i * 32.83} step={15} size={13} />
      ))}
      <Tick x={43.2} y={483.15} />
      <Tick x={42.35} y={516.29} />

      <rect x="356.93" y="170.55" width="201.26" height="381.12" fill={GREY} />
      <TextLines lines={w.aside.longer} x={365.43} y={191.65} step={15} size={13} />
      <TextLines lines={w.aside.more} x={365.43} y={305.15} step={15} size={13} />
      <a href={w.url}>
        <rect x="398.6" y="375.6" width="117.9" height="117.9" fill="#fff" />
        <path d={QR_PATH} transform="translate(403.85 380.83) scale(3.7024)" fill="#000" />
        <text x="457.5" y="531.46" fontSize="12" fontWeight="700" textAnchor="middle" fill="#000">
          {w.urlLabel}
        </text>
      </a>

      <line x1="36.36" y1="563.44" x2="559.17" y2="563.44" stroke="#000" />
      <text fontWeight="700">
        <tspan x="36.36" y="593.32" fontSize="24">
          {w.steps.title}
        </tspan>
        <tspan x="36.36" y="615.57" fontSize="18">
          {w.steps.subtitle}
        </tspan>
      </text>
      {w.steps.items.map((line, i) => (
        <g key={i}>
          <circle cx="45.8" cy={633.88 + i * 24} r="9.92" fill="#000" />
          <text x="45.8" y={639.3 + i * 24} fontSize="15" fontWeight="700" textAnchor="middle" fill="#fff">
            {i + 1}
          </text>
          <TextLines lines={[line]} x={64.22} y={639.08 + i * 23.5} step={0} size={13} />
        </g>
      ))}
      <line x1="36.36" y1="685.44" x2="559.17" y2="685.44" stroke="#000" />

      <g aria-hidden="true">
        <rect x="35.36" y="734.43" width="145.63" height="42.23" fill={GREY} />
        <text x="42.9" y="766.74" fontSize="31.6" fontWeight="700" textLength="110" lengthAdjust="spacingAndGlyphs" fill="#000">
          GARAN
        </text>
        <Tick x={163.3} y={760.28} />
      </g>
      <TextLines lines={w.commercial} x={197.48} y={710.55} step={16} size={13} />
    </svg>
  );
}

/** What a screen reader reads of the reproduction shown as an image: the notice's whole text. */
const reproductionAlt = (wording: NoticeWording) => wording.paragraphs.join(" ");

/**
 * The harmonised notice on the legal guarantee of conformity (Regulation (EU) 2025/1960, annex I),
 * shown in full where the shopper decides: the Commission's official artwork when the owner has
 * uploaded it (« Informations légales »), else its faithful reproduction — drawn in the page, or,
 * given `reproductionUrl`, the same drawing as a file rendered once per language, so a product
 * page does not carry 15 KB of it each time (decision 151); and below it, the QR code's address
 * as a link (decision 141).
 */
export function LegalGuaranteeNotice({
  artworkUrl,
  reproductionUrl = null,
  language = "fr",
}: {
  artworkUrl: string | null;
  reproductionUrl?: string | null;
  language?: NoticeLanguage;
}) {
  const wording = GUARANTEE_NOTICE[language];
  const uploadsBase = useUploadsBase();
  const titleId = useId();
  return (
    <section aria-label="Garantie légale dans l'UE" className="space-y-2" data-testid="legal-guarantee-notice">
      {artworkUrl ? (
        <>
          <img src={publicImageUrl(artworkUrl, uploadsBase)} alt={wording.artworkAlt} width={595} height={808} loading="lazy" className="block h-auto w-full bg-white" />
          <details className="text-sm">
            <summary className="cursor-pointer underline underline-offset-2">Version texte de la notice</summary>
            {wording.paragraphs.map((p) => (
              <p key={p} className="mt-2">
                {p}
              </p>
            ))}
          </details>
        </>
      ) : reproductionUrl ? (
        <img src={reproductionUrl} alt={reproductionAlt(wording)} width={595} height={808} className="block h-auto w-full bg-white" />
      ) : (
        <NoticeReproduction wording={wording} titleId={titleId} />
      )}
      <p className="text-sm">
        Vos droits en détail :{" "}
        <a href={wording.url} className="underline underline-offset-2 hover:text-gold-dark" rel="noopener noreferrer">
          {wording.urlLabel}
        </a>
      </p>
    </section>
  );
}
