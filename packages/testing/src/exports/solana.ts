// Public API of @latch/testing/solana. Named re-exports only.
export {}
