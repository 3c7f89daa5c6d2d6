import { expectedUserOpHash } from './testing/expectedUserOpHash'
// The smart-account sender's refusals, each before anything is signed or sent. The node, bundler
// and paymaster are a JSON-RPC stand-in on loopback (testing/startJsonRpcStandIn.ts) because these
// are answers a real bundler or paymaster does not give (altered operations, garbage, another
// operation's receipt); the signer is the real key-frame logic. The happy path against the real
// bundler and paymaster is tests/integration/embeddedWallet/smartAccount.test.ts.

import { type Hex, parseEther } from 'viem'
import { entryPoint08Address, type RpcUserOperation } from 'viem/account-abstraction'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createFrameHarness, TOKEN } from '../frame/testing/createFrameHarness'
import type { FrameAccounts } from '../protocol/frame'
import { createSmartAccountSender, type SmartAccountSender } from './createSmartAccountSender'
import { SMART_ACCOUNT_MESSAGES, type SmartAccountErrorCode } from './SmartAccountError'
import { type StandInAnswer, startJsonRpcStandIn } from './testing/startJsonRpcStandIn'

const IMPLEMENTATION = '0x882dd049E323AfA9F98d5553f2d267E5c084Daeb'
const OTHER = '0x000000000000000000000000000000000000dEaD'
const PAYMASTER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN_CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

type Answers = Record<string, Record<string, (params: unknown[]) => StandInAnswer>>
const answers: Answers = {}
let standIn: Awaited<ReturnType<typeof startJsonRpcStandIn>>
let frame: ReturnType<typeof createFrameHarness>
let account: Hex
let signed: string[]
let sender: SmartAccountSender

const paymasterFields = {
  paymaster: PAYMASTER,
  paymasterVerificationGasLimit: '0x186a0',
  paymasterPostOpGasLimit: '0x0',
}

/** A well-behaved chain, bundler and paymaster: the baseline each test breaks one part of. */
function goodAnswers(): Answers {
  return {
    node: {
      eth_getCode: () => ({ result: '0x' }),
      eth_call: () => ({ result: `0x${'0'.repeat(64)}` }),
      eth_getTransactionCount: () => ({ result: '0x0' }),
      eth_getBlockByNumber: () => ({ result: { baseFeePerGas: '0x3b9aca00' } }),
      eth_maxPriorityFeePerGas: () => ({ result: '0x3b9aca00' }),
    },
    paymaster: {
      pm_getPaymasterStubData: () => ({
        result: { ...paymasterFields, paymasterData: '0x01', isFinal: false },
      }),
      pm_getPaymasterData: () => ({ result: { ...paymasterFields, paymasterData: '0x02' } }),
    },
    bundler: {
      eth_estimateUserOperationGas: () => ({
        result: { preVerificationGas: '0xc350', verificationGasLimit: '0x15f90', callGasLimit: '0x13880' },
      }),
      eth_sendUserOperation: (params) => ({
        result: expectedUserOpHash(
          params[0] as RpcUserOperation<'0.8'>,
          (params[0] as RpcUserOperation<'0.8'>).eip7702Auth?.address,
        ),
      }),
      eth_getUserOperationReceipt: () => ({ result: null }),
    },
  }
}

const transfer = [{ to: TOKEN_CONTRACT, data: '0xa9059cbb', value: '0x0' }]
const sentOps = () => standIn.calls.filter((c) => c.method === 'eth_sendUserOperation')

async function refusal(run: Promise<unknown>, code: SmartAccountErrorCode) {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toMatchObject({ name: 'SmartAccountError', code })
  return error as Error & { shortMessage: string }
}

