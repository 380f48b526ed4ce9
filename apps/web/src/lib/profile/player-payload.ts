import type { Player, UpdatePlayerInput } from '@academy/contract';
import { addClub } from './clubs';
import { isUnderGuardianAge, type PlayerFormValues, parseMeasurement } from './player-form';

/**
 * The profile fields of `POST /v1/player` and `PUT /v1/player/{id}` from a valid form. Spec §4: a
 * club without an id is created first. The guardian's e-mail goes only with a date of birth under
 * 16 (`today` is the browser's date, as in the form's rules).
 */
export async function playerFieldsFromForm(
  values: PlayerFormValues,
  today: string,
): Promise<Omit<UpdatePlayerInput, 'guardianEmail'> & { guardianEmail: string | null }> {
  const { club, location } = values;
  if (!club || !location) throw new Error('The form checks club and location first');
  const savedClub = club.id ? { id: club.id, name: club.name } : await addClub(club.name);
  return {
    clubId: savedClub.id,
    clubName: savedClub.name,
    dateOfBirth: values.dateOfBirth,
    gender: values.gender,
    heightUnit: 'cm',
    heightValue: parseMeasurement(values.height),
    weightUnit: 'kg',
    weightValue: parseMeasurement(values.weight),
    currentLocation: {
      longitude: location.longitude,
      latitude: location.latitude,
      city: location.city,
      country: location.country,
      streetAddress: location.streetAddress,
    },
    nationality: values.nationality,
    playerPositions: [values.position],
    guardianEmail: isUnderGuardianAge(values.dateOfBirth, today) ? values.guardianEmail.trim() || null : null,
  };
}

/** The form filled with a saved profile (the correction on /account starts from it). */
export function playerFormValuesOf(player: Player): PlayerFormValues {
  const { city, country, streetAddress, latitude, longitude } = player.currentLocation;
  const label = [streetAddress, city, country].filter(Boolean).join(', ') || `${latitude}, ${longitude}`;
  return {
    club: player.clubName ? { id: player.clubId ?? undefined, name: player.clubName } : null,
    dateOfBirth: player.dateOfBirth,
    gender: player.gender,
    position: player.playerPositions[0] ?? 'GOAL_KEEPER',
    nationality: player.nationality,
    location: { latitude, longitude, label, city, country, countryCode: null, streetAddress },
    weight: String(player.weightValue),
    height: String(player.heightValue),
    guardianEmail: '',
  };
}
