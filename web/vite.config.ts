import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The web app: Preact + signals, built to dist/web and served by every node at /app/ (static files only).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/app/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // No inline scripts or module preload polyfill: Convene's Content-Security-Policy allows scripts from 'self' only.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
});
