import { SOCIAL_RESULT_ELEMENT_ID } from './socialCallbackPage'

/**
 * The script the OAuth redirect page loads (`/v1/social/callback.js`): it reads the result from the
 * page's data attributes and posts a `SocialResultMessage` to `window.opener`, targeted at the app's
 * origin only.
 *
 * @example
 * ```ts
 * route = { method: 'GET', path: '/v1/social/callback.js', handle: () => ({ script: SOCIAL_CALLBACK_SCRIPT }) }
 * ```
 */
export const SOCIAL_CALLBACK_SCRIPT = `'use strict';
(function () {
  var element = document.getElementById(${JSON.stringify(SOCIAL_RESULT_ELEMENT_ID)});
  if (!element || !window.opener) return;
  var data = element.dataset;
  if (!data.appOrigin || !data.state) return;
  var message = { type: 'latch-social-result', state: data.state };
  if (data.code) message.code = data.code;
  else message.error = data.error || 'unknown_error';
  window.opener.postMessage(message, data.appOrigin);
})();
`
