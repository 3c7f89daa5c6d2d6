import { describe, expect, it } from 'vitest'
import { isEip2255Revoke } from './isEip2255Revoke'

describe('isEip2255Revoke: which wallet_revokePermissions skips the review step', () => {
  it("MetaMask's EIP-2255 revoke of the page's account access is one", () => {
    expect(isEip2255Revoke('wallet_revokePermissions', [{ eth_accounts: {} }])).toBe(true)
  })

  it('an ERC-7715 revoke of a grant, any other shape and any other method are not (they are reviewed)', () => {
    for (const params of [
      [{ permissionContext: '0x01' }],
      [{ eth_accounts: {}, permissionContext: '0x01' }],
      [{}],
      [{ eth_accounts: 1 }],
      [{ eth_accounts: {} }, { eth_accounts: {} }],
      { eth_accounts: {} },
      [],
      undefined,
    ])
      expect(isEip2255Revoke('wallet_revokePermissions', params)).toBe(false)
    expect(isEip2255Revoke('wallet_grantPermissions', [{ eth_accounts: {} }])).toBe(false)
  })
})
