import { FACT_PLACEHOLDERS, FACT_PLACEHOLDER_NAMES } from '../../../domain/page-blocks/fact-placeholders.ts';

/** The site facts a block's text may name, such as {{address}}: each fact lives once, in Site facts. */
export function FactPlaceholderHelp() {
  return (
    <details className="rounded-lg border border-ink-200 bg-ink-50 p-3 text-sm text-ink-800">
      <summary className="cursor-pointer font-semibold text-ink-900">Site facts in the text</summary>
      <p className="mt-2">
        Type a fact&apos;s name in double braces, such as <code>{'{{address}}'}</code>, where the address, a rate or a phone number belongs: the page
        shows it as Site facts has it, and a change there shows on every page.
      </p>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2" aria-label="Site facts a text may name">
        {FACT_PLACEHOLDER_NAMES.map((name) => (
          <li key={name}>
            <code>{`{{${name}}}`}</code> {FACT_PLACEHOLDERS[name].label.toLowerCase()}
          </li>
        ))}
      </ul>
    </details>
  );
}
