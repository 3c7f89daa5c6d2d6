// Public API of @latch/testing/oauth: the local OAuth 2.0 / OIDC stand-in provider (a test and
// dev part). Named re-exports only.

export { s256Challenge } from '../oauth/pkceChallenge'
export {
  DEFAULT_STAND_IN_USER,
  type OAuthStandIn,
  type OAuthStandInClient,
  type OAuthStandInOptions,
  type OAuthStandInProviderConfig,
  type OAuthStandInUser,
  startOAuthStandIn,
} from '../oauth/startOAuthStandIn'
