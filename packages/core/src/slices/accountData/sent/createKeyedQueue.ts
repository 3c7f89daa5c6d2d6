/**
 * Runs tasks one at a time per key (tasks of different keys run side by side): a task starts once
 * the previous task of its key has settled, whether it resolved or rejected. A key's chain is
 * forgotten when its last task ends.
 *
 * @returns `run(key, task)`: the task's own result.
 * @example
 * ```ts
 * const queue = createKeyedQueue()
 * await queue.run(account, async () => apply(await lookup()))
 * ```
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>()
  return {
    run<T>(key: string, task: () => T | Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve()
      const result = previous.then(() => task())
      const tail = result.then(
        () => undefined,
        () => undefined,
      )
      tails.set(key, tail)
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key)
      })
      return result
    },
  }
}
