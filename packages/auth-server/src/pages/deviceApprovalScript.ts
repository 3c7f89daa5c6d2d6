import { DEVICE_PAGE_IDS, DEVICE_PAGE_TEXT } from './devicePages'

/**
 * The script the device-approval page loads (`/v1/device/approve.js`). Nothing happens until the
 * user presses the button; then it POSTs `{ token }` (from the page's `data-token`) to the page's
 * own path and shows the answer: approved (and whether the code was mailed), or the link is not
 * valid. A network failure lets the user press again.
 *
 * @example
 * ```ts
 * route = { method: 'GET', path: '/v1/device/approve.js', handle: () => ({ script: DEVICE_APPROVAL_SCRIPT }) }
 * ```
 */
export const DEVICE_APPROVAL_SCRIPT = `'use strict';
(function () {
  var ids = ${JSON.stringify(DEVICE_PAGE_IDS)};
  var text = ${JSON.stringify(DEVICE_PAGE_TEXT)};
  var main = document.getElementById(ids.main);
  var heading = document.getElementById(ids.heading);
  var status = document.getElementById(ids.text);
  var button = document.getElementById(ids.button);
  if (!main || !heading || !status || !button) return;
  var token = main.dataset.token || '';
  button.addEventListener('click', function () {
    button.disabled = true;
    status.textContent = text.approving;
    fetch('approve', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: token }),
      credentials: 'omit',
      cache: 'no-store',
    }).then(function (response) {
      return response.json().then(function (body) {
        button.hidden = true;
        if (response.ok && body && body.approved === true) {
          heading.textContent = text.approvedHeading;
          status.textContent = body.codeSent ? text.codeSent : text.codeNotSent;
        } else {
          heading.textContent = text.invalidHeading;
          status.textContent = text.invalid;
        }
      });
    }).catch(function () {
      button.disabled = false;
      status.textContent = text.unreachable;
    });
  });
})();
`
