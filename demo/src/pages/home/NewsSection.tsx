import { Link } from 'react-router';
import { articlesOf } from '../../content/index.ts';
import '../../styles/article.css';

/** The home page's news (anchor `#actualites`): the 9 news articles, each card linking to its page. */
export function NewsSection() {
  return (
    <section id="actualites" className="news anchor-target" aria-labelledby="actualites-titre">
      <div className="container">
        <h2 id="actualites-titre" className="section-title">
          ACTUALITÉS
        </h2>
        <ul className="news__list">
          {articlesOf('news').map((article) => (
            <li key={article.slug}>
              <article className="news-card" aria-labelledby={`actualite-${article.slug}`}>
                <img
                  className="news-card__image"
                  src={article.imageUrl}
                  alt=""
                  width="960"
                  height="540"
                  loading="lazy"
                />
                <div className="news-card__body">
                  <h3 id={`actualite-${article.slug}`} className="news-card__title">
                    <Link to={article.link} className="news-card__link">
                      {article.shortTitle}
                    </Link>
                  </h3>
                  <p className="news-card__text">{article.shortDescription}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
