import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeEffectLogs } from './decodeEffectLogs'
import { EVENT_TOPICS } from './eventTopics'

const word = (value: string | bigint) =>
  `0x${(typeof value === 'bigint' ? value.toString(16) : value.replace(/^0x/, '')).toLowerCase().padStart(64, '0')}`
const ME = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const YOU = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const NFT = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const context = {
  tokens: [{ address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'LTK', decimals: 18 }],
  native: { symbol: 'ETH', decimals: 18 },
}

describe('decodeEffectLogs', () => {
  it('reads native, ERC-20, ERC-721 and ERC-1155 transfers into the account’s signed deltas in token units', () => {
    const { changes } = decodeEffectLogs(
      [
        {
          address: EVENT_TOPICS.native,
          topics: [EVENT_TOPICS.transfer, word(ME), word(YOU)],
          data: word(10n ** 17n),
        },
        { address: TOKEN, topics: [EVENT_TOPICS.transfer, word(ME), word(YOU)], data: word(5n * 10n ** 18n) },
        { address: TOKEN, topics: [EVENT_TOPICS.transfer, word(YOU), word(ME)], data: word(10n ** 18n) },
        { address: NFT, topics: [EVENT_TOPICS.transfer, word(YOU), word(ME), word(7n)], data: '0x' },
        {
          address: NFT,
          topics: [EVENT_TOPICS.transferSingle, word(YOU), word(ME), word(YOU)],
          data: `${word(3n)}${word(2n).slice(2)}`,
        },
        // someone else's transfer: not the account's change
        { address: TOKEN, topics: [EVENT_TOPICS.transfer, word(YOU), word(TOKEN)], data: word(9n) },
      ],
      ME,
      context,
    )
    expect(changes).toEqual([
      { asset: 'native', amount: -(10n ** 17n), text: '0.1 ETH' },
      {
        asset: 'erc20',
        token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        amount: -4n * 10n ** 18n,
        text: '4 LTK',
      },
      {
        asset: 'erc721',
        token: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        tokenId: 7n,
        amount: 1n,
        text: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512 #7',
      },
      {
        asset: 'erc1155',
        token: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        tokenId: 3n,
        amount: -2n,
        text: '2 × 0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512 #3',
      },
    ])
  })

  it('reads the approvals the account grants: an unlimited allowance, one item, every item; a zero allowance is a revocation, not listed', () => {
    const { approvals } = decodeEffectLogs(
      [
        { address: TOKEN, topics: [EVENT_TOPICS.approval, word(ME), word(YOU)], data: word(2n ** 256n - 1n) },
        { address: TOKEN, topics: [EVENT_TOPICS.approval, word(ME), word(YOU)], data: word(0n) },
        { address: NFT, topics: [EVENT_TOPICS.approval, word(ME), word(YOU), word(4n)], data: '0x' },
        { address: NFT, topics: [EVENT_TOPICS.approvalForAll, word(ME), word(YOU)], data: word(1n) },
        { address: NFT, topics: [EVENT_TOPICS.approvalForAll, word(YOU), word(ME)], data: word(1n) },
      ],
      ME,
      context,
    )
    expect(approvals.map((a) => [a.kind, a.spender, a.text])).toEqual([
      ['allowance', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'Unlimited LTK'],
      ['item', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512 #4'],
      ['forAll', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'],
    ])
  })

  it('never throws on hostile logs, and a change never exceeds what the logs moved (fuzzed)', () => {
    const hex = fc
      .array(fc.constantFrom(...'0123456789abcdef'), { maxLength: 70 })
      .map((c) => `0x${c.join('')}`)
    const log = fc.record({
      address: fc.oneof(hex, fc.constant(TOKEN), fc.anything()),
      topics: fc.oneof(
        fc.array(fc.oneof(hex, fc.constantFrom(...Object.values(EVENT_TOPICS), word(ME))), { maxLength: 5 }),
        fc.anything(),
      ),
      data: fc.oneof(hex, fc.anything()),
    })
    fc.assert(
      fc.property(fc.array(log, { maxLength: 8 }), (logs) => {
        const read = decodeEffectLogs(logs as never, ME, context)
        for (const change of read.changes) expect(change.amount).not.toBe(0n)
      }),
    )
  })
})
