import { describe, expect, it } from 'vitest'
import { toBase58 } from '../../shared/encoding/base58'
import { readSplTokenAccount } from './readSplTokenAccount'

describe('readSplTokenAccount', () => {
  it('reads the mint, owner and u64 little-endian amount of a 165-byte token account; other data is not one', () => {
    const data = new Uint8Array(165)
    data.fill(1, 0, 32)
    data.fill(2, 32, 64)
    new DataView(data.buffer).setBigUint64(64, 2n ** 64n - 2n, true)
    expect(readSplTokenAccount(data)).toEqual({
      mint: toBase58(new Uint8Array(32).fill(1)),
      owner: toBase58(new Uint8Array(32).fill(2)),
      amount: 2n ** 64n - 2n,
    })
    expect(readSplTokenAccount(new Uint8Array(82))).toBeUndefined()
  })
})
