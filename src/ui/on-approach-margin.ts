/** How far below the viewport a section starts loading: a flick of the thumb ahead of the reader. */
export const APPROACH_MARGIN = '0px 0px 25% 0px'
