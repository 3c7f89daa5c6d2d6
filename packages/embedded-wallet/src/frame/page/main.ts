// Entry of frame.js, the script of the key frame page (bundled by the frame server).
import { startKeyFrame } from './startKeyFrame'

startKeyFrame().catch((error: unknown) => {
  console.error('Latch key frame failed to start', error)
})
