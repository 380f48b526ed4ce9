import { createStore, useStore } from './create-store';

/** A link that would sign in as someone else while another account is signed in here. */
export interface AccountSwitchPrompt {
  /** The account signed in now (its user name). */
  current: string;
  /** The account the link signs in as. */
  next: string;
  answer: (switchAccount: boolean) => void;
}

const store = createStore<{ prompt: AccountSwitchPrompt | null }>({ prompt: null });

/**
 * Asks the visitor before a token of the address replaces another account's session (a link made
 * by someone else must not sign a visitor into the other person's account unnoticed: login CSRF).
 * Resolves true to switch, false to stay.
 */
export function askAccountSwitch(current: string, next: string): Promise<boolean> {
  return new Promise((resolve) => {
    store.getState().prompt?.answer(false);
    store.setState({
      prompt: {
        current,
        next,
        answer: (switchAccount) => {
          store.setState({ prompt: null });
          resolve(switchAccount);
        },
      },
    });
  });
}

export function getAccountSwitchPrompt(): AccountSwitchPrompt | null {
  return store.getState().prompt;
}

export function useAccountSwitchPrompt(): AccountSwitchPrompt | null {
  return useStore(store).prompt;
}
