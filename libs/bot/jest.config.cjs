/** Unit tests of the pure bot library: no database, no network. The engine is read from its sources. */
module.exports = {
  displayName: 'bot',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/bin'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  moduleNameMapper: { '^@gamao/engine$': '<rootDir>/../engine/src/index.ts' },
};
