/**
 * The strongly connected components of a directed graph (Tarjan): each node's component id, and
 * the components with more than one node (the graph's cycles; a self-edge is not counted).
 *
 * @param nodes - Every node.
 * @param edges - Edges as `[from, to]`; nodes not in `nodes` are ignored.
 * @returns `componentOf` (node → component id) and `cycles` (each a sorted list of its nodes).
 * @example
 * ```ts
 * const { cycles } = stronglyConnected(['a', 'b', 'c'], [['a', 'b'], ['b', 'a'], ['b', 'c']])
 * cycles // [['a', 'b']]
 * ```
 */
export function stronglyConnected(
  nodes: Iterable<string>,
  edges: Iterable<readonly [string, string]>,
): { componentOf: Map<string, number>; cycles: string[][] } {
  const next = new Map<string, string[]>()
  for (const node of nodes) next.set(node, [])
  for (const [from, to] of edges) {
    if (next.has(from) && next.has(to)) next.get(from)?.push(to)
  }
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const componentOf = new Map<string, number>()
  const cycles: string[][] = []
  let counter = 0
  let components = 0

  const visit = (node: string): void => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0))
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const members: string[] = []
    for (;;) {
      const member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      componentOf.set(member, components)
      members.push(member)
      if (member === node) break
    }
    components += 1
    if (members.length > 1) cycles.push(members.sort())
  }

  for (const node of next.keys()) if (!index.has(node)) visit(node)
  return { componentOf, cycles }
}

/**
 * One shortest path of `edges` from `from` back to itself through `within` (a cycle's nodes), to
 * show a cycle as a chain a reader can follow.
 *
 * @param from - Start and end node.
 * @param within - The nodes the path may use.
 * @param edges - Edges as `[from, to]`.
 * @returns The nodes of the path, `from` first and last; `[from]` when there is none.
 * @example
 * ```ts
 * cyclePath('a', new Set(['a', 'b']), [['a', 'b'], ['b', 'a']]) // ['a', 'b', 'a']
 * ```
 */
export function cyclePath(
  from: string,
  within: ReadonlySet<string>,
  edges: Iterable<readonly [string, string]>,
): string[] {
  const next = new Map<string, string[]>()
  for (const [a, b] of edges) {
    if (within.has(a) && within.has(b)) next.set(a, [...(next.get(a) ?? []), b])
  }
  const previous = new Map<string, string>()
  const queue = [from]
  for (let i = 0; i < queue.length; i += 1) {
    const node = queue[i] as string
    for (const to of next.get(node) ?? []) {
      if (to === from) {
        const between: string[] = []
        for (let at: string | undefined = node; at !== undefined && at !== from; at = previous.get(at))
          between.unshift(at)
        return [from, ...between, from]
      }
      if (!previous.has(to)) {
        previous.set(to, node)
        queue.push(to)
      }
    }
  }
  return [from]
}
