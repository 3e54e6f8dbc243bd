import type { ArticleMeta, FaqItem } from '@content/blog/types'
import { translate } from '~/i18n'
import type { Lang } from '@kernel/lang'
import { localizedPath } from '~/i18n/route-table'
import { staticPageHead } from '~/lib/page-head'
import { pageHead } from '~/lib/seo'
import { blogPosting, breadcrumbList, faqPage, type JsonLd, video } from '~/lib/structured-data'

const crumbs = (lang: Lang) => [
  { name: translate(lang, 'blog.article.home'), path: localizedPath('home', lang) },
  { name: translate(lang, 'pages.blog.heading'), path: localizedPath('blog', lang) },
]

export function blogListHead(lang: Lang) {
  return staticPageHead('blog', { lang }, { jsonLd: [breadcrumbList(crumbs(lang))] })
}

/** `faq` comes from the article's body module: FAQPage data describes the questions shown on the page. */
export function articleHead(article: ArticleMeta, lang: Lang, faq: readonly FaqItem[] | undefined) {
  const title = article.title[lang]
  const jsonLd: JsonLd[] = [
    blogPosting(article, lang),
    breadcrumbList([...crumbs(lang), { name: title, path: localizedPath('blog', lang, article.slugs[lang]) }]),
  ]
  if (faq?.length) jsonLd.push(faqPage(faq))
  if (article.video) jsonLd.push(video(article.video))
  return pageHead({
    page: 'blog',
    lang,
    title: translate(lang, 'pages.blogPost.title', { title }),
    description: article.excerpt[lang],
    slugs: article.slugs,
    type: 'article',
    image: article.ogImage ?? article.cover.src,
    imageAlt: article.cover.alt[lang],
    noindex: article.noindex,
    article: {
      publishedTime: article.date,
      modifiedTime: article.updatedAt,
      author: article.author.name,
      section: article.section?.[lang],
      tags: article.tags[lang],
    },
    jsonLd,
  })
}
