// html-validate over the built pages (npm run validate:html): the recommended rules, none relaxed.

/**
 * Astro's island runtime style, as Astro writes it (`astro-island,astro-slot,astro-static-slot
 * {display:contents}`): only its own custom elements (`astro-*`), laid out as their contents.
 */
const islandStyle = /^astro-[a-z-]+(?:,astro-[a-z-]+)*\{display:contents;?\}$/;

/**
 * The one exception: Astro writes its island runtime's one-line <style> in the body, just before
 * the first island, on purpose (withastro/astro#11536: so that a page without islands does not
 * carry it). Browsers apply a body <style>; the HTML content model does not list it there. This
 * marks exactly that element, recognised by its text, as flow content; any other <style> in the
 * body still fails element-permitted-content.
 *
 * @type {import('html-validate').Transformer}
 */
function astroIslandStyle(source) {
  return {
    ...source,
    hooks: {
      ...source.hooks,
      processElement(node) {
        if (node.is('style') && islandStyle.test(node.textContent.trim())) {
          node.loadMeta({ ...this.getMetaFor('style'), flow: true });
        }
      },
    },
  };
}
astroIslandStyle.api = 1;

/** @type {import('html-validate').ConfigData} */
export default {
  root: true,
  extends: ['html-validate:recommended'],
  transform: { '\\.html$': astroIslandStyle },
};
