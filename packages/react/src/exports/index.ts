// Public API of @latch/react. Named re-exports only.
export {}
