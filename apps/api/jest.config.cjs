/**
 * API tests: real PostgreSQL (DATABASE_URL's server, else the embedded one), real GraphQL over HTTP and WebSocket.
 * Each test file creates its own database and drops it (test/database.ts).
 */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
        },
      },
    ],
  },
  moduleNameMapper: {
    '^@gamao/engine$': '<rootDir>/../../libs/engine/src/index.ts',
    '^@gamao/chouette$': '<rootDir>/../../libs/chouette/src/index.ts',
    '^@gamao/messages$': '<rootDir>/../../libs/messages/src/index.ts',
    '^@gamao/season$': '<rootDir>/../../libs/season/src/index.ts',
  },
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
  // The suites start real servers. Should a resource outlive its API (a shutdown step past CLOSE_MS in
  // src/bootstrap.ts), the run still ends and reports, instead of waiting for it with no output.
  forceExit: true,
};
