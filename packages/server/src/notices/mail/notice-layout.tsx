// The frame of every notice mail: the brand and the hall's name on top, the content, a footer with the
// link to the player's account. Inline styles and tables (react-email's components) for mail clients.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

/** What {@link NoticeLayout} shows around a mail's content. */
export interface NoticeLayoutProps {
  brand: string;
  hallName: string;
  /** The line mail clients show after the subject. */
  preview: string;
  /** The player's account page (absolute). */
  accountUrl: string;
  children: ReactNode;
}

const page = {
  backgroundColor: '#f3f5f8',
  fontFamily: 'Arial, Helvetica, sans-serif',
  margin: 0,
  // Side gutters: at phone width the card would touch the screen's edges.
  padding: '24px 12px',
};
const card = {
  backgroundColor: '#ffffff',
  borderRadius: '8px',
  maxWidth: '560px',
  padding: '24px',
  margin: '0 auto',
};
const brandLine = { color: '#0b5cad', fontSize: '20px', fontWeight: 700, margin: 0 };
const hallLine = { color: '#4a5565', fontSize: '14px', margin: '4px 0 0' };
const rule = { borderColor: '#e5e7eb', margin: '20px 0' };
const footer = { color: '#6a7282', fontSize: '12px', lineHeight: '18px' };

/**
 * The mail's frame.
 *
 * @example <NoticeLayout brand="Multisalle" hallName="Padel Park" preview="…" accountUrl={url}>…</NoticeLayout>
 */
export function NoticeLayout({ brand, hallName, preview, accountUrl, children }: NoticeLayoutProps) {
  return (
    <Html lang="fr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Section>
            <Text style={brandLine}>{brand}</Text>
            <Text style={hallLine}>{hallName}</Text>
          </Section>
          <Hr style={rule} />
          {children}
          <Hr style={rule} />
          <Text style={footer}>
            Message envoyé par {brand} pour {hallName}. Vos réservations et vos préférences&nbsp;:{' '}
            <Link href={accountUrl}>mon compte</Link>.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of a notice. */
export const paragraph = { color: '#1e2939', fontSize: '15px', lineHeight: '22px' };
/** A link written out in full: long addresses break anywhere rather than widen a phone's screen. */
export const spelledLink = {
  ...paragraph,
  fontSize: '13px',
  lineHeight: '19px',
  color: '#4a5565',
  wordBreak: 'break-all' as const,
};
/** The main action's button. */
export const button = {
  backgroundColor: '#0b5cad',
  borderRadius: '6px',
  color: '#ffffff',
  fontSize: '15px',
  fontWeight: 700,
  padding: '12px 20px',
  textDecoration: 'none',
};
