import { type BaseSyntheticEvent, useCallback, useRef, useState } from 'react';

type Submit = (event?: BaseSyntheticEvent) => Promise<void>;

/**
 * A place picked from the search shows its name at once, but the form holds it only when its
 * coordinates (GET /v1/location-detail) arrive. A submit in between (Continue pressed right after the
 * pick, a slow network) would call the place it shows missing. The form's submit waits for the pick.
 *
 * `onPicking` goes to PlaceSearch (it reports each pick's lookup, which never rejects);
 * `afterPicks(submit)` is the form's onSubmit; `waiting` is true while a submit waits (show it busy).
 */
export function usePlacePicks() {
  const latest = useRef<Promise<void> | null>(null);
  const [waiting, setWaiting] = useState(false);

  const onPicking = useCallback((lookup: Promise<void>) => {
    latest.current = lookup;
    void lookup.finally(() => {
      if (latest.current === lookup) latest.current = null;
    });
  }, []);

  const afterPicks = useCallback(
    (submit: Submit): Submit =>
      async (event) => {
        event?.preventDefault();
        if (latest.current) {
          setWaiting(true);
          try {
            // A pick made while waiting is waited for too.
            while (latest.current) await latest.current;
          } finally {
            setWaiting(false);
          }
        }
        await submit(event);
      },
    [],
  );

  return { onPicking, afterPicks, waiting };
}
