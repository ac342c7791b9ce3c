// A hall's news (« Nouvelles des salles »): its title, its summary and the link to the page that
// tells it, sent to the hall's players who chose this kind; one click turns it off.
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { HallNewsFacts } from '../hall-news.ts';
import { button, NoticeLayout, paragraph } from './notice-layout.tsx';

const small = { color: '#6a7282', fontSize: '12px', lineHeight: '18px' };

/** What a news mail shows. */
export interface HallNewsMailProps {
  brand: string;
  pseudonym: string;
  news: HallNewsFacts;
  /** The news page, absolute. */
  newsUrl: string;
  accountUrl: string;
  /** The signed one-click link that turns the halls' news off. */
  unsubscribeUrl: string;
}

/**
 * A hall's news.
 *
 * @example await renderMail(<HallNewsMail brand="Multisalle" pseudonym="léa" news={news} newsUrl={url} accountUrl={url} unsubscribeUrl={url} />)
 */
export function HallNewsMail({
  brand,
  pseudonym,
  news,
  newsUrl,
  accountUrl,
  unsubscribeUrl,
}: HallNewsMailProps) {
  return (
    <NoticeLayout brand={brand} hallName={news.hallName} preview={news.summary} accountUrl={accountUrl}>
      <Text style={paragraph}>Bonjour {pseudonym},</Text>
      <Text style={paragraph}>Du nouveau à {news.hallName}&nbsp;:</Text>
      <Text style={{ ...paragraph, fontSize: '17px', fontWeight: 700 }}>{news.title}</Text>
      <Text style={paragraph}>{news.summary}</Text>
      <Section>
        <Button href={newsUrl} style={button}>
          Lire la suite
        </Button>
      </Section>
      <Text style={small}>
        Vous recevez ce message parce que vous avez choisi les nouvelles des salles.{' '}
        <Link href={unsubscribeUrl}>Ne plus recevoir les nouvelles des salles</Link>.
      </Text>
    </NoticeLayout>
  );
}
