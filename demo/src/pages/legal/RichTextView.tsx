import { Link } from 'react-router';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import type { Inline, LegalBlock, RichText } from '../../content/legal/types.ts';

function InlineView({ inline }: { inline: Inline }) {
  if (typeof inline === 'string') return <>{inline}</>;
  if ('to' in inline) return <Link to={inline.to}>{inline.text}</Link>;
  // Mail and phone links stay in the page; other addresses open a new tab and say so.
  if (/^(mailto|tel):/.test(inline.href)) return <a href={inline.href}>{inline.text}</a>;
  return <ExternalLink href={inline.href}>{inline.text}</ExternalLink>;
}

/** A run of text and links. */
export function RichTextView({ text }: { text: RichText }) {
  return (
    <>
      {text.map((inline, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered.
        <InlineView key={index} inline={inline} />
      ))}
    </>
  );
}

/** One block of a legal text. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'list': {
      const List = block.isOrdered ? 'ol' : 'ul';
      return (
        <List className="legal__list">
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered.
            <li key={index}>
              <RichTextView text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'facts':
      return (
        <dl className="legal__facts">
          {block.items.map((item) => (
            <div key={item.term} className="legal__fact">
              <dt>{item.term}</dt>
              <dd>
                <RichTextView text={item.description} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'lines':
      return (
        <p className="legal__lines">
          {block.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </p>
      );
    default:
      return (
        <p>
          <RichTextView text={block.text} />
        </p>
      );
  }
}

/** The blocks of a section or an answer, in order. */
export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered.
        <LegalBlockView key={index} block={block} />
      ))}
    </>
  );
}
