import type { ParsedMessage } from './messageAst'

/**
 * The parameter names a parsed template reads (`{name}`, `{n, number}`, plural and select
 * arguments, and those inside their branches), sorted: two translations of one key must read the
 * same ones.
 *
 * @param message - A parsed template.
 * @returns The names, sorted, each once.
 * @example
 * ```ts
 * placeholdersOf(parseMessage('Send {amount} to {address}')) // ['address', 'amount']
 * ```
 */
export function placeholdersOf(message: ParsedMessage): string[] {
  const names = new Set<string>()
  const visit = (parts: ParsedMessage) => {
    for (const part of parts) {
      if (part.type === 'text' || part.type === 'pound') continue
      names.add(part.name)
      if (part.type === 'plural' || part.type === 'select')
        for (const branch of Object.values(part.options)) visit(branch)
    }
  }
  visit(message)
  return [...names].sort()
}
