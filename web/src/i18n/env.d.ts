// Vite's import.meta.glob, as used by web/src/i18n/index.ts (the web tsconfig loads no ambient types).
interface ImportMeta {
  glob<T>(pattern: string): Record<string, () => Promise<T>>;
}
