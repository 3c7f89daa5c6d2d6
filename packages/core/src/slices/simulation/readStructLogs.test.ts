import { describe, expect, it } from 'vitest'
import { EVENT_TOPICS } from './eventTopics'
import { readStructLogs } from './readStructLogs'

const w = (value: bigint | string) =>
  (typeof value === 'bigint' ? value.toString(16) : value.replace(/^0x/, '')).padStart(64, '0')
const ME = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const ROUTER = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const TOKEN = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const YOU = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

// a LOG3 step: memory holds the data at 0x00; the stack (bottom to top) ends with topics, size, offset
const log3 = (depth: number, from: string, to: string, amount: bigint) => ({
  op: 'LOG3',
  depth,
  memory: [w(amount)],
  stack: [w(to), w(from), w(EVENT_TOPICS.transfer), w(32n), w(0n)],
})
// CALL: the stack ends with value, address, gas
const call = (depth: number, to: string, value: bigint) => ({
  op: 'CALL',
  depth,
  stack: [w(value), w(to), w(100000n)],
})
const back = (depth: number, success: boolean) => ({ op: 'ISZERO', depth, stack: [w(success ? 1n : 0n)] })

describe('readStructLogs (Hardhat debug_traceCall, default tracer)', () => {
  it('keeps the logs and value transfers of frames that succeed and drops those of a reverted inner call', () => {
    const trace = {
      failed: false,
      returnValue: '',
      structLogs: [
        call(1, TOKEN, 0n),
        log3(2, ME, YOU, 5n),
        { op: 'STOP', depth: 2, stack: [] },
        back(1, true),
        call(1, TOKEN, 0n),
        log3(2, ME, ROUTER, 99n),
        { op: 'REVERT', depth: 2, stack: [] },
        back(1, false),
        // a CALL with value to an account with no code: done at once, its result on the stack
        call(1, YOU, 7n),
        back(1, true),
      ],
    }
    expect(readStructLogs(trace, { from: ME, to: ROUTER, value: 3n })).toEqual({
      status: 'ok',
      logs: [
        {
          address: EVENT_TOPICS.native,
          topics: [EVENT_TOPICS.transfer, `0x${w(ME)}`, `0x${w(ROUTER)}`],
          data: `0x${w(3n)}`,
        },
        {
          address: TOKEN,
          topics: [`0x${w(EVENT_TOPICS.transfer)}`, `0x${w(ME)}`, `0x${w(YOU)}`],
          data: `0x${w(5n)}`,
        },
        {
          address: EVENT_TOPICS.native,
          topics: [EVENT_TOPICS.transfer, `0x${w(ROUTER)}`, `0x${w(YOU)}`],
          data: `0x${w(7n)}`,
        },
      ],
    })
  })

  it('a failed trace is a revert with the Error(string) reason; what is not a trace is undefined', () => {
    const reason = Buffer.from('nope').toString('hex')
    const returnValue = `08c379a0${w(32n)}${w(4n)}${reason.padEnd(64, '0')}`
    expect(
      readStructLogs({ failed: true, returnValue, structLogs: [] }, { from: ME, to: ROUTER, value: 0n }),
    ).toEqual({
      status: 'reverted',
      reason: 'nope',
    })
    expect(readStructLogs({ structLogs: 'x' }, { from: ME, to: ROUTER, value: 0n })).toBeUndefined()
    expect(
      readStructLogs(
        { failed: false, structLogs: [null, 1, { op: 'LOG3' }] },
        { from: ME, to: ROUTER, value: 0n },
      ),
    ).toEqual({
      status: 'ok',
      logs: [],
    })
  })
})
