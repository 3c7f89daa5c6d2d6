import type { ErrorConstruction } from './findErrorConstructions'
import type { Finding } from './findingAt'
import type { ErrorClass } from './readErrorClasses'

/**
 * Where the constructor of the error class `name` takes its message: its own `message` /
 * `shortMessage` parameter, or its base's when it declares no constructor; the first argument for
 * a class not among `classes` (the built-in `TypeError`, another library's error).
 */
function messageIndexOf(
  name: string,
  classes: ReadonlyMap<string, ErrorClass>,
  seen = new Set<string>(),
): number {
  const found = classes.get(name)
  if (found === undefined || seen.has(name)) return 0
  if (found.messageIndex !== undefined) return found.messageIndex
  seen.add(name)
  return messageIndexOf(found.base.split('.').at(-1) ?? '', classes, seen)
}

/**
 * The errors built with a message written on the spot: `new XError('literal…')` or
 * `` new XError(`template…`) `` (thrown or not), counting the argument the constructor takes as its
 * message (`new AuthServiceError(400, 'CODE', 'Body is not JSON.')` counts, `new
 * MethodNotSupportedError('send')` does not: it takes a method name and builds its message from the
 * catalogue). A message passed from a catalogue (`new XError(MESSAGES.x)`), an error built by an
 * entry of a catalogue of errors (`invalidEmail: () => new XError(…, 'Enter a valid email.')`) and
 * the plain `Error` (counted by findPlainErrors) are not counted.
 *
 * @param constructions - The error constructions (see findErrorConstructions).
 * @param classes - The repo's error classes (see readErrorClasses), to know where each takes its message.
 * @returns The constructions with a written message.
 * @example
 * ```ts
 * findInlineMessages(findErrorConstructions(source), [...readErrorClasses(errorsModule)]).length
 * ```
 */
export function findInlineMessages(
  constructions: readonly ErrorConstruction[],
  classes: readonly ErrorClass[],
): Finding[] {
  const byName = new Map(classes.map((c) => [c.name, c]))
  return constructions
    .filter((c) => !c.inCatalogue && c.writtenArguments.includes(messageIndexOf(c.error, byName)))
    .map(({ file, line, code }) => ({ file, line, code }))
}
