/** Unit tests of the pure tournament library: no database, no network. The engine is read from its sources. */
module.exports = {
  displayName: 'tournament',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  moduleNameMapper: { '^@gamao/engine$': '<rootDir>/../engine/src/index.ts' },
};
