import type { ReverseGeocode } from '@academy/contract';
import { useCallback, useEffect, useState } from 'react';
import { type Coordinates, fetchReverseGeocode } from '../api/reverse-geocode';

export type VisitorCountryStatus = 'idle' | 'locating' | 'found' | 'unavailable';

export interface VisitorCountry {
  status: VisitorCountryStatus;
  countryCode: string | null;
  /** The country as the reverse-geocoding call names it (the UI prefers Intl's localised name). */
  countryName: string | null;
  /** Asks the browser for the position; only ever called from the visitor's own action. */
  locate: () => void;
  /** False when the browser has no geolocation at all: the action is not offered. */
  supported: boolean;
}

type Lookup = { status: 'idle' | 'loading' | 'error' } | { status: 'found'; place: ReverseGeocode };

function hasGeolocation(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

/**
 * The visitor's country for the price rule. The browser is asked only when the visitor chooses to,
 * or at once if they already granted the permission earlier: never a permission prompt on load.
 */
export function useVisitorCountry({ enabled = true }: { enabled?: boolean } = {}): VisitorCountry {
  const [coordinates, setCoordinates] = useState<Coordinates | null>(null);
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);
  const supported = hasGeolocation();

  const locate = useCallback(() => {
    if (!hasGeolocation()) return;
    setLocating(true);
    setFailed(false);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setCoordinates({
          // Three decimals (about 100 m) are plenty for a country and keep the request coarse.
          latitude: Math.round(position.coords.latitude * 1000) / 1000,
          longitude: Math.round(position.coords.longitude * 1000) / 1000,
        });
      },
      () => {
        setLocating(false);
        setFailed(true);
      },
      { enableHighAccuracy: false, maximumAge: 60 * 60 * 1000, timeout: 15_000 },
    );
  }, []);

  useEffect(() => {
    if (!enabled || !supported || !navigator.permissions?.query) return;
    let cancelled = false;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((permission) => {
        if (!cancelled && permission.state === 'granted') locate();
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [enabled, supported, locate]);

  // One lookup per position (a plain call: nothing else on the page shares it, so no query cache).
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  useEffect(() => {
    if (!enabled || !coordinates) return;
    const controller = new AbortController();
    setLookup({ status: 'loading' });
    fetchReverseGeocode(coordinates, controller.signal).then(
      (place) => setLookup({ status: 'found', place }),
      () => {
        if (!controller.signal.aborted) setLookup({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [enabled, coordinates]);
  const place = lookup.status === 'found' ? lookup.place : null;

  let status: VisitorCountryStatus = 'idle';
  if (locating || lookup.status === 'loading') status = 'locating';
  else if (failed || lookup.status === 'error') status = 'unavailable';
  else if (place) status = 'found';

  return {
    status,
    countryCode: place?.countryCode ?? null,
    countryName: place?.country ?? null,
    locate,
    supported,
  };
}
