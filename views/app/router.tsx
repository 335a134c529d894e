// Client-side navigation without full reloads: a location held in state, pushState on link
// clicks, popstate for back/forward. The server renders the same tree with the request's URL.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useTransition, type AnchorHTMLAttributes, type MouseEvent } from 'react';

interface Navigation {
  /** Pathname of the current page, e.g. /blog/how-minds-learn */
  path: string;
  /** Query string including '?', or '' */
  search: string;
  /**
   * Counts navigations (links, Back and Forward). A page is mounted afresh on each, even to
   * the address it is at: a page that rewrote its own query string (list filters) is reset by
   * a link to its plain address.
   */
  navigationKey: number;
  navigate(to: string, options?: { replace?: boolean }): void;
  isNavigating: boolean;
}

const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation outside NavigationProvider');
  return navigation;
}

const splitUrl = (url: string) => {
  const parsed = new URL(url, 'http://x');
  return { path: parsed.pathname, search: parsed.search, hash: parsed.hash };
};

export function NavigationProvider({ initialUrl, children }: { initialUrl: string; children: React.ReactNode }) {
  const [location, setLocation] = useState({ url: initialUrl, navigationKey: 0 });
  const go = useCallback((url: string) => setLocation((current) => ({ url, navigationKey: current.navigationKey + 1 })), []);
  const [isNavigating, startTransition] = useTransition();
  const pendingHash = useRef<string | null>(null);

  const navigate = useCallback((to: string, options: { replace?: boolean } = {}) => {
    const target = splitUrl(to);
    if (options.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    pendingHash.current = target.hash || null;
    startTransition(() => go(target.path + target.search));
  }, [go]);

  useEffect(() => {
    const onPopState = () => startTransition(() => go(window.location.pathname + window.location.search));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [go]);

  // After a navigation commits: go to the anchor it named, else to the top.
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation key is the trigger, not an input
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const hash = pendingHash.current;
    pendingHash.current = null;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.navigationKey]);

  const value = useMemo(
    () => ({ ...splitUrl(location.url), navigationKey: location.navigationKey, navigate, isNavigating }),
    [location, navigate, isNavigating],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** An in-site link: navigates in place on a plain click, behaves as a normal link otherwise. */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const { navigate } = useNavigation();
  return (
    <a
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainLeftClick(event) || target === '_blank' || !to.startsWith('/')) return;
        event.preventDefault();
        navigate(to);
      }}
      {...rest}
    />
  );
}
