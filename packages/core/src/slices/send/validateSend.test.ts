import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../adapters/AccountDataSource'
import type { ChainAdapter, SendParameters } from '../../adapters/types'
import { MESSAGES } from '../../shared/errors/catalogue'
import { ValidationError } from '../../shared/errors/errors'
import type { ChainNamespace } from '../../shared/networks/types'
import type { ValidateSendInput } from './checkSend'
import { SEND_MESSAGES } from './sendMessages'
import {
  eth,
  FROM,
  hardhat,
  network,
  SOL_FROM,
  SOL_TO,
  sol,
  solanaLocal,
  TO,
  usdt,
} from './testing/sendFixtures'
import type { SendAccount } from './types'
import { validateSend } from './validateSend'

/** An adapter whose `send` records what it was given (a wallet cannot run in a unit test). */
function recordingAdapter(namespace: ChainNamespace) {
  const sent: SendParameters[] = []
  const adapter = {
    namespace,
    send(params: SendParameters) {
      // `this` must still be the adapter when the returned function is called on its own
      if (this !== adapter) throw new Error('send called without its adapter')
      sent.push(params)
      return Promise.resolve({ hash: '0xhash' })
    },
  } as unknown as ChainAdapter
  return { adapter, sent }
}

const evmAccount: SendAccount = { namespace: 'eip155', address: FROM, connectorId: 'injected' }
const solanaAccount: SendAccount = { namespace: 'solana', address: SOL_FROM, connectorId: 'phantom' }

function input(
  overrides: Omit<Partial<ValidateSendInput>, 'state'> & { state?: Partial<ValidateSendInput['state']> } = {},
): ValidateSendInput {
  const { state, ...rest } = overrides
  return {
    state: { token: eth, sendTokenAmount: '1.5', receiverAddress: TO, ...state },
    account: evmAccount,
    network: hardhat,
    adapter: recordingAdapter('eip155').adapter,
    ...rest,
  } as ValidateSendInput
}

const rejection = (run: () => unknown): ValidationError => {
  try {
    run()
  } catch (error) {
    if (error instanceof ValidationError) return error
    throw error
  }
  throw new Error('expected a ValidationError')
}

