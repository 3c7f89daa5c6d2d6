// Public API of @latch/testing/evm. Named re-exports only.
export {}