beforeAll(async () => {
  standIn = await startJsonRpcStandIn(answers)
})
afterAll(async () => {
  await standIn?.stop()
})
beforeEach(async () => {
  for (const role of Object.keys(answers)) delete answers[role]
  Object.assign(answers, goodAnswers())
  standIn.calls.length = 0
  frame = createFrameHarness({ smartAccountImplementation: IMPLEMENTATION })
  ;({ evm: account } = (await frame.result('connect', { token: TOKEN })) as FrameAccounts)
  signed = []
  sender = createSmartAccountSender({
    bundlerUrl: `${standIn.url}/bundler`,
    paymasterUrl: `${standIn.url}/paymaster`,
    implementation: IMPLEMENTATION,
    chain: { id: 31337, rpcUrl: `${standIn.url}/node` },
    address: account,
    signer: {
      signAuthorization: async (params) => {
        signed.push('authorization')
        return (await frame.result('evm_signAuthorization', params)) as never
      },
      signUserOperation: async (params) => {
        signed.push('userOperation')
        return (await frame.result('evm_signUserOperation', params)) as Hex
      },
      signUndelegation: async (params) => {
        signed.push('undelegation')
        return (await frame.result('evm_signUndelegation', params)) as Hex
      },
    },
    fetch,
  })
})

describe('smart-account sender: the batch', () => {
  it.each([
    ['an empty batch', [], 'EMPTY_BATCH', SMART_ACCOUNT_MESSAGES.emptyBatch],
    [
      'over 100 calls',
      Array.from({ length: 101 }, () => transfer[0]),
      'TOO_MANY_CALLS',
      SMART_ACCOUNT_MESSAGES.tooManyCalls,
    ],
    [
      'a call to a non-address',
      [{ to: '0x1234', data: '0x' }],
      'INVALID_CALL',
      SMART_ACCOUNT_MESSAGES.invalidCall,
    ],
    ['a call without a target', [{ data: '0x' }], 'INVALID_CALL', SMART_ACCOUNT_MESSAGES.invalidCall],
    [
      'a value beyond 256 bits (hex)',
      [{ to: OTHER, value: `0x1${'0'.repeat(64)}` }],
      'VALUE_TOO_LARGE',
      SMART_ACCOUNT_MESSAGES.valueTooLarge,
    ],
    [
      'a value beyond 256 bits (bigint)',
      [{ to: OTHER, value: 2n ** 256n }],
      'VALUE_TOO_LARGE',
      SMART_ACCOUNT_MESSAGES.valueTooLarge,
    ],
    [
      'a negative value',
      [{ to: OTHER, value: -1n }],
      'VALUE_TOO_LARGE',
      SMART_ACCOUNT_MESSAGES.valueTooLarge,
    ],
  ] as const)('refuses %s before any request or signature', async (_, calls, code, message) => {
    const error = await refusal(sender.sendCalls(calls), code)
    expect(error.shortMessage).toBe(message)
    expect(standIn.calls).toEqual([])
    expect(signed).toEqual([])
  })

  it('refuses an unknown capability, and a paymasterService naming another paymaster, before any request', async () => {
    await refusal(sender.sendCalls(transfer, { auxiliaryFunds: { supported: true } }), 'UNKNOWN_CAPABILITY')
    await refusal(
      sender.sendCalls(transfer, { paymasterService: { url: 'https://paymaster.example' } }),
      'UNKNOWN_CAPABILITY',
    )
    expect(standIn.calls).toEqual([])
    expect(signed).toEqual([])
  })

  it('ignores an unknown capability marked optional and passes the paymaster context on', async () => {
    await sender.sendCalls(transfer, {
      flowControl: { optional: true },
      paymasterService: { url: `${standIn.url}/paymaster`, context: { policy: 'demo' } },
    })
    const stub = standIn.calls.find((c) => c.method === 'pm_getPaymasterStubData')
    expect(stub?.params.slice(1)).toEqual([entryPoint08Address, '0x7a69', { policy: 'demo' }])
  })
})

