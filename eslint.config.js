import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.wxt/**',
      '**/dist-e2e/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/extension/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      // A feature never reaches into another feature's folder; shared pieces live in components/ or lib/.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../features/*'], message: 'Features do not import each other.' },
            { regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: 'Features do not import each other.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      // A module reaches another only through its public index.ts; code two modules share lives outside modules/.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.js$)',
              message: "Modules import each other only through the other module's index.ts.",
            },
            {
              regex: '(^|/)modules/[^/]+/(?!index\\.js$)',
              message: "Modules import each other only through the other module's index.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/**'],
    rules: {
      // The app and shared code use a module only through its public index.ts, like other modules do.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/[^/]+/(?!index\\.js$)',
              message: 'Import a module only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
);
