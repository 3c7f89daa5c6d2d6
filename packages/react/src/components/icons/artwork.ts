/**
 * The icon drawing code, one chunk loaded with the first icon the modal shows (not with the modal's
 * own code): the image and letter logic, the `@latch/icons` look-ups and the social marks.
 */
export { IconArt } from './IconArt'
export { SocialIconArt } from './SocialIconArt'
