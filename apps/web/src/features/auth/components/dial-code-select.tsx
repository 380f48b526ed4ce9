import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { phoneCountries } from './phone-countries';

interface DialCodeSelectProps {
  id: string;
  value: string;
  onChange: (country: string, dialCode: string) => void;
  disabled?: boolean;
}

/**
 * The sign-in's country dial-code selector (spec §2): a native select, so it works with the
 * keyboard, screen readers and narrow screens. Loaded only when the visitor switches to phone.
 */
export default function DialCodeSelect({ id, value, onChange, disabled }: DialCodeSelectProps) {
  const { i18n } = useTranslation();
  const countries = phoneCountries(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Form.Select
      id={id}
      value={value}
      disabled={disabled}
      autoComplete="tel-country-code"
      onChange={(event) => {
        const chosen = countries.find((c) => c.country === event.target.value);
        if (chosen) onChange(chosen.country, chosen.dialCode);
      }}
    >
      {countries.map((c) => (
        <option key={c.country} value={c.country}>
          {`${c.name} (${c.dialCode})`}
        </option>
      ))}
    </Form.Select>
  );
}
