// One ESLint configuration for the workspace: typescript-eslint's recommended rules, Prettier owns formatting.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/.nx/**',
      '**/.data/**',
      '**/test-results/**',
      '**/coverage/**',
      'apps/api/src/generated/**',
      'apps/web/src/gql/**',
      '**/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        __dirname: 'readonly',
        performance: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': ['error', { allow: [] }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The lint boundary (docs/architecture.md): libs/*/src is pure domain logic, run by the API, the browser
    // and Node alike, so it imports no framework, database client or Node module. libs/*/bin and
    // libs/*/bench (command-line programs, benchmarks) may use Node.
    files: ['libs/*/src/**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['next', 'react', 'react-dom', 'pg'].map((name) => ({
              name,
              message: 'libs/*/src is pure domain logic: no framework or database client.',
            })),
            ...builtinModules.map((name) => ({
              name,
              message: 'libs/*/src runs in the browser too: no Node module (a CLI goes in bin/).',
            })),
          ],
          patterns: [
            {
              group: ['@nestjs/*', '@prisma/*', 'next/*', 'react/*', 'react-dom/*', 'pg/*'],
              message: 'libs/*/src is pure domain logic: no framework or database client.',
            },
            {
              group: ['node:*'],
              message: 'libs/*/src runs in the browser too: no Node module (a CLI goes in bin/).',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
