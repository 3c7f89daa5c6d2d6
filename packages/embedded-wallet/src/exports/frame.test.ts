import { expect, it } from 'vitest'
import * as frame from './frame'

it('exports exactly the key-frame page entry points, the account API the frame speaks and the Farcaster login API, from @latch/embedded-wallet/frame', () => {
  expect(Object.keys(frame).sort()).toEqual([
    'ACCOUNT_API_ERROR_CODES',
    'ACCOUNT_API_PATHS',
    'FARCASTER_API_ERROR_CODES',
    'FARCASTER_API_PATHS',
    'readKeyFrameConfig',
    'startKeyFrame',
  ])
})
