/** Unit tests of the site's pure pieces (no browser: those are in e2e/, run by Playwright). */
module.exports = {
  displayName: 'web',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/messages'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      },
    ],
  },
  // icu-minify and its ICU parser ship as ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(icu-minify|@formatjs)/)'],
  moduleNameMapper: {
    '^@gamao/engine$': '<rootDir>/../../libs/engine/src/index.ts',
    '^@gamao/messages$': '<rootDir>/../../libs/messages/src/index.ts',
    '^@gamao/bot/grading$': '<rootDir>/../../libs/bot/src/analysis/grading.ts',
    // The site's own import alias (tsconfig.json `paths`).
    '^@/(.*)$': '<rootDir>/src/$1',
  },
};
