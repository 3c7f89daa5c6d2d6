import { expect, it } from 'vitest'
import * as frame from './frame'

it('exports exactly the key-frame page entry points from @latch/embedded-wallet/frame', () => {
  expect(Object.keys(frame).sort()).toEqual(['readKeyFrameConfig', 'startKeyFrame'])
})
