/**
 * A block's field's `lang` and dir="auto" where the page shows it in another language than the text
 * around it (issue 26 item 4: localizePage puts `langs` on the blocks of a page in another language);
 * nothing on the default language's pages or in the admin's preview.
 */
export function fieldLang(block: object, field: string): { lang?: string; dir?: 'auto' } {
  const lang = (block as { langs?: Partial<Record<string, string>> }).langs?.[field];
  return lang ? { lang, dir: 'auto' } : {};
}
