/** Unit tests of the error catalogue: no database, no network. */
module.exports = {
  displayName: 'messages',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
};
