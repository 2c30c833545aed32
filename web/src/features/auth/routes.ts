import type { RouteObject } from 'react-router';
import { registerLoader } from './Register/registerLoader.ts';
import { loginLoader } from './Login/loginLoader.ts';
import { resetPasswordLoader } from './ResetPassword/resetPasswordLoader.ts';
import { unlockLoader } from './Unlock/unlockLoader.ts';

const register = {
  loader: registerLoader,
  lazy: () => import('./Register/RegisterScreen.tsx').then((m) => ({ Component: m.RegisterScreen })),
};

const login = {
  loader: loginLoader,
  lazy: () => import('./Login/LoginScreen.tsx').then((m) => ({ Component: m.LoginScreen })),
};

/** Signing up, logging in, a new password, an account unlocked. */
export const authRoutes: RouteObject[] = [
  { path: 'register', ...register },
  { path: 'register/*', ...register },
  { path: 'login', ...login },
  { path: 'login-entrance', ...login },
  {
    path: 'reset-password',
    loader: resetPasswordLoader,
    lazy: () => import('./ResetPassword/ResetPasswordScreen.tsx').then((m) => ({ Component: m.ResetPasswordScreen })),
  },
  {
    path: 'unlock',
    loader: unlockLoader,
    lazy: () => import('./Unlock/UnlockScreen.tsx').then((m) => ({ Component: m.UnlockScreen })),
  },
];
