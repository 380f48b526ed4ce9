import { useEffect } from 'react';
import { registerServiceWorker } from './register';

/**
 * Registers the service worker from a signed-in player's page once it has rendered: the program and
 * its sessions are what works offline, and a first visit to the public pages downloads none of it.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
    idle(() => void registerServiceWorker());
  }, []);
}
