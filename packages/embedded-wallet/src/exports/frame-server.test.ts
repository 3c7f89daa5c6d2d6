import { expect, it } from 'vitest'
import * as frameServer from './frame-server'

it('exports exactly the key-frame server entry points from @latch/embedded-wallet/frame-server', () => {
  expect(Object.keys(frameServer).sort()).toEqual(['createFrameScriptCache', 'startKeyFrameServer'])
})
