import { recoverAddress } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { recoverAuthorizationAddress } from 'viem/utils'
import { describe, expect, it } from 'vitest'
import type { FrameAccounts, FrameSignedAuthorization, FrameUserOperation } from '../protocol/frame'
import { expectedUserOpHash } from '../smartAccount/testing/expectedUserOpHash'
import { FRAME_ERROR_MESSAGES } from './FrameError'
import { createFrameHarness, TOKEN } from './testing/createFrameHarness'

const IMPLEMENTATION = '0x882dd049E323AfA9F98d5553f2d267E5c084Daeb'
const OTHER_CONTRACT = '0x000000000000000000000000000000000000dEaD'

async function connected() {
  const t = createFrameHarness({ smartAccountImplementation: IMPLEMENTATION })
  const { evm } = (await t.result('connect', { token: TOKEN })) as FrameAccounts
  return { t, evm }
}

function operation(sender: `0x${string}`, extra: Partial<FrameUserOperation> = {}): FrameUserOperation {
  return {
    sender,
    nonce: '0x0',
    callData: '0xb61d27f6',
    callGasLimit: '0x13880',
    verificationGasLimit: '0x15f90',
    preVerificationGas: '0xc350',
    maxFeePerGas: '0x77359400',
    maxPriorityFeePerGas: '0x3b9aca00',
    ...extra,
  }
}

describe('key frame: EIP-7702 authorisation', () => {
  it('signs the delegation to the configured implementation, recoverable to the account', async () => {
    const { t, evm } = await connected()
    const signed = (await t.result('evm_signAuthorization', {
      chainId: '0x7a69',
      contractAddress: IMPLEMENTATION,
      nonce: '0x3',
    })) as FrameSignedAuthorization
    expect(signed).toMatchObject({ address: IMPLEMENTATION, chainId: '0x7a69', nonce: '0x3' })
    const address = await recoverAuthorizationAddress({
      authorization: { address: IMPLEMENTATION, chainId: 31337, nonce: 3 },
      signature: { r: signed.r, s: signed.s, yParity: Number(signed.yParity) },
    })
    expect(address).toBe(evm)
  })

  it('refuses a delegation target that is not the configured implementation', async () => {
    const { t } = await connected()
    const error = await t.errorOf('evm_signAuthorization', {
      chainId: '0x7a69',
      contractAddress: OTHER_CONTRACT,
      nonce: '0x0',
    })
    expect(error).toEqual({
      code: 'INVALID_PARAMS',
      message: `${FRAME_ERROR_MESSAGES.delegationTarget}: ${OTHER_CONTRACT} is not ${IMPLEMENTATION}`,
    })
  })

  it('refuses every delegation when the frame has no implementation configured', async () => {
    const t = createFrameHarness()
    await t.result('connect', { token: TOKEN })
    const error = await t.errorOf('evm_signAuthorization', {
      chainId: '0x7a69',
      contractAddress: IMPLEMENTATION,
      nonce: '0x0',
    })
    expect(error).toEqual({ code: 'INVALID_PARAMS', message: FRAME_ERROR_MESSAGES.smartAccountUnavailable })
  })

  it.each([
    [{ chainId: '7a69', contractAddress: IMPLEMENTATION, nonce: '0x0' }],
    [{ chainId: '0x7a69', contractAddress: '0x1234', nonce: '0x0' }],
    [{ chainId: '0x7a69', contractAddress: IMPLEMENTATION, nonce: `0x1${'0'.repeat(64)}` }],
    [{ chainId: '0x7a69', contractAddress: IMPLEMENTATION, nonce: '0x20000000000000' }],
    [{ chainId: '0x7a69', contractAddress: IMPLEMENTATION, nonce: '0x0', hash: '0x12' }],
  ])('answers INVALID_PARAMS for malformed params %j', async (params) => {
    const { t } = await connected()
    expect((await t.errorOf('evm_signAuthorization', params))?.code).toBe('INVALID_PARAMS')
  })
})

describe('key frame: user operations', () => {
  it('signs the v0.8 userOpHash it computes itself, for a sponsored operation', async () => {
    const { t, evm } = await connected()
    const op = operation(evm, {
      paymaster: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      paymasterData: '0x1234',
      paymasterVerificationGasLimit: '0x186a0',
      paymasterPostOpGasLimit: '0x0',
    })
    const signature = (await t.result('evm_signUserOperation', {
      chainId: '0x7a69',
      entryPoint: entryPoint08Address,
      userOperation: op,
    })) as `0x${string}`
    expect(await recoverAddress({ hash: expectedUserOpHash(op), signature })).toBe(evm)
  })

  it('hashes a delegating operation (factory 0x7702) with the configured implementation', async () => {
    const { t, evm } = await connected()
    const op = operation(evm, { factory: '0x7702', factoryData: '0x' })
    const signature = (await t.result('evm_signUserOperation', {
      chainId: '0x7a69',
      entryPoint: entryPoint08Address,
      userOperation: op,
    })) as `0x${string}`
    expect(await recoverAddress({ hash: expectedUserOpHash(op, IMPLEMENTATION), signature })).toBe(evm)
  })

  it('refuses an operation of another sender (NOT_SIGNER) and another EntryPoint (INVALID_PARAMS)', async () => {
    const { t, evm } = await connected()
    const other = await t.errorOf('evm_signUserOperation', {
      chainId: '0x7a69',
      entryPoint: entryPoint08Address,
      userOperation: operation(OTHER_CONTRACT),
    })
    expect(other?.code).toBe('NOT_SIGNER')
    const entryPoint = await t.errorOf('evm_signUserOperation', {
      chainId: '0x7a69',
      entryPoint: OTHER_CONTRACT,
      userOperation: operation(evm),
    })
    expect(entryPoint?.code).toBe('INVALID_PARAMS')
  })

  it('refuses a raw hash, an unknown field, a malformed quantity, a real factory or an init call', async () => {
    const { t, evm } = await connected()
    for (const userOperation of [
      { ...operation(evm), userOpHash: `0x${'11'.repeat(32)}` },
      { ...operation(evm), signature: '0x' },
      { ...operation(evm), nonce: 'zero' },
      { ...operation(evm), callData: '0x123' },
      { ...operation(evm), factory: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
      { ...operation(evm), factory: '0x7702', factoryData: '0xb61d27f6' },
    ]) {
      const error = await t.errorOf('evm_signUserOperation', {
        chainId: '0x7a69',
        entryPoint: entryPoint08Address,
        userOperation,
      })
      expect(error?.code).toBe('INVALID_PARAMS')
    }
    const hashOnly = await t.errorOf('evm_signUserOperation', { hash: `0x${'11'.repeat(32)}` })
    expect(hashOnly?.code).toBe('INVALID_PARAMS')
  })

  it('refuses a delegating operation when the frame has no implementation configured', async () => {
    const t = createFrameHarness()
    const { evm } = (await t.result('connect', { token: TOKEN })) as FrameAccounts
    const error = await t.errorOf('evm_signUserOperation', {
      chainId: '0x7a69',
      entryPoint: entryPoint08Address,
      userOperation: operation(evm, { factory: '0x7702' }),
    })
    expect(error).toEqual({ code: 'INVALID_PARAMS', message: FRAME_ERROR_MESSAGES.smartAccountUnavailable })
  })
})
