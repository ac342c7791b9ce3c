import { Link, Navigate, useParams } from 'react-router';
import { type ArticleBlock, type ArticleFamily, findArticle } from '../../content/index.ts';
import { useArticleBack } from './use-article-back.ts';
import { usePageHead } from './use-page-head.ts';
import '../../styles/article.css';

/** Which family of articles the route serves. */
export interface ArticlePageProps {
  family: ArticleFamily;
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case 'heading':
      return <h2 className="article__heading">{block.text}</h2>;
    case 'list':
      return (
        <ul className="article__list">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'link':
      return (
        <p>
          <Link to={block.to} className="article__link">
            {block.text}
          </Link>
        </p>
      );
    default:
      return <p>{block.text}</p>;
  }
}

/**
 * An editorial article (spec 2 section 2, "Articles"): the slug of the route (`indexArticle`) picks it in its
 * family; an unknown slug goes to /404. Sets the meta title and description of the slug, ends with the
 * 'RETOUR AUX ACTUALITÉS' button.
 */
export function ArticlePage({ family }: ArticlePageProps) {
  const { indexArticle = '' } = useParams();
  const article = findArticle(family, indexArticle);
  usePageHead({ metaTitle: article?.metaTitle, description: article?.metaDescription });
  const goBack = useArticleBack(family);

  if (!article) return <Navigate to="/404" replace />;
  return (
    <article className="article" aria-labelledby="article-titre" data-family={family}>
      <img
        className="article__image"
        src={article.imageUrl}
        alt={article.imageAlt}
        width="960"
        height="540"
      />
      <div className="article__content">
        <h1 id="article-titre" className="page-title article__title">
          {article.title}
        </h1>
        <p className="article__lead">{article.shortDescription}</p>
        {article.body.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered.
          <Block key={index} block={block} />
        ))}
        <p className="article__back">
          <button type="button" className="button button--primary" onClick={goBack}>
            RETOUR AUX ACTUALITÉS
          </button>
        </p>
      </div>
    </article>
  );
}
