import { isEvmAddressShape } from '../../shared/validation/isEvmAddressShape'
import { ClearSigningError } from './ClearSigningError'
import { CLEAR_SIGNING_LIMITS as LIMITS } from './clearSigningLimits'
import { isDecodableType } from './decodeAbiParameters'
import type { ClearDescriptor, DescriptorField, DescriptorFunction, FieldFormat } from './descriptor'
import { functionSelector } from './functionSelector'

type Json = Record<string, unknown>

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
const NAME = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/
const CONTAINER = /^@\.(value|to|from)$/

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

/** `uint` and `int` are `uint256` and `int256` in a signature. */
const canonicalType = (type: string) => type.replace(/^(u?int)(\[\])?$/, '$1256$2')

/** `swap(address tokenIn, uint256 amount)` into its name, parameter names and canonical types. */
function parseSignature(key: string): { name: string; names: string[]; types: string[] } | undefined {
  const match = /^([A-Za-z_$][A-Za-z0-9_$]*)\(([^()]*)\)$/.exec(key.trim())
  if (!match) return undefined
  const [, name = '', list = ''] = match
  const params = list.trim() === '' ? [] : list.split(',').map((p) => p.trim().split(/\s+/))
  if (params.length > LIMITS.parameters) return undefined
  const types = params.map(([type = '']) => canonicalType(type))
  if (!types.every(isDecodableType)) return undefined
  const names = params.map(([, paramName], i) =>
    paramName !== undefined && NAME.test(paramName) ? paramName : `_${i}`,
  )
  return { name, names, types }
}

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

type Context = { constants: Json; enums: Json; definitions: Json; names: readonly string[] }

function checkPath(path: string, names: readonly string[], where: string): string {
  if (CONTAINER.test(path)) return path
  const bare = path.replace(/^#\./, '')
  const [head = '', ...rest] = bare.split('.')
  if (!names.includes(head) || (rest.length > 0 && rest.join('.') !== '[]'))
    return refuse(`${where} path ${JSON.stringify(path)} is not a parameter of the function`)
  return bare
}

function parseField(raw: unknown, ctx: Context, where: string): DescriptorField | undefined {
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

function parseFunctions(display: Json, constants: Json, enums: Json): DescriptorFunction[] {
  const definitions = object(display.definitions ?? {}, 'display.definitions')
  entries(definitions, LIMITS.fields, 'display.definitions')
  const functions: DescriptorFunction[] = []
  for (const [key, raw] of entries(
    object(display.formats, 'display.formats'),
    LIMITS.formats,
    'display.formats',
  )) {
    const where = `display.formats[${JSON.stringify(key.slice(0, 60))}]`
    text(key, where)
    const format = object(raw, where)
    const signature = parseSignature(key)
    // a function whose parameters Latch does not decode (tuples) stays an unknown call
    if (!signature) continue
    const ctx: Context = { constants, enums, definitions, names: signature.names }
    const rawFields = Array.isArray(format.fields) ? format.fields : refuse(`${where}.fields is not a list`)
    const fields = capped(rawFields, LIMITS.fields, `${where}.fields`)
      .map((f, i) => parseField(f, ctx, `${where}.fields[${i}]`))
      .filter((f): f is DescriptorField => f !== undefined)
    const canonical = `${signature.name}(${signature.types.join(',')})`
    functions.push({
      selector: functionSelector(canonical),
      signature: canonical,
      names: signature.names,
      types: signature.types,
      intent: typeof format.intent === 'string' ? text(format.intent, `${where}.intent`) : signature.name,
      fields,
    })
  }
  return functions
}

function parseDeployments(contract: Json): ClearDescriptor['deployments'] {
  if (contract.deployments === undefined) return undefined
  if (!Array.isArray(contract.deployments)) return refuse('context.contract.deployments is not a list')
  return capped(contract.deployments, LIMITS.deployments, 'context.contract.deployments').map((raw, i) => {
    const d = object(raw, `deployments[${i}]`)
    if (typeof d.chainId !== 'number' || !Number.isSafeInteger(d.chainId) || d.chainId <= 0)
      return refuse(`deployments[${i}].chainId is not a chain id`)
    if (typeof d.address !== 'string' || !isEvmAddressShape(d.address))
      return refuse(`deployments[${i}].address is not an address`)
    return { chainId: d.chainId, address: d.address.toLowerCase() }
  })
}

function parseToken(raw: unknown): ClearDescriptor['token'] {
  if (raw === undefined) return undefined
  const token = object(raw, 'metadata.token')
  const symbol = text(token.ticker ?? token.symbol, 'metadata.token.ticker')
  if (symbol.length > 32) return refuse('metadata.token.ticker is over 32 characters')
  const { decimals } = token
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    return refuse('metadata.token.decimals is not 0 to 255')
  return { symbol, decimals }
}

/**
 * Checks an ERC-7730 contract descriptor, given as an object or as its JSON text, as untrusted
 * input: at most {@link LIMITS}.descriptorBytes of JSON, formats, fields, deployments and texts
 * capped, every field's path a parameter of its function (or `@.value`, `@.to`, `@.from`), known
 * formats only, constants and enums resolved, `metadata.token` a ticker and 0 to 255 decimals. Each function's selector is computed from its
 * signature, so a call only matches the function it really calls. Functions with parameter types
 * Latch does not decode (tuples) are left out. Never throws.
 *
 * @param input - The descriptor.
 * @returns The checked descriptor, or a {@link ClearSigningError} saying what is wrong.
 * @example
 * ```ts
 * const checked = validateDescriptor(await (await fetch('/calldata-swapper.json')).text())
 * if (checked instanceof ClearSigningError) console.warn(checked.details)
 * ```
 */
export function validateDescriptor(input: unknown): ClearDescriptor | ClearSigningError {
  try {
    const json = typeof input === 'string' ? input : JSON.stringify(input)
    if (typeof json !== 'string') return refuse('not a JSON object')
    if (json.length > LIMITS.descriptorBytes)
      throw new ClearSigningError(
        'DESCRIPTOR_TOO_LARGE',
        `${json.length} bytes, over ${LIMITS.descriptorBytes}`,
      )
    // a plain copy: getters and proxies of the given object are read once, by JSON.stringify
    const root = object(JSON.parse(json), 'descriptor')
    const context = object(root.context, 'context')
    const contract = object(context.contract, 'context.contract')
    const metadata = object(root.metadata ?? {}, 'metadata')
    const constants = object(metadata.constants ?? {}, 'metadata.constants')
    const enums = object(metadata.enums ?? {}, 'metadata.enums')
    entries(constants, LIMITS.fields, 'metadata.constants')
    entries(enums, LIMITS.fields, 'metadata.enums')
    const token = parseToken(metadata.token)
    return {
      owner: optionalText(metadata.owner, 'metadata.owner'),
      ...(token ? { token } : {}),
      deployments: parseDeployments(contract),
      functions: parseFunctions(object(root.display, 'display'), constants, enums),
    }
  } catch (error) {
    if (error instanceof ClearSigningError) return error
    return new ClearSigningError('INVALID_DESCRIPTOR', error instanceof Error ? error.message : 'not JSON')
  }
}
