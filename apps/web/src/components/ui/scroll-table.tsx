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
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section
      className={`table-responsive${className ? ` ${className}` : ''}`}
      tabIndex={0}
      aria-label={label}
    >
      {children}
    </section>
  );
}
