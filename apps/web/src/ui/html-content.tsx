import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { cn } from '../lib/cn';

let hooked = false;
/** Links in server HTML open in a new tab and never hand the site's window to the target. */
function installLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Server HTML made safe to render: DOMPurify with the HTML profile (no scripts, styles or forms). */
export function sanitizeHtml(html: string): string {
  installLinkHook();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

/**
 * HTML content from the server (notices, promotions, help, messages). The server sanitises on write
 * and read; the site sanitises again before rendering (design brief), so a bad row can never run code.
 */
export function HtmlContent({
  html,
  className,
  testId,
}: {
  html: string;
  className?: string;
  testId?: string;
}) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      data-testid={testId}
      className={cn('html-content', className)}
      // Sanitised just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
