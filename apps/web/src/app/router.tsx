import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { connectSessionRouter, startSession } from '@/lib/session';
import { routes } from './routes';

const router = createBrowserRouter(routes);
connectSessionRouter(router);

export function AppRouter() {
  // Spec §4 "Startup": the stored token is checked (and refreshed) once per page load.
  useEffect(() => {
    void startSession();
  }, []);
  return <RouterProvider router={router} />;
}
