// html-validate over the built pages (npm run validate:html), with the recommended rules.
export default {
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    {
      // Astro writes its island runtime's one-line <style> (astro-island { display: contents })
      // in the body, just before the first island. Browsers apply body <style> everywhere, so
      // this one allowance is made instead of turning element-permitted-content off.
      style: { flow: true },
    },
  ],
};
