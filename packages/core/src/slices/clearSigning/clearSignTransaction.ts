import { BUILTIN_DESCRIPTORS } from './builtinDescriptors'
import { ClearSigningError } from './ClearSigningError'
import { CLEAR_SIGNING_LIMITS } from './clearSigningLimits'
import { type CallContext, describeCallInWords } from './describeCallInWords'
import { describeTypedDataInWords } from './describeTypedDataInWords'
import type { ClearDescriptor } from './descriptor'
import type { CallInWords, MessageInWords } from './types'
import { validateDescriptor } from './validateDescriptor'

/**
 * Checks descriptors as untrusted input: the valid ones in order, and the refusals (at most
 * {@link CLEAR_SIGNING_LIMITS}.descriptors are read).
 *
 * @param inputs - ERC-7730 descriptors, objects or JSON text.
 * @returns The checked descriptors and the errors of those left out.
 * @example
 * ```ts
 * const { descriptors, errors } = checkDescriptors(options.clearSigning?.descriptors ?? [])
 * ```
 */
export function checkDescriptors(inputs: readonly unknown[]): {
  descriptors: ClearDescriptor[]
  errors: ClearSigningError[]
} {
  const descriptors: ClearDescriptor[] = []
  const errors: ClearSigningError[] = []
  const list = Array.isArray(inputs) ? inputs : []
  if (list.length > CLEAR_SIGNING_LIMITS.descriptors)
    errors.push(
      new ClearSigningError(
        'DESCRIPTOR_TOO_LARGE',
        `${list.length} descriptors, over ${CLEAR_SIGNING_LIMITS.descriptors}`,
      ),
    )
  for (const input of list.slice(0, CLEAR_SIGNING_LIMITS.descriptors)) {
    const checked = validateDescriptor(input)
    if (checked instanceof ClearSigningError) errors.push(checked)
    else descriptors.push(checked)
  }
  return { descriptors, errors }
}

type EntryContext = Omit<CallContext, 'descriptors'> & { descriptors: readonly unknown[] }

/** The app's descriptors (checked here; malformed ones are left out), then the built-in ones. */
const descriptorsOf = (context: EntryContext): CallContext => ({
  ...context,
  // the built-in ones are checked like the app's: one path for every descriptor
  descriptors: [
    ...checkDescriptors(context.descriptors).descriptors,
    ...checkDescriptors(BUILTIN_DESCRIPTORS).descriptors,
  ],
})

/**
 * A transaction's call in words from the app's descriptors and then the built-in ones.
 *
 * @param request - The frozen `eth_sendTransaction` transaction object.
 * @param context - The app's descriptors (unchecked), the tokens the account knows, the network.
 * @returns The call in words, or undefined for a transaction without call data.
 * @example
 * ```ts
 * clearSignTransaction(tx, { descriptors: options.clearSigning?.descriptors ?? [], tokens, chainId: 1 })
 * ```
 */
export function clearSignTransaction(request: unknown, context: EntryContext): CallInWords | undefined {
  return describeCallInWords(request, descriptorsOf(context))
}

/**
 * The clear-signing chunk's entry, loaded with the first approval: an `eth_sendTransaction`'s call
 * or an `eth_signTypedData_v4`'s typed data (JSON text of at most 64 KB, or an object) in words.
 *
 * @param method - The request's method.
 * @param params - Its frozen params.
 * @param context - The app's descriptors (unchecked), the tokens the account knows, the network.
 * @returns The words, or undefined when there is nothing to read.
 * @example
 * ```ts
 * const { clearSignRequest } = await import('../../clearSigning/clearSignTransaction')
 * clearSignRequest('eth_signTypedData_v4', [owner, json], context)?.kind // 'typedData'
 * ```
 */
export function clearSignRequest(
  method: string,
  params: unknown,
  context: EntryContext,
): CallInWords | MessageInWords | undefined {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  if (method === 'eth_sendTransaction') return clearSignTransaction(list[0], context)
  if (method !== 'eth_signTypedData_v4') return undefined
  const [, raw] = list
  let typedData: unknown = raw
  if (typeof raw === 'string') {
    if (raw.length > CLEAR_SIGNING_LIMITS.descriptorBytes) return undefined
    try {
      typedData = JSON.parse(raw)
    } catch {
      return undefined
    }
  }
  return describeTypedDataInWords(typedData, descriptorsOf(context))
}
