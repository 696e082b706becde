/**
 * The Content-Security-Policy of every served media file: it never runs code or loads anything, even
 * an SVG opened directly. The backend sends it with the file and the edge's security headers keep it.
 */
export const MEDIA_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:; sandbox"
