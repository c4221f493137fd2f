import type { ReactNode } from "react";

/**
 * A wide table's frame that scrolls sideways on a narrow screen: focusable and named, so a
 * keyboard user can scroll it too (WCAG 2.1.1).
 */
export function ScrollArea({ label, children, className = "" }: { label: string; children: ReactNode; className?: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard.
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-x-auto focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold-dark ${className}`}>
      {children}
    </div>
  );
}
