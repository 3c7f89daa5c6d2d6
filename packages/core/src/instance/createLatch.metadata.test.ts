import { describe, expect, it } from 'vitest'
import { createMemoryAdapter, testNetworks } from '../testing/memoryAdapter'
import { createLatch } from './createLatch'

describe('createLatch: the app metadata the views show', () => {
  it('keeps only app icons safe in an <img src> (the sign-in view draws the first), in their order', () => {
    const latch = createLatch({
      adapters: [createMemoryAdapter({ namespace: 'eip155' }).adapter],
      networks: [testNetworks.ethereum],
      metadata: {
        name: 'Uniswap',
        description: 'Swap',
        url: 'https://app.example',
        icons: [
          'javascript:alert(1)',
          'http://tracker.example/i.png',
          'https://app.example/icon.png',
          'data:image/png,x',
        ],
      },
    })
    expect(latch.getState().options.metadata).toEqual({
      name: 'Uniswap',
      description: 'Swap',
      url: 'https://app.example',
      icons: ['https://app.example/icon.png', 'data:image/png,x'],
    })
  })
})
