/**
 * The tests' fixed audit key (AUDIT_KEY), so that no test writes a key file into .data/; the API processes the
 * tests spawn inherit it. A test that needs another key passes it in its config.
 */
export const TEST_AUDIT_KEY = 'gamao-test-audit-key-0123456789abcdef0123456789';

process.env.AUDIT_KEY ??= TEST_AUDIT_KEY;
