/**
 * What a page says in a given language (issue 26 item 7): runs in the browser (page.evaluate), so it uses
 * nothing from outside its own body. Text nodes and the attributes a screen reader or a pointer shows
 * (aria-label, title, alt, placeholder) whose element's nearest `lang` is `language`; scripts, styles and
 * templates are not text, code samples (the embed snippet and its copy field) are not language. Whitespace is collapsed. The
 * document's <title> is left out: it joins a page's staff-written title and the masjid's name, and a
 * <title> cannot mark a part of itself with another `lang`.
 */
export function claimedTexts(language: string): string[] {
  const texts = new Set<string>();
  const claims = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang') === language;
  const add = (value: string | null) => {
    const text = (value ?? '').replace(/\s+/g, ' ').trim();
    if (text) texts.add(text);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, template, noscript, code, pre, kbd, samp, textarea')) continue;
    if (claims(parent)) add(node.textContent);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
    if (!claims(element)) continue;
    for (const name of ['aria-label', 'title', 'alt', 'placeholder']) add(element.getAttribute(name));
  }
  return [...texts];
}

/**
 * Two words of letters apart by a space at least: a lone word ("Instagram", "PDF"), an e-mail address, a
 * handle, a number, a time or a phone is not a sentence.
 */
const SENTENCE = /[A-Za-z]{2,}\S*\s+\S*[A-Za-z]{2,}/;

/**
 * The strings a translated page claims in its language that the default language's page of the same route
 * says word for word: hard-coded default-language text. A string both catalogues give alike (the same
 * message in both languages, a brand name) is the catalogue's and not counted.
 */
export function hardCodedDefaultTexts(input: {
  translated: readonly string[];
  defaultPage: readonly string[];
  defaultMessages: Record<string, string>;
  messages: Record<string, string>;
}): string[] {
  const alike = new Set(
    Object.entries(input.messages)
      .filter(([key, message]) => input.defaultMessages[key] === message)
      .map(([, message]) => message),
  );
  const onDefaultPage = new Set(input.defaultPage);
  return input.translated.filter((text) => SENTENCE.test(text) && onDefaultPage.has(text) && !alike.has(text));
}
