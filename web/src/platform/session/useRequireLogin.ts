import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isLogin } from './sessionStore.ts';
import { loginUrl } from './redirects.ts';

/**
 * For actions only a signed-in shopper can take (rent, buy, save): returns `true` when signed in;
 * otherwise sends a guest to login with redirect_uri = this page, so they come back to it.
 */
export function useRequireLogin(): () => boolean {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    if (isLogin()) return true;
    const target = loginUrl(location.pathname + location.search + location.hash);
    if (target) void navigate(target);
    return false;
  }, [location, navigate]);
}
