import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { renderToStaticMarkup } from "react-dom/server";
import { NoticeReproduction } from "~/components/legal/legal-guarantee-notice";
import { GUARANTEE_NOTICE, NOTICE_LANGUAGES, type NoticeLanguage } from "~/lib/legal/guarantee-notice";

type NoticeFile = { name: string; svg: Buffer; br: Buffer; gzip: Buffer };

const files = new Map<NoticeLanguage, NoticeFile>();

/**
 * The reproduction of the guarantee notice as a file, rendered once per language and compressed
 * once (decision 151): named after its content, so a browser keeps it a year and a change of its
 * words or drawing is a new address.
 */
export function noticeFile(language: NoticeLanguage): NoticeFile {
  const known = files.get(language);
  if (known) return known;
  const markup = renderToStaticMarkup(<NoticeReproduction wording={GUARANTEE_NOTICE[language]} titleId="titre" />);
  const svg = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${markup}`);
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 12);
  const file = {
    name: `notice-${language}-${hash}.svg`,
    svg,
    br: brotliCompressSync(svg, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(svg, { level: 9 }),
  };
  files.set(language, file);
  return file;
}

/** Where a page finds a language's reproduction. */
const NOTICE_FILE_PATH = "/garantie-legale";
export const noticeFileUrl = (language: NoticeLanguage) => `${NOTICE_FILE_PATH}/${noticeFile(language).name}`;

/** The language whose current file bears this name, or null. */
export function noticeFileNamed(name: string): NoticeFile | null {
  const language = NOTICE_LANGUAGES.find((l) => noticeFile(l).name === name);
  return language ? noticeFile(language) : null;
}
