// Public API of @latch/evm. Named re-exports only.
export {}
