import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways on a narrow screen. The scrolling box is a labelled region that
 * takes keyboard focus, so a keyboard user can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollTable({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const classes = className ? `table-responsive ${className}` : 'table-responsive';
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard
    <section className={classes} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
