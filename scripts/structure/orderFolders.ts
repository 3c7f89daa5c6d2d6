/**
 * Orders the folders of one cycle of the folder graph from top (importers) to bottom (imported) so
 * that as few imports as possible run back up (from a lower folder to a higher one): the greedy
 * order of Eades, Lin and Smyth, then single folders moved to another place while that lowers the
 * cost. Finding the best order is NP-hard; this one is an upper bound, the same on every run.
 *
 * @param folders - The folders of one strongly connected component.
 * @param weight - `weight(from, to)`: the cost of the imports from `from` to `to` running back up
 *   (0 when there are none).
 * @returns The folders, top first.
 * @example
 * ```ts
 * const w = (a: string, b: string) => (a === 'ui' && b === 'core' ? 5 : a === 'core' && b === 'ui' ? 1 : 0)
 * orderFolders(['core', 'ui'], w) // ['ui', 'core']: the one core → ui import runs back up
 * ```
 */
export function orderFolders(
  folders: readonly string[],
  weight: (from: string, to: string) => number,
): string[] {
  const remaining = new Set([...folders].sort())
  const head: string[] = []
  const tail: string[] = []
  const flow = (node: string, direction: 'out' | 'in') =>
    [...remaining].reduce(
      (sum, other) =>
        sum + (other === node ? 0 : direction === 'out' ? weight(node, other) : weight(other, node)),
      0,
    )
  while (remaining.size > 0) {
    let changed = true
    while (changed) {
      changed = false
      for (const node of [...remaining]) {
        if (flow(node, 'out') === 0) {
          tail.unshift(node)
          remaining.delete(node)
          changed = true
        } else if (flow(node, 'in') === 0) {
          head.push(node)
          remaining.delete(node)
          changed = true
        }
      }
    }
    if (remaining.size === 0) break
    let best: string | undefined
    let bestDelta = Number.NEGATIVE_INFINITY
    for (const node of remaining) {
      const delta = flow(node, 'out') - flow(node, 'in')
      if (delta > bestDelta) {
        best = node
        bestDelta = delta
      }
    }
    if (best === undefined) break
    head.push(best)
    remaining.delete(best)
  }
  let order = [...head, ...tail]

  const cost = (candidate: readonly string[]) => {
    let total = 0
    for (let i = 0; i < candidate.length; i += 1)
      for (let j = 0; j < i; j += 1) total += weight(candidate[i] as string, candidate[j] as string)
    return total
  }
  let current = cost(order)
  for (let improved = true; improved; ) {
    improved = false
    for (let from = 0; from < order.length; from += 1) {
      for (let to = 0; to < order.length; to += 1) {
        if (to === from) continue
        const moved = [...order]
        const [node] = moved.splice(from, 1)
        moved.splice(to, 0, node as string)
        const movedCost = cost(moved)
        if (movedCost < current) {
          order = moved
          current = movedCost
          improved = true
        }
      }
    }
  }
  return order
}
