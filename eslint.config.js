import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The import boundaries between the top-level folders (docs/contributing.md, rule 2).
const nodeOnly = ['node:*', 'electron', 'fs', 'path', 'os', 'child_process', 'crypto', 'http', 'https', 'url']
const rendererPatterns = [
  {
    group: nodeOnly,
    message: 'The renderer knows nothing of Node or Electron (docs/contributing.md, rule 2).',
  },
  { group: ['**/electron/**', '**/server/**'], message: 'The renderer may import only shared/.' },
]

export default tseslint.config(
  {
    ignores: [
      '.tmp/**',
      'out/**',
      'dist/**',
      'data/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read JSON bodies of any shape.
    files: ['**/*.test.{ts,tsx}', 'server/test-support.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['renderer/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { patterns: rendererPatterns }],
    },
  },
  {
    // Imports flow one way: shared -> components/lib -> features -> app. A feature imports no other feature
    // and nothing of app/ but the jotai store; app/composed/ puts screens that combine features together.
    files: ['renderer/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...rendererPatterns,
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message:
                'Features do not import each other: share through components/ or lib/, compose in app/.',
            },
            {
              regex: '^\\.\\./\\.\\./app/(?!store$)',
              message: 'Features do not import app/ (only its store): app/ composes features.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/src/components/**/*.{ts,tsx}', 'renderer/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...rendererPatterns,
            {
              regex: '^\\.\\./features/',
              message: 'components/ and lib/ serve every feature and import none.',
            },
            {
              regex: '^\\.\\./app/(?!store$)',
              message: 'components/ and lib/ import nothing of app/ but its store.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeOnly, message: 'shared/ uses no Node API (docs/contributing.md, rule 2).' },
            {
              group: ['**/renderer/**', '**/server/**', '**/electron/**'],
              message: 'shared/ imports no other top-level folder.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'process', 'Buffer'],
    },
  },
  {
    files: ['server/**/*.ts', 'electron/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/renderer/**'], message: 'Only shared/ is common ground.' }] },
      ],
    },
  },
)
