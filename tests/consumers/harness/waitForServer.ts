/**
 * Polls `url` until it answers (the server is up) or `timeoutMs` passes.
 *
 * @param url - A page of the server.
 * @param timeoutMs - How long to wait.
 * @returns Resolves once `url` answered.
 * @throws {Error} When it did not answer in time.
 * @example
 * ```ts
 * await waitForServer('http://127.0.0.1:4100', 60_000)
 * ```
 */
export async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      return
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`, { cause: error })
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}
