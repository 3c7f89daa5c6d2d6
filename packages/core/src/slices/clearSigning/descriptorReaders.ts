import { ClearSigningError } from './ClearSigningError'
import { CLEAR_SIGNING_LIMITS as LIMITS } from './clearSigningLimits'

type Json = Record<string, unknown>

const refuse = (details: string): never => {
  throw new ClearSigningError('INVALID_DESCRIPTOR', details)
}
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const object = (value: unknown, where: string): Json =>
  isObject(value) ? value : refuse(`${where} is not an object`)
const text = (value: unknown, where: string): string => {
  if (typeof value !== 'string' || value.length === 0) return refuse(`${where} is not a string`)
  if (value.length > LIMITS.text) return refuse(`${where} is over ${LIMITS.text} characters`)
  return value
}
const optionalText = (value: unknown, where: string) => (value === undefined ? undefined : text(value, where))
const capped = <T>(list: readonly T[], max: number, where: string): readonly T[] => {
  if (list.length > max)
    throw new ClearSigningError('DESCRIPTOR_TOO_LARGE', `${where} has ${list.length} items, over ${max}`)
  return list
}
const entries = (value: Json, max: number, where: string) => capped(Object.entries(value), max, where)

/**
 * Readers of an untrusted descriptor's JSON: each returns the value in the shape asked for, or
 * throws a {@link ClearSigningError} saying where it is wrong (`validateDescriptor` catches it and
 * returns it). Texts are capped at `LIMITS.text` characters, lists at their own caps
 * (`DESCRIPTOR_TOO_LARGE`).
 *
 * @example
 * ```ts
 * const display = descriptorReaders.object(root.display, 'display')
 * ```
 */
export const descriptorReaders = { refuse, isObject, object, text, optionalText, capped, entries }
