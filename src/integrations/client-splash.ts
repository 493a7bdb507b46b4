import type { ClientDirective } from 'astro';

/**
 * `client:splash` hydrates the splash island at once, but only on a page that shows the splash:
 * the inline `<head>` script marks the first page of a visit with `data-splash` on `<html>`.
 * Every other page never loads the island's script, nor React for it.
 */
const splash: ClientDirective = async (load) => {
  if (!('splash' in document.documentElement.dataset)) return;
  const hydrate = await load();
  await hydrate();
};

export default splash;