describe('smart-account sender: EIP-7702 delegation', () => {
  it('delegates a plain EOA in its first operation: the authorisation to the implementation rides along', async () => {
    const hash = await sender.sendCalls(transfer)
    expect(signed).toEqual(['authorization', 'userOperation'])
    const [sent] = sentOps()
    const op = sent?.params[0] as RpcUserOperation<'0.8'>
    expect(op).toMatchObject({
      sender: account,
      factory: '0x7702',
      paymaster: PAYMASTER,
      paymasterData: '0x02',
    })
    expect(op.eip7702Auth).toMatchObject({ address: IMPLEMENTATION, chainId: '0x7a69', nonce: '0x0' })
    expect(hash).toBe(expectedUserOpHash(op, op.eip7702Auth?.address))
  })

  it('sends no authorisation once the account is delegated to the implementation', async () => {
    ;(answers.node as Answers[string]).eth_getCode = () => ({
      result: `0xef0100${IMPLEMENTATION.slice(2).toLowerCase()}`,
    })
    await sender.sendCalls(transfer)
    expect(signed).toEqual(['userOperation'])
    const op = sentOps()[0]?.params[0] as RpcUserOperation<'0.8'>
    expect(op.eip7702Auth).toBeUndefined()
    expect(op.factory).toBeUndefined()
    expect(await sender.delegation()).toEqual({ kind: 'implementation' })
  })

  it('refuses an account delegated to another contract before asking the paymaster or signing', async () => {
    ;(answers.node as Answers[string]).eth_getCode = () => ({ result: `0xef0100${OTHER.slice(2)}` })
    const error = await refusal(sender.sendCalls(transfer), 'DELEGATION_MISMATCH')
    expect(error.shortMessage).toBe(SMART_ACCOUNT_MESSAGES.delegationMismatch)
    expect(standIn.calls.filter((c) => c.role !== 'node')).toEqual([])
    expect(signed).toEqual([])
    expect(await sender.delegation()).toEqual({ kind: 'other', target: OTHER.toLowerCase() })
  })
})

describe('smart-account sender: a hostile paymaster', () => {
  it.each([
    ['pm_getPaymasterStubData', 'sender', OTHER],
    ['pm_getPaymasterStubData', 'callData', '0xdeadbeef'],
    ['pm_getPaymasterData', 'callData', '0xdeadbeef'],
    ['pm_getPaymasterData', 'nonce', '0x5'],
    ['pm_getPaymasterData', 'maxFeePerGas', '0x1'],
  ])('%s that changes %s is refused before signing', async (method, field, value) => {
    ;(answers.paymaster as Answers[string])[method] = () => ({
      result: { ...paymasterFields, paymasterData: '0x01', [field]: value },
    })
    const error = await refusal(sender.sendCalls(transfer), 'PAYMASTER_ALTERED')
    expect(error.shortMessage).toBe(SMART_ACCOUNT_MESSAGES.paymasterAltered)
    expect(signed).toEqual([])
    expect(sentOps()).toEqual([])
  })

  it('takes an answer that repeats an operation field unchanged', async () => {
    ;(answers.paymaster as Answers[string]).pm_getPaymasterData = (params) => ({
      result: {
        ...paymasterFields,
        paymasterData: '0x02',
        sender: (params[0] as { sender: string }).sender.toLowerCase(),
      },
    })
    await sender.sendCalls(transfer)
    expect(sentOps()).toHaveLength(1)
  })

  it.each([
    ['not JSON', { raw: 'sponsored!' }],
    ['too large', { raw: JSON.stringify({ jsonrpc: '2.0', id: 1, result: { pad: 'x'.repeat(40_000) } }) }],
    ['no paymaster address', { result: { paymasterData: '0x01' } }],
    ['an unknown field', { result: { ...paymasterFields, paymasterData: '0x01', bonus: 1 } }],
    ['odd paymasterData', { result: { ...paymasterFields, paymasterData: '0x123' } }],
  ] as const)('an answer that is %s is PAYMASTER_INVALID, nothing signed', async (_, answer) => {
    ;(answers.paymaster as Answers[string]).pm_getPaymasterStubData = () => answer
    await refusal(sender.sendCalls(transfer), 'PAYMASTER_INVALID')
    expect(signed).toEqual([])
    expect(sentOps()).toEqual([])
  })
})

