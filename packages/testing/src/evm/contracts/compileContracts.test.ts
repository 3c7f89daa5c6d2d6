import { describe, expect, it } from 'vitest'
import { compileTestContracts } from './compileContracts'
import LatchIdRegistry from './LatchIdRegistry.json'
import LatchNft from './LatchNft.json'
import LatchPaymaster from './LatchPaymaster.json'
import LatchSmartAccount from './LatchSmartAccount.json'
import LatchSmartAccountFactory from './LatchSmartAccountFactory.json'
import LatchSwap from './LatchSwap.json'
import LatchToken from './LatchToken.json'
import LatchUsdt from './LatchUsdt.json'

describe('test contract artifacts', () => {
  it('are exactly what solc 0.8.28 compiles from the committed sources (recompile and compare)', () => {
    const fresh = compileTestContracts()
    expect(fresh.LatchToken).toEqual(LatchToken)
    expect(fresh.LatchUsdt).toEqual(LatchUsdt)
    expect(fresh.LatchNft).toEqual(LatchNft)
    expect(fresh.LatchSmartAccount).toEqual(LatchSmartAccount)
    expect(fresh.LatchSmartAccountFactory).toEqual(LatchSmartAccountFactory)
    expect(fresh.LatchIdRegistry).toEqual(LatchIdRegistry)
    expect(fresh.LatchSwap).toEqual(LatchSwap)
    expect(fresh.LatchPaymaster).toEqual(LatchPaymaster)
    expect(fresh.LatchToken.evmVersion).toBe('cancun')
  }, 30_000)

  it('give the USDT-shaped token a transfer(recipient, amount) with no return value', () => {
    const transfer = LatchUsdt.abi.find((e) => e.type === 'function' && e.name === 'transfer')
    expect(transfer?.inputs?.map((i) => i.name)).toEqual(['recipient', 'amount'])
    expect(transfer?.outputs).toEqual([])
    const erc20Transfer = LatchToken.abi.find((e) => e.type === 'function' && e.name === 'transfer')
    expect(erc20Transfer?.outputs?.map((o) => o.type)).toEqual(['bool'])
  })
})
