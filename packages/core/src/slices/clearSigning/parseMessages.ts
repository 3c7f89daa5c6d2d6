import { CLEAR_SIGNING_LIMITS as LIMITS } from './clearSigningLimits'
import type { DescriptorField, DescriptorMessage } from './descriptor'
import { descriptorReaders } from './descriptorReaders'
import { parseField } from './parseField'

type Json = Record<string, unknown>

const { refuse, object, text, capped, entries } = descriptorReaders
const TYPE_NAME = /^([A-Za-z_$][A-Za-z0-9_$]{0,63})(\(|$)/

/**
 * The EIP-712 messages of a descriptor's `display.formats`, keyed by the primary type's name or its
 * encoded type (`PermitSingle(PermitDetails details,…)PermitDetails(…)`): each with its intent and
 * fields, whose paths go into the message.
 *
 * @param display - The descriptor's `display`.
 * @param constants - `metadata.constants`.
 * @param enums - `metadata.enums`.
 * @returns The messages. Throws a `ClearSigningError` when malformed.
 * @example
 * ```ts
 * parseMessages({ formats: { Permit: { intent: 'Permit', fields: [] } } }, {}, {}) // [{ primaryType: 'Permit', intent: 'Permit', fields: [] }]
 * ```
 */
export function parseMessages(display: Json, constants: Json, enums: Json): DescriptorMessage[] {
  const definitions = object(display.definitions ?? {}, 'display.definitions')
  entries(definitions, LIMITS.fields, 'display.definitions')
  const formats = entries(object(display.formats, 'display.formats'), LIMITS.formats, 'display.formats')
  return formats.map(([key, raw]) => {
    const where = `display.formats[${JSON.stringify(key.slice(0, 60))}]`
    const primaryType = TYPE_NAME.exec(text(key, where))?.[1] ?? refuse(`${where} is not an EIP-712 type`)
    const format = object(raw, where)
    const rawFields = Array.isArray(format.fields) ? format.fields : refuse(`${where}.fields is not a list`)
    const fields = capped(rawFields, LIMITS.fields, `${where}.fields`)
      .map((f, i) =>
        parseField(f, { constants, enums, definitions, names: undefined }, `${where}.fields[${i}]`),
      )
      .filter((f): f is DescriptorField => f !== undefined)
    const intent = typeof format.intent === 'string' ? text(format.intent, `${where}.intent`) : primaryType
    return { primaryType, intent, fields }
  })
}
