import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../adapters/AccountDataSource'
import type { ChainAdapter } from '../../adapters/types'
import { MESSAGES } from '../../shared/errors/catalogue'
import { ValidationError } from '../../shared/errors/errors'
import type { CaipNetwork } from '../../shared/networks/types'
import { checkSend, type ValidateSendInput } from './checkSend'
import { SEND_MESSAGES } from './sendMessages'
import { validateSend } from './validateSend'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const hardhat: CaipNetwork = {
  id: '31337',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Hardhat',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}
const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  decimals: 18,
  quantity: { decimals: '18', numeric: '10' },
}
const adapter = { send: async () => ({ hash: '0x1' }) } as unknown as ChainAdapter

const input = (
  sendTokenAmount: string | undefined,
  receiverAddress: string | undefined,
): ValidateSendInput => ({
  state: { token: eth, sendTokenAmount, receiverAddress },
  account: { namespace: 'eip155', address: FROM, connectorId: 'test' },
  network: hardhat,
  adapter,
})

const codes = (check: ReturnType<typeof checkSend>) =>
  check.issues.map((issue) => [issue.field, issue.error.code])

describe('checkSend: the send rules of SPEC §5 as results', () => {
  it('returns the validated send, amount in base units, when every rule passes', () => {
    const check = checkSend(input('1.5', TO))
    expect(check.issues).toEqual([])
    expect(check.validated?.params).toMatchObject({ from: FROM, to: TO, amount: 1_500_000_000_000_000_000n })
  })

  it('reports the receiver and the amount together, each under its field, in the order the rules run', () => {
    const check = checkSend(input('11', '0x1234'))
    expect(codes(check)).toEqual([
      ['receiver', 'INVALID_RECEIVER'],
      ['amount', 'INSUFFICIENT_BALANCE'],
    ])
    expect(check.issues[1]?.error.shortMessage).toBe(SEND_MESSAGES.insufficientBalance)
  })

  it('still checks the typed field when the other is empty, after "An amount and receiver address are required"', () => {
    const check = checkSend(input('-1', undefined))
    expect(codes(check)).toEqual([
      ['form', 'AMOUNT_AND_RECEIVER_REQUIRED'],
      ['amount', 'NEGATIVE_AMOUNT'],
    ])
    expect(check.issues[0]?.error.shortMessage).toBe(MESSAGES.amountAndReceiverRequired)
  })

  it('ends at a missing token: "A token is required"', () => {
    const check = checkSend({
      ...input('1', TO),
      state: { token: undefined, sendTokenAmount: '1', receiverAddress: TO },
    })
    expect(codes(check)).toEqual([['token', 'TOKEN_REQUIRED']])
  })

  it('validateSend throws the first issue, the same error', () => {
    const check = checkSend(input('11', '0x1234'))
    const thrown = (() => {
      try {
        validateSend(input('11', '0x1234'))
      } catch (error) {
        return error
      }
    })()
    expect(thrown).toBeInstanceOf(ValidationError)
    expect(thrown).toMatchObject({ code: 'INVALID_RECEIVER', message: check.issues[0]?.error.message })
  })

  it('puts each problem under the field the send form shows it beside', () => {
    const solana: CaipNetwork = {
      ...hardhat,
      id: 'localnet',
      caipNetworkId: 'solana:localnet',
      chainNamespace: 'solana',
    }
    const on = (patch: Partial<ValidateSendInput>) => codes(checkSend({ ...input('1', TO), ...patch }))
    expect(on({ network: undefined })).toEqual([['form', 'UNSUPPORTED_CHAIN']])
    expect(on({ account: undefined })).toEqual([['form', 'NOT_CONNECTED']])
    expect(on({ account: { namespace: 'solana', address: FROM, connectorId: 'test' } })).toEqual([
      ['form', 'NOT_CONNECTED'],
    ])
    expect(on({ adapter: {} as ChainAdapter })).toEqual([['form', 'UNSUPPORTED_CHAIN']])
    expect(
      on({ state: { token: { ...eth, chainId: 'eip155:1' }, sendTokenAmount: '1', receiverAddress: TO } }),
    ).toEqual([['token', 'TOKEN_NETWORK_MISMATCH']])
    expect(
      on({ network: solana, account: { namespace: 'solana', address: FROM, connectorId: 'test' } }),
    ).toEqual([['token', 'TOKEN_NETWORK_MISMATCH']])
  })

  it('checks an EVM receiver as an EVM address: a valid one passes, a malformed one or a wrong EIP-55 checksum is refused by name', () => {
    expect(codes(checkSend(input('1', TO.toLowerCase())))).toEqual([])
    const malformed = checkSend(input('1', 'not-an-address'))
    expect(codes(malformed)).toEqual([['receiver', 'INVALID_RECEIVER']])
    expect(malformed.issues[0]?.error.shortMessage).toBe(SEND_MESSAGES.invalidReceiver)
    expect(malformed.issues[0]?.error.details).toBeTruthy()
    // one letter's case flipped: a typo the EIP-55 checksum catches
    const typo = TO.replace('C8', 'c8')
    const checksum = checkSend(input('1', typo))
    expect(codes(checksum)).toEqual([['receiver', 'INVALID_CHECKSUM']])
    expect(checksum.issues[0]?.error.shortMessage).toBe(SEND_MESSAGES.invalidReceiverChecksum)
    expect(checksum.issues[0]?.error.cause).toBeInstanceOf(ValidationError)
  })

  it('refuses an amount of zero, accepts the whole balance and refuses one base unit more', () => {
    expect(codes(checkSend(input('0', TO)))).toEqual([['amount', 'AMOUNT_NOT_POSITIVE']])
    expect(checkSend(input('10', TO)).validated?.params.amount).toBe(10n * 10n ** 18n)
    expect(codes(checkSend(input('10.000000000000000001', TO)))).toEqual([['amount', 'INSUFFICIENT_BALANCE']])
  })

  it('puts an amount the token cannot hold under the amount, and a token whose decimals are broken under the form', () => {
    expect(codes(checkSend(input('abc', TO)))).toEqual([['amount', 'INVALID_NUMBER']])
    const broken = { ...eth, decimals: -1 }
    const check = checkSend({
      ...input('1', TO),
      state: { token: broken, sendTokenAmount: '1', receiverAddress: TO },
    })
    expect(codes(check).map(([field]) => field)).toEqual(['form'])
    expect(check.validated).toBeUndefined()
  })

  it('skips the balance check when the balance cannot be read exactly, and still validates the send', () => {
    const unreadable = { ...eth, quantity: { decimals: '18', numeric: 'n/a' } }
    const check = checkSend({
      ...input('1000', TO),
      state: { token: unreadable, sendTokenAmount: '1000', receiverAddress: TO },
    })
    expect(check.issues).toEqual([])
    expect(check.validated?.kind).toBe('native')
  })

  it('names only the missing amount when the amount is empty, and puts a bad Solana receiver under the receiver', () => {
    expect(codes(checkSend(input(undefined, TO)))).toEqual([['form', 'AMOUNT_AND_RECEIVER_REQUIRED']])
    const solana: CaipNetwork = {
      ...hardhat,
      id: 'localnet',
      caipNetworkId: 'solana:localnet',
      chainNamespace: 'solana',
    }
    const check = checkSend({
      state: { token: { ...eth, chainId: 'solana:localnet' }, sendTokenAmount: '1', receiverAddress: TO },
      account: { namespace: 'solana', address: FROM, connectorId: 'test' },
      network: solana,
      adapter,
    })
    expect(codes(check)).toEqual([['receiver', 'INVALID_RECEIVER']])
  })
})
