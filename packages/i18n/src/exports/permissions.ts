/**
 * `@latch/i18n/permissions`: the English words of ERC-7715 permissions in the views (a grant and a
 * revoke in ApproveTransaction, the granted permissions in ProfileWallets), imported by those views
 * in `@latch/react` and handed to the instance's translator with the view's own words. Neither in
 * `@latch/i18n`'s entry nor in `./views`; every other locale keeps their keys in its one chunk.
 */
export { enPermissions } from '../locales/en/permissions'
