/** Unit tests of the pure season library: no database, no network. Tournament and engine are read from their sources. */
module.exports = {
  displayName: 'season',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  moduleNameMapper: {
    '^@gamao/tournament$': '<rootDir>/../tournament/src/index.ts',
    '^@gamao/engine$': '<rootDir>/../engine/src/index.ts',
  },
};
