import { useId, useState } from 'react';
import type { FaqQuestion } from '../../content/legal/types.ts';
import { LegalBlocks } from './RichTextView.tsx';

/**
 * One question of the FAQ as a disclosure (WAI-ARIA accordion pattern): an `h3` holding a button with
 * `aria-expanded`, which shows or hides the answer right after it. Closed at first.
 */
export function FaqItem({ item }: { item: FaqQuestion }) {
  const [isOpen, setIsOpen] = useState(false);
  const answerId = useId();
  return (
    <div className="faq__item" data-open={isOpen}>
      <h3 id={item.id} className="faq__question">
        <button
          type="button"
          className="faq__toggle"
          aria-expanded={isOpen}
          aria-controls={answerId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <span>{item.question}</span>
          <svg className="faq__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="m3 6 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </h3>
      <div id={answerId} className="faq__answer" hidden={!isOpen}>
        <LegalBlocks blocks={item.answer} />
      </div>
    </div>
  );
}
