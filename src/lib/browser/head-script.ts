import { applyRememberedColourMode, colourModeToggleAttribute, toggleColourMode } from './colour-mode.ts';
import { copyAttribute, copyFrom } from './copy.ts';
import { clearEmbedLoading, embedLoadAttribute, showEmbedLoading } from './embed.ts';
import { fadePageChanges } from './page-fades.ts';
import { islandFailedEvent } from './preferences.ts';
import { showSplashOnFirstPage } from './splash.ts';
import { rootAttributes } from '../../styles/root-attributes.ts';

/**
 * The one script every page runs inline, in <head> (src/components/HeadBootstrap.astro), bundled from
 * this module and the ones it imports (`?inline-script`, src/integrations/inline-script.ts): it must
 * run before the first paint and answer a tap before any script file could have run. It
 * - marks that scripts run (`rootAttributes.scripts`), so controls that need them show;
 * - applies the remembered colour mode, shows the splash on a visit's first page, fades page changes;
 * - notes island scripts that fail to load (Astro's `astro:hydration-error`, after its one retry),
 *   for the toast island to report, however late it wakes;
 * - answers a tap on the controls whose work is a small module of their own: the theme toggle's,
 *   until its island has woken and answers it itself, and the copy buttons'; and shows a tap on an
 *   embed's button, whose island, once woken, is pressed again and loads the frame. A click
 *   something else answered (`defaultPrevented`) is left alone; one answered here is marked so.
 */
const answers: Record<string, [answer: (control: HTMLElement) => void, done: boolean]> = {
  [colourModeToggleAttribute]: [() => toggleColourMode(), true],
  [copyAttribute]: [(button) => void copyFrom(button), true],
  [embedLoadAttribute]: [(button) => islandFailed() || showEmbedLoading(button), false],
};
const islandFailed = () => Boolean((window as { __islandFailed?: boolean }).__islandFailed);

document.documentElement.setAttribute(rootAttributes.scripts, '');
applyRememberedColourMode();
showSplashOnFirstPage();
fadePageChanges();
document.addEventListener('astro:hydration-error', () => {
  // For the toast island, should it wake later (src/islands/Toaster.tsx).
  (window as { __islandFailed?: boolean }).__islandFailed = true;
  dispatchEvent(new Event(islandFailedEvent));
  clearEmbedLoading(document);
});
document.addEventListener('click', (event) => {
  if (event.defaultPrevented || !(event.target instanceof Element)) return;
  for (const [attribute, [answer, done]] of Object.entries(answers)) {
    const control = event.target.closest<HTMLElement>(`[${attribute}]`);
    if (control) return (done && event.preventDefault(), answer(control));
  }
});
