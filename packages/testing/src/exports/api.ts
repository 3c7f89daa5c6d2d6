// Public API of @latch/testing/api. Named re-exports only.
export {}
