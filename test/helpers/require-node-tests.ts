/**
 * The node tests (test/nodes/) skip, with the reason in their title, when a tool they need is missing here (haproxy,
 * redis-server 7, the PostgreSQL server binaries). CI sets REQUIRE_NODE_TESTS=1 (.ci/run, PostgreSQL run): there a
 * missing tool throws, so the test file fails instead of passing silently as skipped.
 */
export function requiredTool(reason: string | undefined): string | undefined {
  if (reason && process.env.REQUIRE_NODE_TESTS === '1') throw new Error(`${reason}; REQUIRE_NODE_TESTS=1 requires the node tests to run`);
  return reason;
}
