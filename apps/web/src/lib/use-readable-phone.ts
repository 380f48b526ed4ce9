import { useEffect, useState } from 'react';

/**
 * A stored phone number (E.164) as people write it ("+46 70 123 45 67"). The number shows as
 * stored until the phone metadata has downloaded (it is not part of any page's first load).
 */
export function useReadablePhone(value: string | null): string | null {
  const [readable, setReadable] = useState(value);
  useEffect(() => {
    setReadable(value);
    if (!value) return;
    let live = true;
    import('./phone-metadata').then(
      ({ formatPhoneSync }) => {
        if (live) setReadable(formatPhoneSync(value));
      },
      () => {
        // The stored form stays: still correct, only less readable.
      },
    );
    return () => {
      live = false;
    };
  }, [value]);
  return readable;
}
