import { describe, expect, it } from 'vitest';
import { isGsm7 } from './brevo.ts';
import { answersDigestSms, hallNewsSms, SMS_MAX, smsLength, toGsm7 } from './sms-texts.ts';

const URL = 'https://multisalle.fr/profile?q=reservation';
// 3 December 2026, 18:00 in Paris (UTC+1).
const game = { hallName: 'PADEL PARK', sportLabel: 'PADEL', startsAt: new Date('2026-12-03T17:00:00Z') };
const brand = { brand: 'Multisalle', url: URL };
const news = {
  brand: 'Multisalle',
  newsUrl: 'https://multisalle.fr/multisalle/article-padel-park/tournoi',
  hallUrl: 'https://multisalle.fr/multisalle/padel-park',
};

describe('GSM-7 where possible', () => {
  it('writes French punctuation and the accents GSM-7 lacks with their nearest GSM-7 letters', () => {
    expect(toGsm7("Châteauroux : « l'été » – cœur… ça")).toBe('Chateauroux : "l\'été" - coeur... ca');
    expect(isGsm7(toGsm7('Île, forêt, Noël, août, déjà, où'))).toBe(true);
    // Nothing like it in GSM-7: kept, and the SMS goes in Unicode.
    expect(toGsm7('Padel 🎾')).toBe('Padel 🎾');
  });

  it('counts an extension character (€) as two of the 160', () => {
    expect(smsLength('10 €')).toBe(5);
    expect(smsLength('[a]')).toBe(5);
    expect(smsLength('é')).toBe(1);
  });
});

describe('the digest SMS', () => {
  it('tells how many answered, the game and where it stands, with the link, in GSM-7 under 160 characters', () => {
    const text = answersDigestSms(game, { answers: 2, accepted: 3, maxPlaces: 4 }, brand);
    expect(text).toBe(
      `Multisalle : 2 réponses à votre partie de PADEL du 3/12 à 18h00 (PADEL PARK), 3 joueurs sur 4. Détails : ${URL}`,
    );
    expect(isGsm7(text)).toBe(true);
    expect(text.length).toBeLessThanOrEqual(SMS_MAX);
  });

  it('says one answer, and a full game', () => {
    expect(answersDigestSms(game, { answers: 1, accepted: 4, maxPlaces: 4 }, brand)).toBe(
      `Multisalle : 1 réponse à votre partie de PADEL du 3/12 à 18h00 (PADEL PARK), partie complète. Détails : ${URL}`,
    );
  });

  it("writes a hall's name in GSM-7 and cuts a long one, never the link", () => {
    const folded = answersDigestSms(
      { ...game, hallName: 'Multisalle Châteauroux' },
      { answers: 2, accepted: 2, maxPlaces: 8 },
      brand,
    );
    expect(folded).toContain('(Multisalle Chateauroux), 2 joueurs sur 8.');
    expect(isGsm7(folded)).toBe(true);
    const long = answersDigestSms(
      { ...game, hallName: 'Complexe sportif intercommunal '.repeat(6) },
      { answers: 12, accepted: 12, maxPlaces: 16 },
      brand,
    );
    expect(smsLength(long)).toBeLessThanOrEqual(SMS_MAX);
    expect(long).toMatch(/\(Complexe.*\.\.\.\), 12 joueurs sur 16\. Détails : /);
    expect(long.endsWith(URL)).toBe(true);
  });

  it('reads the day and time in Paris, in summer too', () => {
    const summer = answersDigestSms(
      { ...game, startsAt: new Date('2026-07-01T22:30:00Z') },
      { answers: 1, accepted: 2, maxPlaces: 4 },
      brand,
    );
    expect(summer).toContain('du 2/7 à 00h30');
  });
});

describe('the news SMS', () => {
  it('names the hall and the title, with the link to the news, in GSM-7 under 160 characters', () => {
    const text = hallNewsSms({ hallName: 'PADEL PARK', title: 'Tournoi de Noël' }, news);
    expect(text).toBe(`Multisalle : nouvelles de PADEL PARK. Tournoi de Noel. Lire : ${news.newsUrl}`);
    expect(isGsm7(text)).toBe(true);
    expect(text.length).toBeLessThanOrEqual(SMS_MAX);
    expect(hallNewsSms({ hallName: 'PADEL PARK', title: 'Ouvert le 25 !' }, news)).toContain(
      'Ouvert le 25 ! Lire :',
    );
  });

  it('cuts a long title to fit', () => {
    const text = hallNewsSms({ hallName: 'PADEL PARK', title: `Tournoi ${'très '.repeat(30)}long` }, news);
    expect(smsLength(text)).toBeLessThanOrEqual(SMS_MAX);
    expect(smsLength(text)).toBeGreaterThan(SMS_MAX - 5);
    expect(text).toMatch(/^Multisalle : nouvelles de PADEL PARK\. Tournoi très .+\.\.\. Lire : /);
    expect(text.endsWith(news.newsUrl)).toBe(true);
  });

  it("links the hall's page when the news page's address leaves too little room", () => {
    const newsUrl = `https://multisalle.fr/multisalle/${'article-'.repeat(15)}tournoi`;
    const text = hallNewsSms({ hallName: 'PADEL PARK', title: 'Tournoi de Noël' }, { ...news, newsUrl });
    expect(text).toBe(`Multisalle : nouvelles de PADEL PARK. Tournoi de Noel. Lire : ${news.hallUrl}`);
  });
});
