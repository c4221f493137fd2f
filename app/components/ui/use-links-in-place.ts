import { useNavigate } from "@remix-run/react";
import { useEffect, type RefObject } from "react";

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
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (!link || !element.contains(link) || link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${link.pathname}${link.search}${link.hash}`, { preventScrollReset });
    };
    element.addEventListener("click", follow);
    return () => element.removeEventListener("click", follow);
  }, [container, navigate, preventScrollReset]);
}
