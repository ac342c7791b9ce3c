// French typography the product keeps, checked over the tracked tree (part of `npm run lint`):
// - one kind of apostrophe: the straight one its spec's strings use letter for letter (SMS stay in GSM-7,
//   which has no U+2019), so no curly apostrophe (U+2019) anywhere in text;
// - a no-break space (\u00a0) before « : ; ! ? » in the product's French texts (strings, templates and JSX
//   text of the packages' and the site's sources), so a line never starts with the sign. Kept apart: the
//   spec's own strings written with a plain space, and the SMS texts (GSM-7 has no no-break space).
import ts from 'typescript';
import { trackedFiles } from './tracked-files.ts';

/** Text a person may read: code, styles, pages, docs, data, drawings. */
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|css|html|md|json|svg|yaml|yml|sql|txt)$/;
const CURLY_APOSTROPHE = '\u2019';
/** The product's sources, tests and test kits aside. */
const PRODUCT_SOURCE =
  /^(packages\/[^/]+|demo)\/src\/(?!.*(\.test\.tsx?|\/testing\/|test-[^/]*\.ts|-test-helpers\.ts)$).*\.tsx?$/;
/** SMS texts (GSM-7) and the sandbox card form's script (JavaScript in a string). */
const PLAIN_SPACE_FILES = /^packages\/server\/src\/(notices\/sms\/|payments\/sandbox\/form-script\.ts$)/;
/** The spec's strings that write a plain space before the sign, kept letter for letter. */
const SPEC_PLAIN_SPACE = ['Mot de passe oublié ?', 'BOOK, PLAY, SHARE !'];
/** A word, or the end of an expression, then a plain space, then the sign and a space or the end. */
const PLAIN_SPACE_BEFORE_SIGN = /(^|[^\s\\]) ([:;!?])(?=\s|$|<)/;

export interface TypographyFault {
  file: string;
  line: number;
  text: string;
}

/** Each line of `text` that holds a curly apostrophe. */
export function curlyApostrophes(file: string, text: string): TypographyFault[] {
  return text
    .split('\n')
    .flatMap((content, index) =>
      content.includes(CURLY_APOSTROPHE) ? [{ file, line: index + 1, text: content.trim() }] : [],
    );
}

/** Each string, template part or JSX text of a TypeScript source with a plain space before « : ; ! ? ». */
export function plainSpacesBeforeSigns(file: string, text: string): TypographyFault[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: TypographyFault[] = [];
  const visit = (node: ts.Node) => {
    const isText =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      node.kind === ts.SyntaxKind.JsxText;
    if (isText) {
      const raw = text.slice(
        node.kind === ts.SyntaxKind.JsxText ? node.pos : node.getStart(source),
        node.end,
      );
      const inner = node.kind === ts.SyntaxKind.JsxText ? raw : raw.slice(1, -1);
      if (PLAIN_SPACE_BEFORE_SIGN.test(inner) && !SPEC_PLAIN_SPACE.some((kept) => inner.includes(kept))) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push({ file, line: line + 1, text: inner.trim().slice(0, 120) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = trackedFiles(TEXT, new Set(['package-lock.json']));
  const curly = files.flatMap(({ file, text }) => curlyApostrophes(file, text));
  const plain = files
    .filter(({ file }) => PRODUCT_SOURCE.test(file) && !PLAIN_SPACE_FILES.test(file))
    .flatMap(({ file, text }) => plainSpacesBeforeSigns(file, text));
  for (const { file, line, text } of [...curly, ...plain]) console.error(`${file}:${line}: ${text}`);
  if (curly.length > 0) {
    console.error(
      `\n${curly.length} line(s) write the curly apostrophe (U+2019): the product's is the straight one (').`,
    );
  }
  if (plain.length > 0) {
    console.error(
      `\n${plain.length} French text(s) with a plain space before « : ; ! ? »: write a no-break space (\\u00a0, &nbsp; in JSX).`,
    );
  }
  if (curly.length + plain.length > 0) process.exit(1);
}
