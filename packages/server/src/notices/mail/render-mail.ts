// A mail component to its two parts: HTML for mail clients, plain text from the same tree.
import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/**
 * Renders a mail's HTML and plain-text parts.
 *
 * @example const { html, text } = await renderMail(ReminderMail(props));
 */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
