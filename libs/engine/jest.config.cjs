/** Unit tests of the pure rules engine: no database, no network. */
module.exports = {
  displayName: 'engine',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/bin'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
};
