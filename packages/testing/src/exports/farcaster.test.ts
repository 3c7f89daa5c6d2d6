import { expect, it } from 'vitest'
import * as farcaster from './farcaster'

it('exports exactly the Farcaster stand-in entry points from @latch/testing/farcaster', () => {
  expect(Object.keys(farcaster).sort()).toEqual([
    'FARCASTER_ID_REGISTRY_ADDRESS',
    'createFarcasterApp',
    'installFarcasterIdRegistry',
    'startDevFarcasterApp',
    'startFarcasterRelay',
  ])
})
