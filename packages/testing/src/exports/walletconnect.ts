// Public API of @latch/testing/walletconnect. Named re-exports only.
export {}
