/** Brings an article of the open section into view once it has rendered. */
export function scrollToArticle(articleId: number): void {
  requestAnimationFrame(() => document.getElementById(`help-article-${articleId}`)?.scrollIntoView({ block: 'start' }));
}

/** Brings the open section into view (a deep link, or the same link clicked again). */
export function scrollToSection(): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="help-detail"]')?.scrollIntoView({ block: 'start' }));
}
