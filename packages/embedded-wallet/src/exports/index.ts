// App-side entry of @latch/embedded-wallet (filled in by the provider work).
export { API_ERROR_CODES, API_PATHS } from '../protocol/api'
export { FRAME_CHANNEL, FRAME_ERROR_CODES } from '../protocol/frame'
