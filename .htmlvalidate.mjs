// html-validate over the built pages (npm run test:builds): the recommended rules, none relaxed.
// Astro writes its island runtime's <style> in the body; the build moves it into <head>
// (src/integrations/built-head.ts).

/** @type {import('html-validate').ConfigData} */
export default {
  root: true,
  extends: ['html-validate:recommended'],
};
