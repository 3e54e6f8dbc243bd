/**
 * A small step between the button and the dialog. A page that imports the dialog directly also carries the list
 * of every chunk the dialog needs (for preloading), in its first load; imported through here, the page names one
 * small chunk and the dialog's list comes with it, on the click.
 */
export const loadSaveDialog = () => import('./save-dialog.lazy')
