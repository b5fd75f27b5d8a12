// The site's ESLint configuration: the workspace's rules, plus the site's layering.
import workspace from '../../eslint.config.mjs';

export default [
  ...workspace,
  // Patterns here are relative to apps/web (the workspace file's `apps/web/...` ignores do not match here).
  { ignores: ['src/gql/**', '.next/**', 'next-env.d.ts', 'test-results/**'] },
  {
    // Shared page parts sit below the features: a component that needs a feature's data takes it as props,
    // or the piece moves to src/lib (as currentUser did, to lib/session.ts).
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features', '@/features/**', '**/features', '**/features/**'],
              message: 'src/components must not import from src/features (move the shared piece to src/lib).',
            },
          ],
        },
      ],
    },
  },
];
