// Public API of @latch/walletconnect. Named re-exports only.
export {}
