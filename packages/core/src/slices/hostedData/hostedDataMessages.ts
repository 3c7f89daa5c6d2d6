// Messages of the errors the hosted services (onramp, swaps, transaction builders, smart sessions)
// throw, each defined once: not SPEC catalogue messages.
//
// @example
// ```ts
// throw new ValidationError(HOSTED_DATA_MESSAGES.amountNotPositive, { code: 'INVALID_AMOUNT' })
// ```
//
// One export a message: imported as a namespace (`import * as HOSTED_DATA_MESSAGES from ...`), the
// catalogue is a frozen object, and a bundle keeps only the messages its code throws.

/** `ONRAMP_AMOUNT`: the amount is outside the onramp's range. */
export const onrampAmount = (min: number, max: number) => `Enter an amount from ${min} to ${max} USD`

/** `INVALID_AMOUNT` of an allowance check. */
export const amountNegative = 'The amount must not be negative'

/** `INVALID_AMOUNT` of a transaction to build. */
export const amountNotPositive = 'The amount must be greater than 0'

/** `INVALID_USER_OP_HASH`. */
export const invalidUserOpHash = 'A user operation hash is 32 bytes of hex'

/** `SERVER_ERROR` of a smart session's revocation. */
export const revokeFailed = (status: number) => `Revoking the smart session failed (HTTP ${status})`
