// The switch back to an EOA (clearDelegation): its refusals, each before anything is signed or
// sent. The node is a JSON-RPC stand-in on loopback (testing/startJsonRpcStandIn.ts) because these
// are answers a real node does not give on cue (a balance too low mid-switch, code left after an
// included transaction); the signer is the real key-frame logic, or a frame that answers another
// transaction. The happy path on Hardhat is tests/integration/embeddedWallet/smartAccountLifecycle.test.ts.

import { type Hex, keccak256, parseTransaction, recoverTransactionAddress, zeroAddress } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createFrameHarness, TOKEN } from '../frame/testing/createFrameHarness'
import type { FrameAccounts } from '../protocol/frame'
import { clearDelegation } from './clearDelegation'
import type { SmartAccountSigner } from './SmartAccountSigner'
import { type StandInAnswer, startJsonRpcStandIn } from './testing/startJsonRpcStandIn'

const IMPLEMENTATION = '0x882dd049E323AfA9F98d5553f2d267E5c084Daeb' as const
const OTHER = '0x000000000000000000000000000000000000dEaD'
const WAIT = { pollMs: 10, timeoutMs: 2_000 }

type Answers = Record<string, Record<string, (params: unknown[]) => StandInAnswer>>
const answers: Answers = {}
let standIn: Awaited<ReturnType<typeof startJsonRpcStandIn>>
let frame: ReturnType<typeof createFrameHarness>
let account: Hex
let signed: string[]
let code: string

/** A delegated account with 1 ETH on a chain that includes the switch and clears the code. */
function goodNode(): Answers {
  return {
    node: {
      eth_getCode: () => ({ result: code }),
      eth_call: () => ({ result: `0x${'0'.repeat(63)}5` }),
      eth_getTransactionCount: () => ({ result: '0x7' }),
      eth_getBlockByNumber: () => ({ result: { baseFeePerGas: '0x3b9aca00' } }),
      eth_maxPriorityFeePerGas: () => ({ result: '0x3b9aca00' }),
      eth_getBalance: () => ({ result: '0xde0b6b3a7640000' }),
      eth_sendRawTransaction: (params) => {
        code = '0x'
        return { result: keccak256(params[0] as Hex) }
      },
      eth_getTransactionReceipt: () => ({ result: { status: '0x1' } }),
    },
  }
}

const frameSigner = (): SmartAccountSigner => ({
  signAuthorization: () => Promise.reject(new Error('not asked here')),
  signUserOperation: () => Promise.reject(new Error('not asked here')),
  signUndelegation: async (params) => {
    signed.push('undelegation')
    return (await frame.result('evm_signUndelegation', params)) as Hex
  },
})
const config = (signer = frameSigner()) => ({
  implementation: IMPLEMENTATION,
  chain: { id: 31337, rpcUrl: `${standIn.url}/node` },
  address: account,
  signer,
  fetch,
})
const broadcasts = () => standIn.calls.filter((c) => c.method === 'eth_sendRawTransaction')

beforeAll(async () => {
  standIn = await startJsonRpcStandIn(answers)
})
afterAll(async () => {
  await standIn?.stop()
})
beforeEach(async () => {
  for (const role of Object.keys(answers)) delete answers[role]
  Object.assign(answers, goodNode())
  standIn.calls.length = 0
  code = `0xef0100${IMPLEMENTATION.slice(2).toLowerCase()}`
  frame = createFrameHarness({ smartAccountImplementation: IMPLEMENTATION })
  ;({ evm: account } = (await frame.result('connect', { token: TOKEN })) as FrameAccounts)
  signed = []
})

describe('switching the smart account back to an EOA', () => {
  it('sends the frame’s EIP-7702 transaction to itself with one authorisation to the zero address, and checks the code is gone', async () => {
    const hash = await clearDelegation(config(), WAIT)
    expect(signed).toEqual(['undelegation'])
    const [broadcast] = broadcasts()
    const raw = broadcast?.params[0] as Hex
    expect(hash).toBe(keccak256(raw))
    const tx = parseTransaction(raw)
    expect(tx).toMatchObject({ type: 'eip7702', chainId: 31337, nonce: 7, to: account.toLowerCase() })
    expect(tx.authorizationList).toHaveLength(1)
    expect(tx.authorizationList?.[0]).toMatchObject({ address: zeroAddress, chainId: 31337, nonce: 8 })
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(account)
  })

  it('does nothing for an account with no delegation', async () => {
    code = '0x'
    expect(await clearDelegation(config(), WAIT)).toBeUndefined()
    expect(signed).toEqual([])
    expect(broadcasts()).toEqual([])
  })

  it('clears a delegation to another contract too', async () => {
    code = `0xef0100${OTHER.slice(2).toLowerCase()}`
    await clearDelegation(config(), WAIT)
    expect(broadcasts()).toHaveLength(1)
  })

  it('refuses with FEE_UNAFFORDABLE, before signing, when the balance does not cover the fee', async () => {
    answers.node!.eth_getBalance = () => ({ result: '0x1' })
    await expect(clearDelegation(config(), WAIT)).rejects.toMatchObject({
      name: 'SmartAccountError',
      code: 'FEE_UNAFFORDABLE',
    })
    expect(signed).toEqual([])
    expect(broadcasts()).toEqual([])
  })

  it('refuses a frame answer that is another transaction (SIGNER_INVALID), before anything is sent', async () => {
    const other = async () =>
      (await frame.result('evm_signTransaction', {
        transaction: {
          chainId: '0x7a69',
          nonce: '0x7',
          to: OTHER,
          value: '0x1',
          gas: '0xea60',
          maxFeePerGas: '0x77359400',
          maxPriorityFeePerGas: '0x3b9aca00',
        },
      })) as Hex
    await expect(
      clearDelegation(config({ ...frameSigner(), signUndelegation: other }), WAIT),
    ).rejects.toMatchObject({ code: 'SIGNER_INVALID' })
    await expect(
      clearDelegation(config({ ...frameSigner(), signUndelegation: async () => '0x04zz' as Hex }), WAIT),
    ).rejects.toMatchObject({ code: 'SIGNER_INVALID' })
    expect(broadcasts()).toEqual([])
  })

  it('reports UNDELEGATION_FAILED when the transaction was included but the code is still there', async () => {
    answers.node!.eth_sendRawTransaction = (params) => ({ result: keccak256(params[0] as Hex) })
    await expect(clearDelegation(config(), WAIT)).rejects.toMatchObject({ code: 'UNDELEGATION_FAILED' })
  })

  it('refuses garbage from the node (NODE_INVALID) before signing', async () => {
    answers.node!.eth_getBalance = () => ({ result: 'lots' })
    await expect(clearDelegation(config(), WAIT)).rejects.toMatchObject({ code: 'NODE_INVALID' })
    expect(signed).toEqual([])
  })
})

describe('key frame: evm_signUndelegation params', () => {
  it.each([
    ['an extra field', { to: OTHER }],
    ['a fee that is not a quantity', { maxFeePerGas: 'a lot' }],
  ])('refuses %s', async (_, change) => {
    const error = await frame.errorOf('evm_signUndelegation', {
      chainId: '0x7a69',
      nonce: '0x0',
      gas: '0xea60',
      maxFeePerGas: '0x77359400',
      maxPriorityFeePerGas: '0x3b9aca00',
      ...change,
    })
    expect(error).toMatchObject({ code: 'INVALID_PARAMS' })
  })
})
