import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { type PublicScreenKey, SCREEN_KEYS, SCREENS, type ScreenKey, screenCapability } from '../../domain/screens';
import { RouteErrorPage } from '../features/errors/routes/route-error-page';
import { FullPageSpinner } from '../ui/loading-spinner';
import { RequireCapability } from './guards/require-capability';
import { RequireSession } from './guards/require-session';
import { SessionGate } from './guards/session-gate';
import { publicScreenLoaders } from './public-screen-loaders';

/**
 * The routes, built from the table of screens (`src/domain/screens.ts`) and its loaders
 * (`screen-loaders.ts`); nothing here names a screen. Screens load on demand; the window shows a
 * spinner while the first one loads and the header shows one on later navigations.
 */
const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/**
 * The signed-in screens' loaders come in a module of their own, with the first of them: their lists
 * of chunks to preload are most of the router's weight, and /login needs none (decision 175).
 */
const signedIn = () => import('./screen-loaders');
type Loaders = Awaited<ReturnType<typeof signedIn>>;
const later = (pick: (loaders: Loaders) => () => Promise<ComponentType>) => page(async () => pick(await signedIn())());

const isPublic = (key: ScreenKey): key is PublicScreenKey => SCREENS[key].access === 'public';
const screenRoute = (key: ScreenKey): RouteObject => ({
  path: SCREENS[key].path,
  lazy: isPublic(key) ? page(publicScreenLoaders[key]) : later((l) => l.screenLoaders[key]),
});

const withAccess = (access: 'public' | 'session') =>
  SCREEN_KEYS.filter((key) => SCREENS[key].access === access).map(screenRoute);

/** Screens inside the sidebar layout (roles 0 and 1): each behind its capability. */
const shellRoutes = SCREEN_KEYS.flatMap((key): RouteObject[] => {
  const capability = screenCapability(key);
  return capability ? [{ element: <RequireCapability capability={capability} />, children: [screenRoute(key)] }] : [];
});

const registeredPaths: ReadonlySet<string> = new Set(
  SCREEN_KEYS.filter((key) => SCREENS[key].access !== 'public').map((key) => SCREENS[key].path),
);

export const routes: RouteObject[] = [
  {
    element: <SessionGate />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      ...withAccess('public'),
      {
        element: <RequireSession />,
        children: [
          {
            // The query cache and the modals host load with the first signed-in screen (decision 070).
            lazy: later((l) => l.layoutLoaders.signedIn),
            children: [
              {
                index: true,
                // With the navigation table it needs, only for signed-in visitors.
                lazy: async () => {
                  const { HomeRedirect } = await import('./guards/home-redirect');
                  return { element: <HomeRedirect registeredPaths={registeredPaths} /> };
                },
              },
              ...withAccess('session'),
              {
                // The sidebar layout loads with the first screen inside it, so /login does not carry it.
                lazy: later((l) => l.layoutLoaders.shell),
                children: [...shellRoutes, { path: '*', lazy: later((l) => l.layoutLoaders.notFound) }],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
