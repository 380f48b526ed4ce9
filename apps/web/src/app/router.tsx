import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useTransition,
} from 'react';
import {
  type Location,
  matchRoutes,
  type NavigationType,
  Outlet,
  type RouteObject,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useLocation,
  useRoutes,
} from 'react-router';
import { connectSessionRouter, type SessionRouter } from '@/lib/session-navigation';
import { startSession } from '@/lib/start-up';
import { NavigationPendingContext, RouteErrorValueContext, RouteMatchesContext } from './router-state';
import { routes } from './routes';

/*
 * The route table (routes.tsx) is written for a data router, and the tests run it in one
 * (createMemoryRouter). The app itself renders it with react-router's declarative router
 * (<Router> + useRoutes), which is about 16 kB gzip smaller in the first download of every page:
 * createBrowserRouter carries loaders, actions, fetchers and revalidation the app does not use.
 * What the app does use of a data router is done here, the same way:
 * - `lazy` (routes.tsx `page()`): the page's code loads when its route matches, the first page's
 *   already while the app starts; a navigation keeps the current page until the next one is ready
 *   (a transition), and `useNavigationPending()` (router-state.ts) says so meanwhile;
 * - `hydrateFallbackElement`: shown until the first page is ready;
 * - `errorElement`: shown in the route's place when it fails to render or its code does not
 *   download, with the error in RouteErrorValueContext (router-state.ts); a new address clears it;
 * - `handle`: `useRouteHandles()` (router-state.ts);
 * - scroll restoration: scroll-restoration.tsx; the session's navigations: `sessionRouter` below.
 * A `lazy` may give `Component` or `element`, nothing else (no loaders or actions).
 */

type LazyRoute = () => Promise<{ Component?: ComponentType | null; element?: ReactNode }>;

/** Starts each matched route's code download; filled by `toAppRoutes`. */
const preloads = new Map<RouteObject, () => Promise<unknown>>();

function lazyPage(route: RouteObject, load: LazyRoute): ReactNode {
  let loading: ReturnType<LazyRoute> | null = null;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const Page = lazy(async () => {
    const { Component: PageComponent, element } = await start();
    return { default: PageComponent ?? (() => element ?? null) };
  });
  preloads.set(route, () => start().catch(() => {}));
  return <Page />;
}

class ErrorCatcher extends Component<
  { location: Location; fallback: ReactNode; children: ReactNode },
  { location: Location; error: unknown }
> {
  state = { location: this.props.location, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { location: Location },
    state: { location: Location; error: unknown },
  ) {
    return props.location === state.location ? null : { location: props.location, error: undefined };
  }

  componentDidCatch(error: unknown) {
    console.error('The route failed to render', error);
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <RouteErrorValueContext.Provider value={{ error: this.state.error }}>
        {this.props.fallback}
      </RouteErrorValueContext.Provider>
    );
  }
}

function RouteErrorCatcher({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <ErrorCatcher location={useLocation()} fallback={fallback}>
      {children}
    </ErrorCatcher>
  );
}

/** The data-router route table as a declarative one (see the comment at the top). */
function toAppRoutes(table: RouteObject[]): RouteObject[] {
  return table.map((original) => {
    const { lazy: load, errorElement, hydrateFallbackElement, children, ...rest } = original;
    const route = { ...rest } as RouteObject;
    let element = rest.element;
    if (typeof load === 'function') element = lazyPage(route, load as LazyRoute);
    if (errorElement) {
      element = <RouteErrorCatcher fallback={errorElement}>{element ?? <Outlet />}</RouteErrorCatcher>;
    }
    if (hydrateFallbackElement) element = <Suspense fallback={hydrateFallbackElement}>{element}</Suspense>;
    route.element = element;
    if (children) route.children = toAppRoutes(children);
    return route;
  });
}

const appRoutes = toAppRoutes(routes);
const history = createBrowserHistory({ v5Compat: true });

let firstPageLoads: (Promise<unknown> | undefined)[] | undefined;

/**
 * As a data router does: the first page's code downloads while the app starts (main.tsx calls this
 * before the first render), not once the translations are in and the layouts render. Settles once
 * that code is in, or failed to download.
 */
export function loadFirstPage(): Promise<unknown> {
  firstPageLoads ??= (matchRoutes(appRoutes, history.location) ?? []).map((match) =>
    preloads.get(match.route)?.(),
  );
  return Promise.allSettled(firstPageLoads);
}

/** Navigations waiting for their page to be on screen (see sessionRouter.navigate). */
let waiting: (() => void)[] = [];

/** For the session (lib/session-navigation.ts): its navigations resolve once the new page is shown, as a data router's do. */
const sessionRouter: SessionRouter = {
  navigate(to, options) {
    return new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (options?.replace) history.replace(to);
      else history.push(to);
    });
  },
  get state() {
    return { location: history.location };
  },
};
connectSessionRouter(sessionRouter);

function AppRoutes() {
  return useRoutes(appRoutes);
}

export function AppRouter() {
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        startTransition(() => setState({ action, location }));
      }),
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each navigation is on screen
  useEffect(() => {
    const done = waiting;
    waiting = [];
    for (const resolve of done) resolve();
  }, [state]);
  // Spec §4 "Startup": the stored token is checked (and refreshed) once per page load.
  useEffect(() => {
    void startSession();
  }, []);
  const matches = useMemo(() => matchRoutes(appRoutes, state.location) ?? [], [state.location]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      <NavigationPendingContext.Provider value={pending}>
        <RouteMatchesContext.Provider value={matches}>
          <AppRoutes />
        </RouteMatchesContext.Provider>
      </NavigationPendingContext.Provider>
    </Router>
  );
}
