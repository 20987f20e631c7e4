// Vite's `?url` imports (an asset's URL, served by Convene), as used by web/src/door/decoder.ts.
declare module '*?url' {
  const url: string;
  export default url;
}
