import { describe, expect, it } from 'vitest'
import { MULTI_WALLET_NOT_ENABLED, MULTI_WALLET_NOT_ENABLED_ADVICE } from './alertsCatalogue'
import { CALL_STATUS_NOT_APPROVED, METHOD_NOT_SUPPORTED, METHOD_NOT_SUPPORTED_CODE } from './entryCatalogue'
import { FIRST_LOAD_MESSAGES, WALLET_ERROR_CODES } from './firstLoadCatalogue'

describe('the entry and alerts catalogues', () => {
  it('holds the same messages and code as the first-load catalogue', () => {
    expect({
      multiWalletNotEnabled: MULTI_WALLET_NOT_ENABLED,
      multiWalletNotEnabledAdvice: MULTI_WALLET_NOT_ENABLED_ADVICE,
      callStatusNotApproved: CALL_STATUS_NOT_APPROVED,
      methodNotSupported: METHOD_NOT_SUPPORTED,
      methodNotSupportedCode: METHOD_NOT_SUPPORTED_CODE,
    }).toEqual({
      multiWalletNotEnabled: FIRST_LOAD_MESSAGES.multiWalletNotEnabled,
      multiWalletNotEnabledAdvice: FIRST_LOAD_MESSAGES.multiWalletNotEnabledAdvice,
      callStatusNotApproved: FIRST_LOAD_MESSAGES.callStatusNotApproved,
      methodNotSupported: FIRST_LOAD_MESSAGES.methodNotSupported,
      methodNotSupportedCode: WALLET_ERROR_CODES.methodNotSupported,
    })
  })
})
