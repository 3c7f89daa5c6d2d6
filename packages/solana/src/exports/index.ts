// Public API of @latch/solana. Named re-exports only.
export {}
