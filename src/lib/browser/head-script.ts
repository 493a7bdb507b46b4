import { applyRememberedColourMode, colourModeToggleAttribute, toggleColourMode } from './colour-mode.ts';
import { copyAttribute, copyFrom } from './copy.ts';
import { embedLoadAttribute, loadEmbed } from './embed.ts';
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
 * - answers every tap on the controls whose work is a small module of their own, before and after
 *   the page's islands wake: the theme toggle, the copy buttons and an embed's button. Nothing else
 *   answers them.
 */
const answers: Record<string, (control: HTMLElement) => void> = {
  [colourModeToggleAttribute]: () => toggleColourMode(),
  [copyAttribute]: (button) => void copyFrom(button),
  [embedLoadAttribute]: loadEmbed,
};

document.documentElement.setAttribute(rootAttributes.scripts, '');
applyRememberedColourMode();
showSplashOnFirstPage();
fadePageChanges();
document.addEventListener('astro:hydration-error', () => {
  // For the toast island, should it wake later (src/islands/Toaster.tsx).
  document.documentElement.setAttribute(rootAttributes.islandFailed, '');
  dispatchEvent(new Event(islandFailedEvent));
});
document.addEventListener('click', (event) => {
  if (!(event.target instanceof Element)) return;
  for (const [attribute, answer] of Object.entries(answers)) {
    const control = event.target.closest<HTMLElement>(`[${attribute}]`);
    if (control) return answer(control);
  }
});
