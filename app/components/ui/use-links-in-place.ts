import { useNavigate } from "@remix-run/react";
import { useEffect, useState, type RefObject } from "react";

/** The same-origin link of `container` an event happened in, if any. */
function linkOf(event: Event, container: HTMLElement) {
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  return link && container.contains(link) && link.origin === window.location.origin ? link : null;
}

/**
 * Plain `<a href>`s inside `container` followed as Remix's `<Link>` would: in place, by the
 * router, once the page is hydrated (before, and without JavaScript, they are ordinary links).
 * One listener for a panel of links instead of a `<Link>` each: a `<Link>` runs a dozen router
 * hooks in every render, on the server too, which the facet choices and the footer paid some
 * forty times per request (decision 135). A link Remix should learn ahead of the click says so
 * with `data-discover="true"`, as `<Link>` writes it; the others' routes are learnt on the click.
 */
export function useLinksInPlace(container: RefObject<HTMLElement | null>, { preventScrollReset }: { preventScrollReset: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = linkOf(event, element);
      // A link to another language's page (hreflang) is a new document, with that language's texts.
      if (!link || link.target || link.hasAttribute("download") || link.hreflang) return;
      event.preventDefault();
      navigate(`${link.pathname}${link.search}${link.hash}`, { preventScrollReset });
    };
    element.addEventListener("click", follow);
    return () => element.removeEventListener("click", follow);
  }, [container, navigate, preventScrollReset]);
}

/** How long a pointer rests on a link (or the keyboard's focus) before it counts, as `<Link prefetch="intent">` waits. */
const INTENT_MS = 100;

/**
 * The link of `container` a pointer rests on, or the keyboard focuses, for 100 ms; null once it
 * leaves: `<Link prefetch="intent">`'s measure, for a panel of plain links that renders one
 * `<PrefetchPageLinks>` for it instead of one `<Link>` per link (decision 135).
 */
export function useIntendedLink(container: RefObject<HTMLElement | null>): string | null {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Moving between a link's own children is neither leaving it nor entering it again.
    const within = (link: HTMLAnchorElement, event: Event) => {
      const other = (event as MouseEvent | FocusEvent).relatedTarget;
      return other instanceof Node && link.contains(other);
    };
    const enter = (event: Event) => {
      const link = linkOf(event, element);
      if (!link || within(link, event)) return;
      clearTimeout(timer);
      timer = setTimeout(() => setHref(`${link.pathname}${link.search}`), INTENT_MS);
    };
    const leave = (event: Event) => {
      const link = linkOf(event, element);
      if (!link || within(link, event)) return;
      clearTimeout(timer);
      setHref(null);
    };
    const listeners = [["pointerover", enter], ["focusin", enter], ["pointerout", leave], ["focusout", leave]] as const;
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, [container]);
  return href;
}
