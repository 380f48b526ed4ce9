import type { LocationSuggestion } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { type Ref, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { getPlaceDetail, placeQueryWords, placeSearchQueryOptions, reverseGeocode } from './places';
import type { PlaceValue } from '@/lib/profile/values';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Combobox } from './combobox';

export const PLACE_SEARCH_DEBOUNCE_MS = 200;
const NO_PLACES: LocationSuggestion[] = [];

export type { PlaceValue };

interface PlaceSearchProps {
  label: string;
  hint?: string;
  value: PlaceValue | null;
  onChange: (value: PlaceValue | null) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Offer "Use my location": browser geolocation, then reverse geocoding. */
  geolocation?: boolean;
  /** Each pick's coordinate lookup, so a submit can wait for it (usePlacePicks). */
  onPicking?: (lookup: Promise<void>) => void;
}

/** What the geocoder alert names as the failure's status (spec §8, worded for our geocoder). */
function failureStatus(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.status ? `HTTP ${error.status}` : error.message;
  return fallback;
}

/**
 * Place autocomplete over GET /v1/location, then GET /v1/location-detail for the coordinates of
 * the chosen place. Typing again forgets the chosen place, so the form knows it has none. The form
 * holds the picked place only once its coordinates arrive; `onPicking` lets its submit wait for them.
 */
export function PlaceSearch({
  label,
  hint,
  value,
  onChange,
  error,
  inputRef,
  geolocation,
  onPicking,
}: PlaceSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value?.label ?? '');
  /** The text a pick or the position put in the box: it is an answer, not something to search for. */
  const [chosenText, setChosenText] = useState<string | null>(value?.label ?? null);
  const [alert, setAlert] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  /** Answers to an older choice (a slow detail or position) must not overwrite a newer one. */
  const choice = useRef(0);

  const words = text === chosenText ? '' : placeQueryWords(text);
  const debounced = useDebouncedValue(words, PLACE_SEARCH_DEBOUNCE_MS);
  const search = useQuery(placeSearchQueryOptions(debounced));
  const options = useMemo(
    () => (debounced && search.data ? search.data : NO_PLACES),
    [debounced, search.data],
  );
  const settled = debounced === words && !search.isFetching;

  function edit(next: string) {
    choice.current += 1;
    setText(next);
    if (value) onChange(null);
  }

  async function pick(place: LocationSuggestion) {
    const mine = ++choice.current;
    setText(place.label);
    setChosenText(place.label);
    setAlert(null);
    onChange(null);
    try {
      const detail = await getPlaceDetail(place.locationId);
      if (mine !== choice.current) return;
      onChange({
        latitude: detail.Latitude,
        longitude: detail.Longitude,
        label: place.label,
        city: place.city,
        country: place.country,
        countryCode: place.countryCode,
        streetAddress: place.street,
      });
    } catch {
      // The api client has shown the failure; the place stays unchosen.
    }
  }

  function locateMe() {
    setAlert(null);
    if (!('geolocation' in navigator)) {
      setAlert(t('onboarding.geo.unsupported'));
      return;
    }
    const mine = ++choice.current;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const { latitude, longitude } = position.coords;
        try {
          const place = await reverseGeocode(latitude, longitude);
          if (mine !== choice.current) return;
          if (!place.country) {
            setAlert(t('onboarding.geo.noResults'));
            return;
          }
          const placeLabel = [place.streetAddress, place.city, place.country].filter(Boolean).join(', ');
          setText(placeLabel);
          setChosenText(placeLabel);
          onChange({
            latitude,
            longitude,
            label: placeLabel,
            city: place.city,
            country: place.country,
            countryCode: place.countryCode,
            streetAddress: place.streetAddress,
          });
        } catch (failure) {
          if (mine === choice.current) {
            setAlert(
              t('onboarding.geo.failed', {
                status: failureStatus(failure, t('messages.somethingWentWrong')),
              }),
            );
          }
        } finally {
          setLocating(false);
        }
      },
      (failure) => {
        setLocating(false);
        const reason =
          failure.code === failure.PERMISSION_DENIED
            ? 'denied'
            : failure.code === failure.TIMEOUT
              ? 'timeout'
              : 'unavailable';
        setAlert(t(`onboarding.geo.${reason}`));
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }

  return (
    <div className="mb-3">
      <Combobox<LocationSuggestion>
        label={label}
        hint={hint}
        inputValue={text}
        onInputChange={edit}
        options={options}
        optionKey={(place) => place.locationId}
        optionLabel={(place) => place.label}
        onSelect={(place) => {
          const lookup = pick(place);
          onPicking?.(lookup);
        }}
        loading={!!words && !settled}
        searched={!!words && settled && search.isSuccess}
        error={error}
        inputRef={inputRef}
      />
      {geolocation && (
        <Button
          variant="outline-secondary"
          size="sm"
          className="mt-n2"
          onClick={locateMe}
          disabled={locating}
        >
          {locating ? (
            <>
              <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" />
              {t('onboarding.player.locating')}
            </>
          ) : (
            t('onboarding.player.useMyLocation')
          )}
        </Button>
      )}
      {alert && (
        <Alert
          variant="warning"
          className="mt-2 mb-0"
          dismissible
          closeLabel={t('onboarding.geo.close')}
          onClose={() => setAlert(null)}
        >
          {alert}
        </Alert>
      )}
    </div>
  );
}
