/** A URL is allowed when it is http(s), a mailto: (links only) or a relative path/fragment. */
export declare function isSafeUrl(raw: string, allowMailto: boolean): boolean;
/** Sanitises CMS HTML with the allow-list above; `target="_blank"` links always get `rel="noopener"`. */
export declare function sanitizeHtml(html: string): string;
