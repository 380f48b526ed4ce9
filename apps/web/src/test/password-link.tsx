import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderWithRouter } from './render';

/** Opens a mailed password link's page at `path` (with its `?token=`), beside a sign-in page. */
export function openPasswordLink(element: ReactElement, path: string) {
  return renderWithRouter(
    [
      { path: path.split('?')[0]!, element },
      { path: '/auth/login', element: <p>the sign-in page</p> },
    ],
    { path },
  );
}

/** Types the new password and its repetition (an empty one is left blank); returns the user. */
export async function typePasswords(password: string, confirm: string) {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText(/Confirm password|Repeat the password/), confirm);
  return user;
}
