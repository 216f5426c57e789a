/**
 * The API suite's test-only request header (read by tests/edge/support/api-worker.ts, never by the
 * deployed function): the test's clock and session lifetimes, as the Node tests set them on the services.
 */
export const EDGE_TEST_CONTROL = 'x-edge-test-control';
