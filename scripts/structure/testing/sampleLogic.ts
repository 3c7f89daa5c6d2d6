/**
 * For the structure script's tests: a nine-line function named `name`, logic enough for
 * `duplicates` to pair two copies of it (its runs start at six lines).
 *
 * @param name - The function's name.
 * @returns Its source, ending with a newline.
 * @example
 * ```ts
 * const root = tree({ 'a.ts': sampleLogic('one'), 'b.ts': sampleLogic('two') })
 * ```
 */
export function sampleLogic(name: string): string {
  return (
    `export function ${name}(items: number[]): number {\n` +
    '  let total = 0\n' +
    '  for (const item of items) {\n' +
    '    if (item > 10) total += item * 2\n' +
    '    else if (item > 5) total += item + 3\n' +
    '    else total -= item\n' +
    '  }\n' +
    '  return Math.round(total / items.length)\n' +
    '}\n'
  )
}
