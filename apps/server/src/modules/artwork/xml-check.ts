/**
 * A tiny XML well-formedness checker for tests and self-checks of the generated SVG: balanced tags,
 * one root, quoted attributes without duplicates, and only the predefined or numeric entities.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  depth: number;
}

const NAME = '[A-Za-z_][\\w.:-]*';
const OPEN = new RegExp(`^<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>`);
const CLOSE = new RegExp(`^</(${NAME})\\s*>`);
const ATTR = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g');
const BAD_AMP = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;

function checkText(text: string, where: string): void {
  if (BAD_AMP.test(text)) throw new Error(`Unescaped & in ${where}`);
  if (text.includes('<')) throw new Error(`Raw < in ${where}`);
}

/** Parses `xml` and returns its elements in document order; throws when it is not well-formed. */
export function checkXml(xml: string): XmlElement[] {
  const elements: XmlElement[] = [];
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt < 0 ? xml.length : lt);
    if (text.trim() && stack.length === 0) throw new Error('Text outside the root element');
    checkText(text, 'text');
    if (lt < 0) break;
    const rest = xml.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = xml.indexOf('-->', lt + 4);
      if (end < 0) throw new Error('Unterminated comment');
      i = end + 3;
      continue;
    }
    if (rest.startsWith('<?')) {
      const end = xml.indexOf('?>', lt + 2);
      if (end < 0) throw new Error('Unterminated processing instruction');
      i = end + 2;
      continue;
    }
    const close = CLOSE.exec(rest);
    if (close) {
      const open = stack.pop();
      if (open !== close[1]) throw new Error(`Mismatched </${close[1]}> for <${open ?? ''}>`);
      i = lt + close[0].length;
      continue;
    }
    const open = OPEN.exec(rest);
    if (!open) throw new Error(`Malformed tag at ${lt}: ${rest.slice(0, 40)}`);
    const name = open[1] as string;
    const attrs: Record<string, string> = {};
    for (const a of (open[2] ?? '').matchAll(ATTR)) {
      const key = a[1] as string;
      const value = a[2] ?? a[3] ?? '';
      if (key in attrs) throw new Error(`Duplicate attribute ${key} on <${name}>`);
      checkText(value, `attribute ${key}`);
      attrs[key] = value;
    }
    if (stack.length === 0) {
      roots++;
      if (roots > 1) throw new Error('More than one root element');
    }
    elements.push({ name, attrs, depth: stack.length });
    if (open[3] !== '/') stack.push(name);
    i = lt + open[0].length;
  }
  if (stack.length) throw new Error(`Unclosed <${stack.join('> <')}>`);
  if (roots !== 1) throw new Error('No root element');
  return elements;
}