describe('smart-account sender: a bundler answering garbage', () => {
  it.each([
    ['not JSON', { raw: '<html>' }],
    [
      'a gas estimate that is not hex',
      { result: { preVerificationGas: 50000, verificationGasLimit: '0x1', callGasLimit: '0x1' } },
    ],
    [
      'a gas estimate over a block',
      { result: { preVerificationGas: '0xffffffff', verificationGasLimit: '0x1', callGasLimit: '0x1' } },
    ],
    ['no result', { raw: '{"jsonrpc":"2.0","id":1}' }],
  ] as const)('an estimate that is %s is BUNDLER_INVALID, nothing signed', async (_, answer) => {
    ;(answers.bundler as Answers[string]).eth_estimateUserOperationGas = () => answer
    const error = await refusal(sender.sendCalls(transfer), 'BUNDLER_INVALID')
    expect(error.shortMessage).toBe(SMART_ACCOUNT_MESSAGES.bundlerInvalid)
    expect(signed).toEqual([])
  })

  it('an eth_sendUserOperation answer that is not the operation’s hash is BUNDLER_INVALID', async () => {
    ;(answers.bundler as Answers[string]).eth_sendUserOperation = () => ({ result: `0x${'ab'.repeat(32)}` })
    await refusal(sender.sendCalls(transfer), 'BUNDLER_INVALID')
  })

  it('a bundler refusal keeps its message, cut, as BUNDLER_REFUSED', async () => {
    ;(answers.bundler as Answers[string]).eth_estimateUserOperationGas = () => ({
      error: { code: -32500, message: 'AA21 didn’t pay prefund' },
    })
    const error = await refusal(sender.sendCalls(transfer), 'BUNDLER_REFUSED')
    expect(error.message).toContain('AA21')
  })
})

describe('smart-account sender: receipts from the bundler', () => {
  const receipt = (userOpHash: string, sender: string) => ({
    result: {
      userOpHash,
      sender,
      nonce: '0x0',
      success: true,
      actualGasCost: '0x10',
      actualGasUsed: '0x10',
      paymaster: PAYMASTER,
      logs: [],
      receipt: { transactionHash: `0x${'cd'.repeat(32)}`, blockNumber: '0x2a' },
    },
  })
  const HASH = `0x${'12'.repeat(32)}` as const

  it('polls until the receipt of this operation and sender comes', async () => {
    let polls = 0
    ;(answers.bundler as Answers[string]).eth_getUserOperationReceipt = () =>
      ++polls < 3 ? { result: null } : receipt(HASH, account)
    expect(await sender.waitForReceipt(HASH, { pollMs: 10 })).toEqual({
      userOpHash: HASH,
      sender: account,
      success: true,
      transactionHash: `0x${'cd'.repeat(32)}`,
      blockNumber: 42n,
      actualGasCost: 16n,
      paymaster: PAYMASTER,
    })
    expect(polls).toBe(3)
  })

  it.each([
    ['another operation', () => receipt(`0x${'34'.repeat(32)}`, account)],
    ['another sender', () => receipt(HASH, OTHER)],
  ])('a receipt for %s is RECEIPT_MISMATCH', async (_, answer) => {
    ;(answers.bundler as Answers[string]).eth_getUserOperationReceipt = answer
    const error = await refusal(sender.waitForReceipt(HASH, { pollMs: 10 }), 'RECEIPT_MISMATCH')
    expect(error.shortMessage).toBe(SMART_ACCOUNT_MESSAGES.receiptMismatch)
  })

  it('a malformed receipt is BUNDLER_INVALID; none in time is RECEIPT_TIMEOUT', async () => {
    ;(answers.bundler as Answers[string]).eth_getUserOperationReceipt = () => ({
      result: { ...receipt(HASH, account).result, success: 'yes' },
    })
    await refusal(sender.waitForReceipt(HASH, { pollMs: 10 }), 'BUNDLER_INVALID')
    ;(answers.bundler as Answers[string]).eth_getUserOperationReceipt = () => ({ result: null })
    await refusal(sender.waitForReceipt(HASH, { pollMs: 10, timeoutMs: 50 }), 'RECEIPT_TIMEOUT')
  })
})

describe('smart-account sender: money', () => {
  it('sends the values it was given, as bigint wei, in one atomic executeBatch', async () => {
    const prepared = await sender.prepare([
      { to: OTHER, value: parseEther('0.25') },
      { to: TOKEN_CONTRACT, data: '0xa9059cbb' },
    ])
    expect(prepared.calls).toEqual([
      { to: OTHER, data: '0x', value: 250000000000000000n },
      { to: TOKEN_CONTRACT, data: '0xa9059cbb', value: 0n },
    ])
    expect(Object.isFrozen(prepared) && Object.isFrozen(prepared.userOperation)).toBe(true)
    expect(prepared.userOperation.callData.slice(0, 10)).toBe('0x34fcd5be')
    expect(prepared.sponsor).toBe(PAYMASTER)
    expect(signed).toEqual([])
  })
})
