import { ClearSigningError } from './ClearSigningError'
import { CLEAR_SIGNING_LIMITS as LIMITS } from './clearSigningLimits'
import type { ClearDescriptor, DescriptorField, DescriptorFunction } from './descriptor'
import { descriptorReaders } from './descriptorReaders'
import { functionSelector } from './functionSelector'
import { parseDeployments, parseToken } from './parseDeployments'
import { type FieldReadContext, parseField } from './parseField'
import { parseMessages } from './parseMessages'
import { parseSignature } from './parseSignature'

type Json = Record<string, unknown>

const { refuse, object, text, optionalText, capped, entries } = descriptorReaders

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
    const ctx: FieldReadContext = { constants, enums, definitions, names: signature.names }
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

/**
 * Checks an ERC-7730 descriptor (a contract's calls, or EIP-712 messages with `context.eip712`),
 * given as an object or as its JSON text, as untrusted
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
    const eip712 = context.eip712 === undefined ? undefined : object(context.eip712, 'context.eip712')
    const contract = object(eip712 ?? context.contract, 'context.contract')
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
      functions: eip712 ? [] : parseFunctions(object(root.display, 'display'), constants, enums),
      messages: eip712 ? parseMessages(object(root.display, 'display'), constants, enums) : [],
    }
  } catch (error) {
    if (error instanceof ClearSigningError) return error
    return new ClearSigningError('INVALID_DESCRIPTOR', error instanceof Error ? error.message : 'not JSON')
  }
}
