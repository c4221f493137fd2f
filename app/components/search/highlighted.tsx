import { Fragment } from "react";
import { MARK_END, MARK_START } from "~/lib/search/marks";

/**
 * Text with the words a search matched marked: the markers FTS5 put around them become <mark>
 * elements, the rest stays text, so a query or a name is never read as HTML.
 */
export function Highlighted({ text }: { text: string }) {
  const parts = text.split(MARK_START);
  return (
    <>
      {parts.map((part, i) => {
        if (i === 0) return <Fragment key={i}>{part}</Fragment>;
        const [marked, rest = ""] = part.split(MARK_END);
        return (
          <Fragment key={i}>
            <mark className="bg-gold/30 text-inherit">{marked}</mark>
            {rest}
          </Fragment>
        );
      })}
    </>
  );
}

/** Whether a highlighted text has a match in it. */
export function hasMatch(text: string): boolean {
  return text.includes(MARK_START);
}
