import { splashSeenKey } from './preferences.ts';
import { rootAttributes } from '../../styles/root-attributes.ts';

/** The splash layer's id: the island renders it, the <head> script times its CSS fail-safe. */
export const splashScreenId = 'splash-screen';

/**
 * Shows the splash on the first page of a visit only (`rootAttributes.splash`), from the <head>
 * script; storage blocked: none. The splash's 3 s count from navigation start, and its life is CSS
 * animations (Splash.css.ts), which would count from whenever the splash was first styled: late on a
 * slow phone, or with a long page that parses late. So at each frame, before it paints, any found
 * is started at time 0 of the document's timeline, navigation start: a splash first styled after
 * 3 s is never seen. It looks until the page has loaded: the splash's parts can arrive in different
 * chunks of a slow response, each styled (and animated) as it arrives.
 */
export function showSplashOnFirstPage(): void {
  try {
    if (sessionStorage.getItem(splashSeenKey)) return;
    document.documentElement.setAttribute(rootAttributes.splash, '');
    const fromNavigationStart = () => {
      const splash = document.getElementById(splashScreenId);
      for (const animation of splash?.getAnimations({ subtree: true }) ?? []) {
        if (animation instanceof CSSAnimation && animation.startTime !== 0) animation.startTime = 0;
      }
      if (document.readyState !== 'complete') requestAnimationFrame(fromNavigationStart);
    };
    requestAnimationFrame(fromNavigationStart);
    sessionStorage.setItem(splashSeenKey, '1');
  } catch {
    // No splash memory: no splash.
  }
}
