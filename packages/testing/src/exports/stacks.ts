// Public API of @latch/testing/stacks. Named re-exports only.
export {}
