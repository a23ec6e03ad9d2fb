/**
 * HTML from the content API. The server sanitises it on save (no scripts, styles or handlers),
 * and the page's CSP forbids inline scripts besides.
 */
export function HtmlContent({ html }: { html: string }) {
  return <div className="html-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
