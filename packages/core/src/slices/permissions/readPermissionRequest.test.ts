import { describe, expect, it } from 'vitest'
import { readPermissionGrant } from './readPermissionGrant'
import { readPermissionRequest } from './readPermissionRequest'

const TO = '0x1111111111111111111111111111111111111111'
const FROM = '0x2222222222222222222222222222222222222222'
const request = {
  chainId: '0x7a69',
  to: TO,
  permission: { type: 'native-token-stream', isAdjustmentAllowed: true, data: { maxAmount: 10n ** 18n } },
  rules: [{ type: 'expiry', data: { timestamp: 1767225600 } }],
}

describe('readPermissionRequest / readPermissionGrant: the ERC-7715 shape, from untrusted input', () => {
  it('a request is copied and frozen, bigint amounts as hex; a grant binds the connected account and reads its expiry', () => {
    const read = readPermissionRequest(request, 'INVALID_REQUEST', 0)
    expect(read.permission.data).toEqual({ maxAmount: '0xde0b6b3a7640000' })
    expect(Object.isFrozen(read.permission.data)).toBe(true)
    const grant = readPermissionGrant({ ...request, context: '0xabcd' }, FROM, 0)
    expect(grant).toMatchObject({ from: FROM, context: '0xabcd', expiry: 1767225600 })
  })

  it('bad fields and oversized values are refused with the given code', () => {
    const bad = [
      { ...request, chainId: '0x0' },
      { ...request, to: '0x12' },
      { ...request, permission: { ...request.permission, type: 'a b' } },
      { ...request, permission: { ...request.permission, isAdjustmentAllowed: 'yes' } },
      { ...request, permission: { ...request.permission, data: { a: -1n } } },
      {
        ...request,
        permission: {
          ...request.permission,
          data: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, i])),
        },
      },
      { ...request, permission: { ...request.permission, data: { note: 'x'.repeat(9000) } } },
      { ...request, rules: Array.from({ length: 9 }, () => request.rules[0]) },
      { ...request, rules: [{ type: 'expiry', data: { timestamp: 1.5 } }] },
    ]
    for (const value of bad)
      expect(() => readPermissionRequest(value, 'INVALID_WALLET_ANSWER', 0)).toThrow(
        expect.objectContaining({ name: 'PermissionsError', code: 'INVALID_WALLET_ANSWER' }),
      )
    for (const value of [
      { ...request, context: '0xabc' },
      { ...request, context: `0x${'00'.repeat(8193)}` },
      { ...request, context: '0xabcd', from: TO },
      { ...request, context: '0xabcd', delegationManager: 'x' },
    ])
      expect(() => readPermissionGrant(value, FROM, 0)).toThrow(
        expect.objectContaining({ code: 'INVALID_WALLET_ANSWER' }),
      )
  })
})
