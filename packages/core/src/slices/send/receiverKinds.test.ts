import { describe, expect, it } from 'vitest'
import { receiverTakesNames } from './receiverKinds'

describe('receiverTakesNames', () => {
  it('is true only on an EVM network of an app whose projectId lets names be looked up', () => {
    const hosted = { options: { projectId: 'p' } }
    const local = { options: { projectId: undefined } }
    expect(receiverTakesNames(hosted, 'eip155')).toBe(true)
    expect(receiverTakesNames(local, 'eip155')).toBe(false)
    for (const namespace of ['solana', 'stacks', 'bip122', undefined] as const)
      expect(receiverTakesNames(hosted, namespace)).toBe(false)
  })
})
