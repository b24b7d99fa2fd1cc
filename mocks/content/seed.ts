import { daysAgo, fakerFor } from '../engine/fake';
import { articles } from './collections';
import { ARTICLE_AUTHORS, ARTICLE_PARAGRAPHS, ARTICLE_TOPICS } from './data';

/** Seeds the blog and the news: the same articles, dates and authors for the same world seed. */
export async function seed(): Promise<void> {
  const faker = fakerFor('content');
  for (const [index, topic] of ARTICLE_TOPICS.entries()) {
    const articleId = index + 1;
    const paragraphs = faker.helpers.shuffle([...ARTICLE_PARAGRAPHS[topic.category]]);
    const content = [
      `<p>${topic.summary}</p>`,
      `<h3>${topic.title.split(':')[0]}</h3>`,
      ...paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
      '<p><a href="/help#responsibleGaming">Play responsibly</a> — 21+ only.</p>',
    ].join('');
    await articles.create({
      articleId,
      kind: topic.kind,
      category: topic.category,
      title: topic.title,
      summary: topic.summary,
      content,
      coverUrl: `/mock-assets/promo/article-${articleId}.svg?label=${encodeURIComponent(topic.title.split(':')[0] ?? topic.title)}`,
      author: faker.helpers.arrayElement(ARTICLE_AUTHORS),
      // Spread over the two months before the reference date, newest articles first in the topic list.
      publishTime: daysAgo(index * 2.5 + faker.number.float({ min: 0, max: 2, fractionDigits: 3 })),
      readMinutes: 2 + paragraphs.length,
    });
  }
}
