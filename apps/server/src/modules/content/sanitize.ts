import sanitizeHtml from 'sanitize-html';

/**
 * The HTML subset content may use (notices, promotions, help articles, messages, popups): text
 * structure, tables, links and images. Scripts, styles sheets, frames, forms, event handlers and
 * `javascript:` URLs never pass. Links open in a new tab without an opener; images must be https or a
 * path on this server. Used on write (what is stored is clean) and again on read (rows written by
 * an older rule or by hand in SQL are cleaned before they leave the server).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'h2',
    'h3',
    'h4',
    'h5',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'a',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['style'],
  },
  // Colours and alignment only: no positioning, no url(), no expressions.
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-fA-F]{3,8}$/, /^rgba?\([\d\s.,%]+\)$/, /^[a-z]{3,20}$/],
      'background-color': [/^#[0-9a-fA-F]{3,8}$/, /^rgba?\([\d\s.,%]+\)$/, /^[a-z]{3,20}$/],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
    },
  },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  disallowedTagsMode: 'discard',
  // Dropped with their content, not just their tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https:/i.test(href);
      return {
        tagName,
        attribs: {
          ...attribs,
          ...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : { rel: 'nofollow' }),
        },
      };
    },
    img: (tagName, attribs) => {
      const src = attribs.src ?? '';
      // Relative sources only from this server's generated artwork; anything else is dropped.
      const ok = /^https:\/\//i.test(src) || /^\/img\/[^\s"'<>]*$/.test(src);
      return { tagName, attribs: { ...attribs, src: ok ? src : '', loading: 'lazy' } };
    },
  },
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * Plain text (titles, labels, summaries, feedback, comments) is stored as typed and never parsed as
 * HTML: it is data, escaped where it is output (React escapes text; no server page renders it). An
 * earlier version stripped tags and then decoded entities, which turned a typed `&lt;img…&gt;` into
 * live markup. Only surrounding white space goes.
 */
export function plainText(value: string): string {
  return value.trim();
}
