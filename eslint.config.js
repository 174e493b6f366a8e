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
);
