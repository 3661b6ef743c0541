import { CalendarDays, Quote, Tag, UserRound } from "~/components/ui/icons";
import type { BlogArticle as Article } from "~/content/posts";
import { CheckList } from "./check-list";
import { ArticleImage, Paragraphs } from "./article-parts";
import { PostDate } from "./post-card";

type Shown = Pick<Article, "title" | "image" | "date" | "author" | "category" | "intro" | "sections"> &
  Partial<Pick<Article, "quote" | "conclusion">> & { imageAlt?: string };

/**
 * A blog article: image, meta line, title, intro, quote, sections and conclusion (the featured one has them all; a news
 * item no quote or conclusion, and its title is the page's banner, so `titled` false leaves out the repeat).
 */
export function BlogArticle({ article, titled = true }: { article: Shown; titled?: boolean }) {
  return (
    <div>
      <ArticleImage src={article.image} alt={article.imageAlt} width={800} height={520} />
      <p className="mb-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-muted">
        <span className="inline-flex items-center gap-1.5">
          <Tag aria-hidden="true" className="size-4 text-brand-ink" />
          {article.category}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 text-brand-ink" />
          <PostDate date={article.date} />
        </span>
        <span className="inline-flex items-center gap-1.5">
          <UserRound aria-hidden="true" className="size-4 text-brand-ink" />
          {article.author}
        </span>
      </p>
      {titled ? <h2 className="section-title mb-6">{article.title}</h2> : null}
      <Paragraphs items={article.intro} />
      {article.quote ? (
        <figure className="my-10 rounded-2xl border-s-4 border-brand bg-surface-alt p-6 md:p-8">
          <Quote aria-hidden="true" className="mb-3 size-8 text-brand-ink" />
          <blockquote className="text-lg leading-relaxed font-semibold text-ink md:text-xl">
            <p>{article.quote.text}</p>
          </blockquote>
          <figcaption className="mt-4 text-sm font-medium text-muted">— {article.quote.author}</figcaption>
        </figure>
      ) : null}
      {article.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h3 className="mb-4 text-2xl">{section.heading}</h3>
          <Paragraphs items={section.paragraphs} />
          {section.bullets ? <CheckList items={section.bullets} className="mt-5" /> : null}
        </section>
      ))}
      {article.conclusion ? <p className="mt-8 leading-relaxed text-muted">{article.conclusion}</p> : null}
    </div>
  );
}
