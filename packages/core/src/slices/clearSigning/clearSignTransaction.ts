import { BUILTIN_DESCRIPTORS } from './builtinDescriptors'
import { ClearSigningError } from './ClearSigningError'
import { CLEAR_SIGNING_LIMITS } from './clearSigningLimits'
import { type CallContext, describeCallInWords } from './describeCallInWords'
import type { ClearDescriptor } from './descriptor'
import type { CallInWords } from './types'
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

/**
 * The clear-signing chunk's entry, loaded with the first approval: the transaction's call in words
 * from the app's descriptors (checked here; malformed ones are left out) and then the built-in
 * ones.
 *
 * @param request - The frozen `eth_sendTransaction` transaction object.
 * @param context - The app's descriptors (unchecked), the tokens the account knows, the network.
 * @returns The call in words, or undefined for a transaction without call data.
 * @example
 * ```ts
 * const { clearSignTransaction } = await import('../../clearSigning/clearSignTransaction')
 * clearSignTransaction(tx, { descriptors: options.clearSigning?.descriptors ?? [], tokens, chainId: 1 })
 * ```
 */
export function clearSignTransaction(
  request: unknown,
  context: Omit<CallContext, 'descriptors'> & { descriptors: readonly unknown[] },
): CallInWords | undefined {
  // the built-in ones are checked like the app's: one path for every descriptor
  const builtins = checkDescriptors(BUILTIN_DESCRIPTORS).descriptors
  const app = checkDescriptors(context.descriptors).descriptors
  return describeCallInWords(request, { ...context, descriptors: [...app, ...builtins] })
}
