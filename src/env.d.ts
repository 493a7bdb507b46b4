/** A module bundled into the text of an inline script (src/integrations/inline-script.ts). */
declare module '*?inline-script' {
  const code: string;
  export default code;
}