describe('validateSend: the checks before anything is sent (SPEC §5)', () => {
  it('passes a native send with the amount in base units, the trimmed receiver and the account as sender, and classes it native', async () => {
    const { adapter, sent } = recordingAdapter('eip155')
    const result = validateSend(
      input({ adapter, state: { sendTokenAmount: ' 1.5 ', receiverAddress: `  ${TO}\n` } }),
    )
    expect(result.kind).toBe('native')
    expect(result.params).toEqual({
      connectorId: 'injected',
      network: hardhat,
      from: FROM,
      to: TO,
      amount: 1_500_000_000_000_000_000n,
      token: { symbol: 'ETH', decimals: 18, name: 'Ether' },
    })
    expect(result.params.token).not.toHaveProperty('address')
    await result.send(result.params)
    expect(sent).toEqual([result.params])
  })

  it('classes a send of a token with a contract address as a token send and passes its address', () => {
    const result = validateSend(input({ state: { token: usdt, sendTokenAmount: '100.5' } }))
    expect(result.kind).toBe('token')
    expect(result.params.token).toEqual({
      symbol: 'USDT',
      decimals: 6,
      name: 'Tether',
      address: usdt.address,
    })
    expect(result.params.amount).toBe(100_500_000n)
  })

  it('sends on Solana to a 32-byte base58 receiver and refuses one that is not', () => {
    const { adapter } = recordingAdapter('solana')
    const ok = validateSend(
      input({
        adapter,
        account: solanaAccount,
        network: solanaLocal,
        state: { token: sol, sendTokenAmount: '2', receiverAddress: SOL_TO },
      }),
    )
    expect(ok.params).toMatchObject({ from: SOL_FROM, to: SOL_TO, amount: 2_000_000_000n })
    for (const receiver of [TO, 'not-a-key', `${SOL_TO}1`]) {
      const error = rejection(() =>
        validateSend(
          input({
            adapter,
            account: solanaAccount,
            network: solanaLocal,
            state: { token: sol, sendTokenAmount: '1', receiverAddress: receiver },
          }),
        ),
      )
      expect(error, receiver).toMatchObject({
        code: 'INVALID_RECEIVER',
        shortMessage: SEND_MESSAGES.invalidReceiver,
      })
      expect(error.details).toContain(receiver)
    }
  })

  it('refuses any network but eip155 and solana, and no network, with "Unsupported chain" naming the namespace', () => {
    const stacks = network('stacks', '1')
    expect(rejection(() => validateSend(input({ network: stacks })))).toMatchObject({
      code: 'UNSUPPORTED_CHAIN',
      shortMessage: MESSAGES.unsupportedChain,
      details: 'stacks',
    })
    expect(rejection(() => validateSend(input({ network: undefined })))).toMatchObject({
      code: 'UNSUPPORTED_CHAIN',
      shortMessage: MESSAGES.unsupportedChain,
    })
  })

  it('refuses a missing or blank amount or receiver with "An amount and receiver address are required"', () => {
    for (const state of [
      { sendTokenAmount: undefined },
      { sendTokenAmount: '   ' },
      { receiverAddress: undefined },
      { receiverAddress: ' \t ' },
    ]) {
      expect(
        rejection(() => validateSend(input({ state }))),
        JSON.stringify(state),
      ).toMatchObject({
        code: 'AMOUNT_AND_RECEIVER_REQUIRED',
        shortMessage: MESSAGES.amountAndReceiverRequired,
      })
    }
  })

  it('refuses a missing token with "A token is required"', () => {
    expect(rejection(() => validateSend(input({ state: { token: undefined } })))).toMatchObject({
      code: 'TOKEN_REQUIRED',
      shortMessage: MESSAGES.tokenRequired,
    })
  })

  it('refuses with no account, or an account of another namespace than the network', () => {
    for (const account of [undefined, solanaAccount]) {
      expect(rejection(() => validateSend(input({ account })))).toMatchObject({
        code: 'NOT_CONNECTED',
        shortMessage: SEND_MESSAGES.notConnected,
      })
    }
  })

  it('refuses when no adapter of the namespace can send', () => {
    const cannotSend = { namespace: 'eip155' } as unknown as ChainAdapter
    for (const adapter of [undefined, cannotSend]) {
      const error = rejection(() => validateSend(input({ adapter })))
      expect(error).toMatchObject({ code: 'UNSUPPORTED_CHAIN', shortMessage: MESSAGES.unsupportedChain })
      expect(error.details).toBe('no eip155 adapter can send')
    }
  })

  it('refuses a token of another network than the active one, naming both', () => {
    const otherChain: TokenBalance = { ...usdt, chainId: 'eip155:1' }
    expect(rejection(() => validateSend(input({ state: { token: otherChain } })))).toMatchObject({
      code: 'TOKEN_NETWORK_MISMATCH',
      shortMessage: SEND_MESSAGES.tokenOnOtherNetwork,
      details: 'eip155:1 ≠ eip155:31337',
    })
  })

  it('refuses an EVM receiver with a broken checksum as a typo and a non-address as invalid, keeping the cause', () => {
    // one letter's case changed: still mixed case, no longer the EIP-55 form
    const typo = TO.replace('C51812', 'c51812')
    const checksum = rejection(() => validateSend(input({ state: { receiverAddress: typo } })))
    expect(checksum).toMatchObject({
      code: 'INVALID_CHECKSUM',
      shortMessage: SEND_MESSAGES.invalidReceiverChecksum,
    })
    expect(checksum.details).toContain('receiver')
    expect(checksum.cause).toMatchObject({ code: 'INVALID_CHECKSUM' })
    const invalid = rejection(() => validateSend(input({ state: { receiverAddress: '0x1234' } })))
    expect(invalid).toMatchObject({ code: 'INVALID_RECEIVER', shortMessage: SEND_MESSAGES.invalidReceiver })
    expect(invalid.details).toContain('0x1234')
    expect(invalid.cause).toMatchObject({ code: 'INVALID_ADDRESS' })
  })

  it('refuses a zero amount, and an amount above a known balance, but allows exactly the balance', () => {
    for (const amount of ['0', '0.000']) {
      expect(rejection(() => validateSend(input({ state: { sendTokenAmount: amount } })))).toMatchObject({
        code: 'AMOUNT_NOT_POSITIVE',
        shortMessage: SEND_MESSAGES.amountNotPositive,
        details: amount,
      })
    }
    expect(
      rejection(() => validateSend(input({ state: { sendTokenAmount: '10.000000000000000001' } }))),
    ).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      shortMessage: SEND_MESSAGES.insufficientBalance,
      details: '10.000000000000000001 > 10',
    })
    expect(validateSend(input({ state: { sendTokenAmount: '10' } })).params.amount).toBe(10n ** 19n)
    expect(validateSend(input({ state: { sendTokenAmount: '0.000000000000000001' } })).params.amount).toBe(1n)
  })

  it('does not cap the amount when the balance cannot be read exactly', () => {
    const unknownBalance: TokenBalance = { ...eth, quantity: { decimals: '18', numeric: '1e3' } }
    const result = validateSend(input({ state: { token: unknownBalance, sendTokenAmount: '5000' } }))
    expect(result.params.amount).toBe(5000n * 10n ** 18n)
  })
})
