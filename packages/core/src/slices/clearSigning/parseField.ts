import { isEvmAddressShape } from '../../shared/validation/isEvmAddressShape'
import { CLEAR_SIGNING_LIMITS as LIMITS } from './clearSigningLimits'
import type { DescriptorField, FieldFormat } from './descriptor'
import { descriptorReaders } from './descriptorReaders'

type Json = Record<string, unknown>

const { refuse, isObject, object, text, optionalText, entries } = descriptorReaders
const FORMATS: readonly FieldFormat[] = [
  'raw',
  'amount',
  'tokenAmount',
  'addressName',
  'date',
  'enum',
  'nftName',
  'duration',
  'unit',
  'calldata',
]
const CONTAINER = /^@\.(value|to|from)$/

/** A constant reference (`$.metadata.constants.max`) resolved, or the value as given. */
function constant(value: unknown, constants: Json): unknown {
  if (typeof value !== 'string' || !value.startsWith('$.metadata.constants.')) return value
  const resolved = constants[value.slice('$.metadata.constants.'.length)]
  return resolved === undefined ? refuse(`constant ${value} is not defined`) : resolved
}

function parseThreshold(value: unknown): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]{1,64}|[0-9]{1,78})$/.test(value)) return BigInt(value)
  return refuse('threshold is not an amount')
}

/**
 * What a field is read against: the descriptor's constants, enums and definitions, and the names
 * of its function's parameters (none for an EIP-712 message).
 *
 * @example
 * ```ts
 * const ctx: FieldReadContext = { constants: {}, enums: {}, definitions: {}, names: ['to', 'value'] }
 * ```
 */
export type FieldReadContext = {
  constants: Json
  enums: Json
  definitions: Json
  /** The function's parameter names; undefined for an EIP-712 message, whose paths go into it. */
  names: readonly string[] | undefined
}

const MESSAGE_PATH = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*|\.\[\]){0,7}$/

function checkPath(path: string, names: readonly string[] | undefined, where: string): string {
  if (CONTAINER.test(path)) return path
  const bare = path.replace(/^#\./, '')
  if (names === undefined)
    return MESSAGE_PATH.test(bare)
      ? bare
      : refuse(`${where} path ${JSON.stringify(path.slice(0, 60))} is not a message path`)
  const [head = '', ...rest] = bare.split('.')
  if (!names.includes(head) || (rest.length > 0 && rest.join('.') !== '[]'))
    return refuse(`${where} path ${JSON.stringify(path)} is not a parameter of the function`)
  return bare
}

/**
 * One field of a display format, checked: a `$ref` to `display.definitions` merged in, the path a
 * parameter of the function (or `@.value`, `@.to`, `@.from`), an ERC-7730 format, the format's
 * parameters read (tokenPath, token, threshold, message, encoding, enum labels). A group of fields
 * or a field without a path and label gives undefined. Throws a `ClearSigningError` when malformed.
 *
 * @param raw - The field as given.
 * @param ctx - Constants, enums, definitions and parameter names.
 * @param where - Where it is, for the error's details.
 * @returns The checked field, or undefined.
 * @example
 * ```ts
 * parseField({ path: 'value', label: 'Amount', format: 'tokenAmount', params: { tokenPath: '@.to' } }, ctx, 'fields[0]')
 * ```
 */
export function parseField(raw: unknown, ctx: FieldReadContext, where: string): DescriptorField | undefined {
  let field = object(raw, where)
  if (field.$ref !== undefined) {
    const ref = text(field.$ref, `${where}.$ref`)
    const definition = ctx.definitions[ref.replace(/^\$\.display\.definitions\./, '')]
    if (!ref.startsWith('$.display.definitions.') || !isObject(definition))
      return refuse(`${where}.$ref ${ref} is not defined`)
    field = {
      ...definition,
      ...field,
      params: { ...object(definition.params ?? {}, ref), ...object(field.params ?? {}, where) },
    }
  }
  // a group of fields (a struct's) or a field without a value to show is not read here
  if (field.path === undefined || field.label === undefined) return undefined
  const format = field.format ?? 'raw'
  if (!FORMATS.includes(format as FieldFormat))
    return refuse(`${where}.format ${String(format).slice(0, 40)} is not an ERC-7730 format`)
  const params = object(field.params ?? {}, `${where}.params`)
  const parsed: DescriptorField = {
    path: checkPath(text(field.path, `${where}.path`), ctx.names, where),
    label: text(field.label, `${where}.label`),
    format: format as FieldFormat,
  }
  const tokenPath = optionalText(params.tokenPath, `${where}.params.tokenPath`)
  if (tokenPath !== undefined) parsed.tokenPath = checkPath(tokenPath, ctx.names, `${where}.params.tokenPath`)
  const token = constant(params.token, ctx.constants)
  if (token !== undefined) {
    if (typeof token !== 'string' || !isEvmAddressShape(token))
      return refuse(`${where}.params.token is not an address`)
    parsed.token = token
  }
  const threshold = constant(params.threshold, ctx.constants)
  if (threshold !== undefined) parsed.threshold = parseThreshold(threshold)
  const message = optionalText(params.message, `${where}.params.message`)
  if (message !== undefined) parsed.message = message
  if (params.encoding === 'timestamp' || params.encoding === 'blockheight') parsed.encoding = params.encoding
  if (parsed.format === 'enum') {
    const ref = text(params.$ref ?? params.enumId, `${where}.params.$ref`)
    const labels = object(ctx.enums[ref.replace(/^\$\.metadata\.enums\./, '')], `enum ${ref}`)
    parsed.enumLabels = Object.fromEntries(
      entries(labels, LIMITS.fields, `enum ${ref}`).map(([k, v]) => [k, text(v, `enum ${ref}.${k}`)]),
    )
  }
  return parsed
}
