// The modal's lazy chunk (loaded by loadModal; its name starts with ModalRoot, which the size and
// consumer checks look for): the modal's frame, its idle rehearsal and the loader of the view it
// opens on, in one request. The views themselves are chunks of their own (views/loading).
export { loadOpeningView } from '../views/loading/loadOpeningView'
export { ModalRoot } from './ModalRoot'
export { warmUpModal } from './warmUpModal'
