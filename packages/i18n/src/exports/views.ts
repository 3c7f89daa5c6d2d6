/**
 * `@latch/i18n/views`: the English words of the lazily loaded views, one object per view, each
 * imported by its view in `@latch/react` and handed to the instance's translator before it renders
 * (`useViewTranslation(enApproval)`). None of them is in `@latch/i18n`'s entry; every other locale keeps
 * their keys in its one chunk.
 */
export { enAccount } from '../locales/en/account'
export { enApproval } from '../locales/en/approval'
export { enEmail } from '../locales/en/email'
export { enProfile } from '../locales/en/profile'
export { enSend } from '../locales/en/send'
export { enSiwx } from '../locales/en/siwx'
export { enSocial } from '../locales/en/social'
