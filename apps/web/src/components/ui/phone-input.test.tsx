import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { formatPhone, isValidPhone, splitPhone } from '@/lib/phone-number';
import { PhoneInput } from './phone-input';
import type { PhoneInputProps } from './phone-input-props';

/** A form's state around the input, showing the value it would send. */
function Field(props: Partial<PhoneInputProps> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneInput id="phone" label="Phone number" value={value} onChange={setValue} {...rest} />
      <output>{`value=${value}`}</output>
    </>
  );
}

/** The widget downloads after the field first shows; wait for its country select. */
const countrySelect = (name = 'Phone number country') => screen.findByRole('combobox', { name });

// First: the lazy widget downloads once per file.
describe('before the widget is there', () => {
  it('shows a box of the same shape, with no control to type into, until the widget is there', async () => {
    render(<Field initial="+46701234567" />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('+46701234567')).toBeInTheDocument();
    // The first download of the widget, on a busy machine: generous.
    await screen.findByRole('combobox', { name: 'Phone number country' }, { timeout: 15_000 });
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('070-123 45 67');
  }, 20_000);
});

describe('the one phone input (sign-up, sign-in, /account)', () => {
  beforeAll(() => import('./phone-input-widget'), 30_000);

  it('is labelled, defaults to Sweden with its flag, and gives the number as E.164 without the trunk 0', async () => {
    const u = userEvent.setup();
    render(<Field />);
    const country = await countrySelect();
    expect(country).toHaveValue('SE');
    expect(document.querySelector('img.PhoneInputCountryIconImg')).toHaveAttribute(
      'src',
      '/assets/flags/SE.svg',
    );
    const number = screen.getByRole('textbox', { name: 'Phone number' });
    expect(number).toHaveAttribute('autocomplete', 'tel');
    await u.type(number, '070-123 45 67');
    expect(number).toHaveValue('070-123 45 67');
    expect(screen.getByText('value=+46701234567')).toBeInTheDocument();
  });

  it('takes digits only as key presses', async () => {
    const u = userEvent.setup();
    render(<Field />);
    await countrySelect();
    const number = screen.getByRole('textbox', { name: 'Phone number' });
    await u.type(number, 'ab-c7(0)');
    expect(number).toHaveValue('70');
  });

  it('another country from the keyboard changes the dial code and the flag', async () => {
    const u = userEvent.setup();
    render(<Field />);
    const country = await countrySelect();
    expect(screen.getByRole('option', { name: 'Portugal (+351)' })).toBeInTheDocument();
    country.focus();
    await u.selectOptions(country, 'PT');
    expect(document.querySelector('img.PhoneInputCountryIconImg')).toHaveAttribute(
      'src',
      '/assets/flags/PT.svg',
    );
    await u.type(screen.getByRole('textbox', { name: 'Phone number' }), '912345678');
    expect(screen.getByText('value=+351912345678')).toBeInTheDocument();
  });

  it("shows a stored number in its own country's format", async () => {
    render(<Field initial="+33612345678" />);
    expect(await countrySelect()).toHaveValue('FR');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('06 12 34 56 78');
  });

  it('names the countries in the interface language', async () => {
    await i18n.changeLanguage('sv');
    render(<Field />);
    const country = await countrySelect('Land för telefonnumret');
    expect(country).toHaveValue('SE');
    expect(screen.getByRole('option', { name: 'Sverige (+46)' })).toBeInTheDocument();
  });

  it('reports validity as the number is typed, when asked to', async () => {
    const u = userEvent.setup();
    render(<Field showValidity />);
    await countrySelect();
    const number = screen.getByRole('textbox', { name: 'Phone number' });
    await u.type(number, '7');
    expect(screen.getByText('Not a valid phone number yet')).toBeInTheDocument();
    await u.type(number, '01234567');
    expect(await screen.findByText('Valid phone number')).toBeInTheDocument();
    expect(number.getAttribute('aria-describedby')).toContain('phone-validity');
  });

  it('shows an error (an i18n key) tied to the number', async () => {
    render(<Field error={{ type: 'required', message: 'validation.phoneRequired' }} />);
    await countrySelect();
    const number = screen.getByRole('textbox', { name: 'Phone number' });
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Phone number is required');
  });
});

describe('phone numbers to and from the API', () => {
  it('splits E.164 into the contract shape and back', async () => {
    expect(await splitPhone('+46701234567')).toEqual({ countryCode: '+46', number: '701234567' });
    expect(await splitPhone('+4670')).toBeNull();
    expect(await splitPhone('')).toBeNull();
    expect(formatPhone({ countryCode: '+351', number: '912345678' })).toBe('+351912345678');
    expect(formatPhone({ countryCode: '46', number: '701234567' })).toBe('+46701234567');
    expect(formatPhone(null)).toBe('');
    expect(await isValidPhone('+46701234567')).toBe(true);
    expect(await isValidPhone('+46701')).toBe(false);
  });
});
