/** `import code from "./x.browser.ts?inline-script"`: the module's minified code (vite.inline-script.ts). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}
