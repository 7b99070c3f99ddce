import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

// lib/ holds facts and rules: no React, no components. A later block's no-restricted-imports replaces an
// earlier one's for its files, so each block that adds a pattern repeats this one.
const FRAMEWORK_FREE = {
  group: ['react', 'react-dom', '@/components/*', '@/app/*'],
  message: 'lib/ is framework-free.',
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Import circles make a house nobody can follow (issue 17): refused, type imports included.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // lib/ holds facts and rules: no React, no components.
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [FRAMEWORK_FREE],
        },
      ],
    },
  },
  {
    // Calls go one way (issue 51): components → lib/device → lib/order. The order's rules know nothing
    // of the device, the page's clock or the early script; lib/device, lib/clock and lib/early nothing
    // of the screens (the block above).
    files: ['lib/order/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            FRAMEWORK_FREE,
            {
              group: ['@/lib/device/*', '@/lib/clock/*', '@/lib/early/*'],
              message:
                'lib/order/ beslist, de rest voert uit: lib/order importeert lib/device, lib/clock of lib/early niet.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shop's facts and the content know nothing of the order: the order asks them, not the reverse.
    files: ['lib/shop/**/*.ts', 'lib/content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            FRAMEWORK_FREE,
            {
              group: ['@/lib/order/*', '@/lib/device/*', '../order/*'],
              message:
                'lib/shop en lib/content kennen de bestelling niet: lib/order vraagt hen, niet omgekeerd.',
            },
          ],
        },
      ],
    },
  },
  {
    // A function (or component) a newcomer can read in one screen (issue 17), a file in one sitting (issue 51).
    files: [
      'lib/order/**/*.ts',
      'lib/device/**/*.ts',
      'lib/clock/**/*.ts',
      'lib/early/**/*.ts',
      'components/order/**/*.{ts,tsx}',
    ],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 400 }],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/*'], message: 'components/ may not import app/.' }] },
      ],
    },
  },
  {
    // Playwright fixtures call their argument `use`, which is not a React hook.
    files: ['__tests__/e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The browser tests test the site built from the fixed test content: the owner's content/ is
    // out of their reach ('@/content/…' is mapped to the fixtures in __tests__/e2e/tsconfig.json).
    files: ['__tests__/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+content/',
              message: "Lees de testinhoud ('@/content/…' of __tests__/fixtures/content), nooit content/.",
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      'out/**',
      'out-lokaal/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/**/out/**',
      'bench/**/.next/**',
      '.tmp/**',
    ],
  },
];

export default config;
