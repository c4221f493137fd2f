import { Fragment, type CSSProperties, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { brand } from "../brand";

// Every email's HTML is a React element rendered once to static markup (decision 145): whatever a
// shopper or the owner typed reaches it as a text child or a prop, which React escapes, so no
// template writes an entity by hand and none can forget one.

export type RenderedEmail = { subject: string; html: string; text: string };

/** Prices as plain text: mail clients mangle narrow no-break spaces less than they mangle layouts. */
export const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

const GOLD = "#7d622c";
const INK = "#0d0c0a";
const IVORY = "#f7f3ea";
const SERIF = "'Cormorant Garamond',Georgia,serif";

/** Mail clients drop stylesheets: the styles are inline, and the layout is tables. */
const table = { role: "presentation", width: "100%", cellPadding: "0", cellSpacing: "0" } as const;

/**
 * The brand's frame: ivory page, black band with the name in gold, serif headings; tables only.
 * `lang` is the language the email is written in, as HTML names it (the frame imports no domain,
 * so not i18n's type); the order's emails are French until they learn the order's language
 * (docs/i18n-plan.md, step 9).
 */
export function EmailLayout({ lang = "fr", title, footer, children }: { lang?: string; title: string; footer: string[]; children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{title}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: 0,
          background: IVORY,
          color: INK,
          fontFamily: "'Helvetica Neue',Arial,sans-serif",
          fontSize: "15px",
          lineHeight: 1.5,
        }}
      >
        <table {...table} style={{ background: IVORY }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table {...table} style={{ maxWidth: "600px", background: "#ffffff", border: "1px solid #e4cf9f" }}>
                  <tbody>
                    <tr>
                      <td
                        style={{
                          background: INK,
                          padding: "24px",
                          textAlign: "center",
                          fontFamily: SERIF,
                          fontSize: "28px",
                          letterSpacing: "4px",
                          color: "#c9a45c",
                        }}
                      >
                        {brand.name.toUpperCase()}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "28px 24px" }}>
                        <h1 style={{ margin: "0 0 16px", fontFamily: SERIF, fontWeight: "normal", fontSize: "26px" }}>{title}</h1>
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "16px 24px", borderTop: "1px solid #ece4d3", fontSize: "12px", color: "#55514a" }}>
                        {footer.map((line, i) => (
                          <Fragment key={i}>
                            {i > 0 && <br />}
                            {line}
                          </Fragment>
                        ))}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function P({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <p style={{ margin: "0 0 12px", ...style }}>{children}</p>;
}

export function H2({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <h2 style={{ fontSize: "16px", margin: "16px 0 4px", ...style }}>{children}</h2>;
}

export function Link({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} style={{ color: GOLD }}>
      {children}
    </a>
  );
}

/** A list of sentences; `itemStyle` for the vouchers' codes. */
export function List({ items, itemStyle }: { items: ReactNode[]; itemStyle?: CSSProperties }) {
  return (
    <ul style={{ margin: "0 0 12px", paddingLeft: "20px" }}>
      {items.map((item, i) => (
        <li key={i} style={itemStyle}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The way out of a kind of message (one-click unsubscribe), in small print under it. */
export function OptOutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <P>
      <small>
        <Link href={href}>{children}</Link>
      </small>
    </P>
  );
}

/** A link's address written out as its label (the legal pages, the tracking). */
export const UrlLink = ({ href }: { href: string }) => <Link href={href}>{href}</Link>;

/** The HTML part: the doctype React does not write, then the frame and its content. */
export function renderEmailHtml(email: ReactElement): string {
  return `<!doctype html>\n${renderToStaticMarkup(email)}`;
}
