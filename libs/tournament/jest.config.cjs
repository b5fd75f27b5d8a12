/** Unit tests of the pure tournament library: no database, no network. */
module.exports = {
  displayName: 'tournament',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
};
