import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Query building belongs to storage/repositories (one place to read every query). */
const sqlOutsideStorage = [
  { selector: "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]", message: 'SQL is built only in storage/: add a repository function.' },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL is built only in storage/: add a repository function.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'bench/results/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', Buffer: 'readonly' } },
  },
  {
    files: ['web/public/sw.js'],
    languageOptions: { globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['bench/**/*.mjs'],
    languageOptions: {
      globals: { fetch: 'readonly', performance: 'readonly', URLSearchParams: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', setImmediate: 'readonly' },
    },
  },

  // Layering (CONTRIBUTING.md, "The house"), floors top to bottom: the process (app/) → the transports (gateway/,
  // realtime/) → the wiring (context/) → the domain (server/) → storage/ → infrastructure and configuration (infra/).
  // node ../shared/checks/layers.mjs reads the same rules; these make CI fail when an import breaks them.
  {
    files: ['storage/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { regex: '(^|/)(app|context|server|gateway|realtime)/', message: 'storage/ knows no rules, HTTP or sockets: it imports nothing from app/, context/, server/, gateway/ or realtime/.' },
          { regex: '^(express|socket\\.io)$', message: 'storage/ knows no transport.' },
        ],
      }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { regex: '(^|/)(gateway|realtime)/', message: 'The domain knows no transport: gateway/ and realtime/ call it, never the other way (ports in server/ports.ts).' },
          { regex: '(^|/)(app|context)/', message: 'The domain sits below the process and the wiring: it never imports app/ or context/ (configuration is infra/config.ts).' },
          { regex: '^(express|socket\\.io|helmet)$', message: 'The domain knows no transport.' },
          { regex: '^kysely$', allowTypeImports: true, message: 'SQL is built only in storage/.' },
        ],
      }],
      'no-restricted-syntax': ['error', ...sqlOutsideStorage],
    },
  },
  {
    // infra/: configuration and adapters at the bottom (config, logger, metrics, presence, limiters, version
    // counters, Redis guards, address lists). They know no area's rules and nothing above them.
    files: ['infra/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { regex: '(^|/)(app|context|server|gateway|realtime|storage)/', message: 'infra/ is the bottom floor: it imports nothing above it.' },
          { regex: '^(express|socket\\.io|helmet|kysely|pg)$', message: 'infra/ knows no transport and builds no SQL.' },
        ],
      }],
      'no-restricted-syntax': ['error', ...sqlOutsideStorage],
    },
  },
  {
    files: ['context/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { regex: '(^|/)(app|gateway|realtime)/', message: 'The wiring sits below the transports and the process.' },
          { regex: '^(express|socket\\.io)$', message: 'The wiring knows no transport.' },
        ],
      }],
      'no-restricted-syntax': ['error', ...sqlOutsideStorage],
    },
  },
  {
    files: ['gateway/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { regex: '(^|/)(storage|realtime)/', message: 'HTTP reaches data through the domain (server/), never storage/ or realtime/ directly.' },
          { regex: '(^|/)app/', message: 'The transports sit below the process (app/): it starts them, never the other way.' },
          { regex: '^(socket\\.io|kysely|pg)$', message: 'HTTP reaches data through the domain.' },
        ],
      }],
      'no-restricted-syntax': ['error', ...sqlOutsideStorage],
    },
  },
  {
    files: ['realtime/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { regex: '(^|/)(storage|gateway)/', message: 'Sockets reach data through the domain (server/), never storage/ or gateway/ directly.' },
          { regex: '(^|/)app/', message: 'The transports sit below the process (app/): it starts them, never the other way.' },
          { regex: '^(express|kysely|pg)$', message: 'Sockets reach data through the domain.' },
        ],
      }],
      'no-restricted-syntax': ['error', ...sqlOutsideStorage],
    },
  },
  {
    // The client library and the web app are users of the public API: HTTP and sockets, never the server's code.
    files: ['client/**/*.ts', 'web/**/*.ts', 'web/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { regex: '(^|/)(server|gateway|realtime|storage)/', message: 'client/ and web/ use only the public API (the OpenAPI and AsyncAPI documents), never server code.' },
          { regex: '^(express|socket\\.io|kysely|pg)$', message: 'client/ and web/ run in browsers: no server packages.' },
        ],
      }],
    },
  },
  {
    files: ['app/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...sqlOutsideStorage] },
  },
);
