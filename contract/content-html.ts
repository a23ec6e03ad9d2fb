import sanitizeHtml from 'sanitize-html';

// Shared by the server, which sanitises content on save, and the back-office, whose preview shows
// a draft exactly as it will be stored and shown to players.

/**
 * The HTML a content editor may store: text formatting, lists, tables, links and images; no
 * scripts or styles. No `id` or `name` either: content shares the page with the app's own
 * elements (the boot data is `#boot-data`), and a clashing id would shadow them. Links and images
 * point at https or at this site (relative paths; never `//host`, which leaves it); a link may
 * also be `mailto:`.
 */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
    },
    allowedSchemes: ['https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    },
  });
}
