/**
 * The icon drawing code, in the modal frame's chunk (see {@link MODAL_ARTWORK}): the image and letter
 * logic, the `@latch/icons` look-ups and the social marks.
 */
export { IconArt } from './IconArt'
export { SocialIconArt } from './SocialIconArt'
