import { type Club, CLUB_NAME_MIN_LENGTH, clubNameKey } from '@academy/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Ref, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toast-store';
import { addClub, clubSearchQueryOptions } from '@/lib/profile/clubs';
import type { ClubValue } from '@/lib/profile/values';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Combobox } from './combobox';

/** Spec §9: the club typeahead waits 200 ms after the last key. */
export const CLUB_SEARCH_DEBOUNCE_MS = 200;
/** The list asks for up to 5000 clubs (spec §7); this many are offered at once. */
const MAX_SHOWN = 50;
const NO_CLUBS: Club[] = [];

export type { ClubValue };

interface ClubTypeaheadProps {
  value: ClubValue | null;
  onChange: (value: ClubValue | null) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** Club search with typeahead, and an Add button for a name that is not in the list (spec §2, §5). */
export function ClubTypeahead({ value, onChange, error, inputRef }: ClubTypeaheadProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState(value?.name ?? '');
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, CLUB_SEARCH_DEBOUNCE_MS);
  const search = useQuery(clubSearchQueryOptions(debounced));
  const options = useMemo(
    () => (debounced && search.data ? search.data.content.slice(0, MAX_SHOWN) : NO_CLUBS),
    [debounced, search.data],
  );
  const settled = debounced === typed && !search.isFetching;
  const known = options.some((club) => clubNameKey(club.name) === clubNameKey(typed));

  const add = useMutation({
    mutationFn: addClub,
    onSuccess: (club) => {
      showToast({ type: 'success', message: t('onboarding.player.clubAdded') });
      setText(club.name);
      onChange(club);
      void queryClient.invalidateQueries({ queryKey: ['clubs'] });
    },
  });

  const canAdd =
    !value?.id && [...typed].length >= CLUB_NAME_MIN_LENGTH && settled && search.isSuccess && !known;

  return (
    <Combobox<Club>
      label={t('onboarding.player.club')}
      hint={t('onboarding.player.clubHint')}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        // A typed name is a club without an id until one is picked or added.
        onChange(next.trim() ? { name: next.trim() } : null);
      }}
      options={options}
      optionKey={(club) => club.id}
      optionLabel={(club) => club.name}
      onSelect={(club) => {
        setText(club.name);
        onChange(club);
      }}
      loading={!!typed && !settled}
      searched={!!typed && settled && search.isSuccess}
      error={error}
      inputRef={inputRef}
      append={
        canAdd || add.isPending ? (
          <Button
            variant="outline-primary"
            aria-label={add.isPending ? undefined : t('onboarding.player.addClubNamed', { name: typed })}
            disabled={add.isPending}
            onClick={() => add.mutate(typed)}
          >
            {add.isPending ? (
              <>
                <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" />
                {t('onboarding.player.addingClub')}
              </>
            ) : (
              t('onboarding.player.addClub')
            )}
          </Button>
        ) : undefined
      }
    />
  );
}
