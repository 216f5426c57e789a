/**
 * The static pages render dated content (iqamah-change notices, Jumu'ah khutbahs that change, the Ramadan
 * and Eid cards) with `data-show-from` and `data-show-until` (masjid dates, inclusive), hidden unless the
 * build's date is inside. Once an island knows the masjid's today, this shows and hides each for it.
 */
export function showDatedContent(today: string, root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-show-from]')) {
    const { showFrom = '', showUntil = '' } = element.dataset;
    element.hidden = !(showFrom <= today && today <= showUntil);
  }
}
