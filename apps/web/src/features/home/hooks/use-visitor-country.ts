import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { Coordinates, ReverseGeocodeLookup } from '../api/reverse-geocode';
import { deferHook } from './defer-hook';

// The lookup's code (and TanStack Query's) downloads only once there is a position to look up.
const useDeferredReverseGeocode = deferHook<
  { coordinates: Coordinates | null; enabled: boolean },
  ReverseGeocodeLookup
>(() => import('../api/reverse-geocode').then((module) => module.useReverseGeocode));

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
  /** Runs the lookup once there is a position: render it with the block (it shows nothing). */
  runner: ReactNode;
}

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

  const lookup = useDeferredReverseGeocode(
    coordinates && `${enabled}:${coordinates.latitude},${coordinates.longitude}`,
    { coordinates, enabled },
  );
  // Until the lookup's first answer: loading, as a query that has just started.
  const place = lookup.result ?? {
    isLoading: coordinates !== null && enabled,
    isError: false,
    data: undefined,
  };

  let status: VisitorCountryStatus = 'idle';
  if (locating || place.isLoading) status = 'locating';
  else if (failed || place.isError) status = 'unavailable';
  else if (place.data) status = 'found';

  return {
    status,
    countryCode: place.data?.countryCode ?? null,
    countryName: place.data?.country ?? null,
    locate,
    supported,
    runner: lookup.runner,
  };
}
