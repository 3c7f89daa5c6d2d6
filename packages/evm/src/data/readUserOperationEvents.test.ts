import { encodeAbiParameters, pad, toEventSelector } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import {
  ENTRY_POINT_08,
  readUserOperationEvents,
  USER_OPERATION_EVENT,
  USER_OPERATIONS_MAX,
} from './readUserOperationEvents'

const SENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const PAYMASTER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const ZERO = `0x${'0'.repeat(40)}` as const
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const

// A log as an RPC answers eth_getLogs for EntryPoint v0.8's UserOperationEvent.
const log = (
  n: number,
  { success = true, paymaster = PAYMASTER as string, block = n } = {},
): Record<string, unknown> => ({
  address: entryPoint08Address,
  topics: [
    USER_OPERATION_EVENT,
    hash(n),
    pad(SENDER.toLowerCase() as `0x${string}`),
    pad(paymaster.toLowerCase() as `0x${string}`),
  ],
  data: encodeAbiParameters(
    [{ type: 'uint256' }, { type: 'bool' }, { type: 'uint256' }, { type: 'uint256' }],
    [BigInt(n), success, 10n ** 15n, 90_000n],
  ),
  transactionHash: hash(1000 + n),
  blockNumber: `0x${block.toString(16)}`,
  logIndex: '0x2',
  removed: false,
})

describe('readUserOperationEvents', () => {
  it("reads EntryPoint v0.8's UserOperationEvent: its hash, bundle transaction, outcome and paymaster", () => {
    expect(ENTRY_POINT_08).toBe(entryPoint08Address.toLowerCase())
    expect(USER_OPERATION_EVENT).toBe(
      toEventSelector('UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)'),
    )
    expect(readUserOperationEvents([log(1), log(2, { success: false, paymaster: ZERO })], SENDER)).toEqual([
      {
        userOpHash: hash(2),
        transactionHash: hash(1002),
        blockNumber: 2n,
        logIndex: 2,
        success: false,
        sponsored: false,
      },
      {
        userOpHash: hash(1),
        transactionHash: hash(1001),
        blockNumber: 1n,
        logIndex: 2,
        success: true,
        sponsored: true,
      },
    ])
  })

  it('skips every malformed or foreign log and keeps the well-formed ones', () => {
    const bad = (n: number, change: Record<string, unknown>) => ({ ...log(n), ...change })
    const topics = log(0).topics as string[]
    const answer = [
      null,
      'log',
      42,
      [],
      bad(10, { address: PAYMASTER }),
      bad(11, { topics: [hash(9), ...topics.slice(1)] }),
      bad(12, { topics: [topics[0], topics[1], pad(PAYMASTER as `0x${string}`), topics[3]] }),
      bad(13, { topics: [...topics, hash(1)] }),
      bad(14, { topics: topics.slice(0, 3) }),
      bad(15, { topics: [topics[0], '0x12', topics[2], topics[3]] }),
      bad(16, { topics: [topics[0], topics[1], topics[2], `0x${'f'.repeat(64)}`] }),
      bad(17, { topics: 'not a list' }),
      bad(18, { data: `${log(0).data as string}00` }),
      bad(19, { data: '0x' }),
      bad(20, { data: 7 }),
      bad(21, { data: `0x${'0'.repeat(127)}2${'0'.repeat(128)}` }),
      bad(22, { transactionHash: null }),
      bad(23, { transactionHash: '0x1234' }),
      bad(24, { blockNumber: null }),
      bad(25, { blockNumber: `0x${'f'.repeat(17)}` }),
      bad(26, { logIndex: '2' }),
      bad(27, { removed: true }),
      bad(28, { address: 'x'.repeat(10_000) }),
      log(3),
    ]
    expect(readUserOperationEvents(answer, SENDER).map((op) => op.userOpHash)).toEqual([hash(3)])
    expect(readUserOperationEvents({ logs: [log(3)] }, SENDER)).toEqual([])
    expect(readUserOperationEvents(undefined, SENDER)).toEqual([])
  })

  it('lists one entry per operation hash, newest first, at most USER_OPERATIONS_MAX', () => {
    const many = Array.from({ length: USER_OPERATIONS_MAX + 20 }, (_, i) => log(i + 1))
    const read = readUserOperationEvents([...many, log(110, { block: 999 })], SENDER)
    expect(read).toHaveLength(USER_OPERATIONS_MAX)
    expect(read[0]?.blockNumber).toBe(BigInt(USER_OPERATIONS_MAX + 20))
    expect(new Set(read.map((op) => op.userOpHash)).size).toBe(USER_OPERATIONS_MAX)
    expect(read.find((op) => op.userOpHash === hash(110))?.blockNumber).toBe(110n)
  })
})
