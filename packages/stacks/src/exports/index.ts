// Public API of @latch/stacks. Named re-exports only.
export {}
