import type { CallContext } from './describeCallInWords'
import { fieldsInWords } from './fieldsInWords'
import { applicable, descriptorTokens } from './findFunction'
import { plainText } from './plainText'
import { readTransaction } from './readTransaction'
import { readTypedValue } from './readTypedValue'
import type { MessageInWords } from './types'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * EIP-712 typed data in words, as the ERC-7730 descriptor of its primary type says (the app's
 * descriptors deployed at the verifying contract first, then the standards': Permit, Permit2):
 * the intent, the fields read from the message (`@.to` is the verifying contract), and the
 * unlimited-approval flag for an amount at its threshold. Typed data no descriptor covers gives
 * undefined: the approval then shows its domain and fields as they are. Never throws.
 *
 * @param typedData - The parsed typed data (`domain`, `primaryType`, `message`), untrusted.
 * @param context - Descriptors, tokens and the network.
 * @returns The words, or undefined.
 * @example
 * ```ts
 * describeTypedDataInWords(permitSingle, { descriptors, tokens: [usdc] })?.intent // 'Permit'
 * ```
 */
export function describeTypedDataInWords(
  typedData: unknown,
  context: CallContext,
): MessageInWords | undefined {
  if (!isRecord(typedData) || !isRecord(typedData.message) || typeof typedData.primaryType !== 'string')
    return undefined
  const { message, primaryType } = typedData
  const domain = isRecord(typedData.domain) ? typedData.domain : {}
  const chainId =
    typeof domain.chainId === 'string' && /^[0-9]{1,15}$/.test(domain.chainId)
      ? Number(domain.chainId)
      : domain.chainId
  const { to, chainId: chain } = readTransaction({ to: domain.verifyingContract, chainId }, context.chainId)
  const format = applicable(context.descriptors, to, chain)
    .flatMap((d) => d.messages)
    .find((m) => m.primaryType === primaryType)
  if (!format) return undefined
  const read = (path: string) =>
    path === '@.to' ? to : path.startsWith('@.') ? undefined : readTypedValue(message, path)
  const tokens = [...context.tokens, ...descriptorTokens(context.descriptors, chain)]
  const { fields, flags } = fieldsInWords(format.fields, read, tokens, context.native)
  return {
    kind: 'typedData',
    primaryType: plainText(primaryType, 80),
    intent: plainText(format.intent, 80),
    fields,
    flags,
  }
}
