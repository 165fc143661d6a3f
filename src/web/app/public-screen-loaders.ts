import type { ComponentType } from 'react';
import type { PublicScreenKey } from '../../domain/screens';

/**
 * The lazy loaders of the screens of someone not signed in, under their keys in the table of
 * screens (`src/domain/screens.ts`). They are apart from the others (`screen-loaders.ts`, which
 * the router imports when a signed-in screen is first opened) because each loader carries the list
 * of chunks to preload with it, and the first screen's JavaScript holds only these four lists
 * (decision 175). `bench/bundle.ts` reads this file's text as it reads `screen-loaders.ts`.
 */
export const publicScreenLoaders = {
  login: () => import('../features/auth/routes/login-page').then((m) => m.LoginPage),
  register: () => import('../features/auth/routes/register-page').then((m) => m.RegisterPage),
  createPassword: () => import('../features/auth/routes/create-password-page').then((m) => m.CreatePasswordPage),
  forgotPassword: () => import('../features/auth/routes/forgot-password-page').then((m) => m.ForgotPasswordPage),
} satisfies Record<PublicScreenKey, () => Promise<ComponentType>>;
