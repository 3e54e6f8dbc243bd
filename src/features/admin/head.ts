/** Per-page document titles, so tabs and screen-reader page announcements say which console page this is. */
export const adminHead = (title: string) => () => ({ meta: [{ title: `${title} – Panel administratora – Skrytka` }] })
