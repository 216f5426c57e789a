/**
 * The tabs widget's behaviour (Tabs.astro's markup, and the cards blocks shown as tabs): automatic
 * activation, Left/Right (wrapping), Home, End, and #<panel id> in the URL opens that tab. Loaded once
 * per page by whatever renders tabs.
 */
function initTabs(root: HTMLElement) {
  const tabs = Array.from(root.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
  const panelFor = (tab: HTMLElement) => document.getElementById(tab.getAttribute('aria-controls') ?? '');

  function select(tab: HTMLButtonElement, focus: boolean) {
    for (const t of tabs) {
      const selected = t === tab;
      t.setAttribute('aria-selected', String(selected));
      t.tabIndex = selected ? 0 : -1;
      const panel = panelFor(t);
      if (panel) panel.hidden = !selected;
    }
    if (focus) tab.focus();
  }

  root.querySelector('[role="tablist"]')?.addEventListener('keydown', (e) => {
    const event = e as KeyboardEvent;
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (tab) select(tab, true);
  });

  for (const tab of tabs) tab.addEventListener('click', () => select(tab, false));

  // Deep link: #<panel id> opens that tab.
  const fromHash = () => {
    const id = decodeURIComponent(location.hash.slice(1));
    const tab = tabs.find((t) => t.getAttribute('aria-controls') === id);
    if (tab) {
      select(tab, false);
      panelFor(tab)?.scrollIntoView({ block: 'nearest' });
    }
  };
  fromHash();
  window.addEventListener('hashchange', fromHash);
}

document.querySelectorAll<HTMLElement>('[data-tabs]').forEach(initTabs);
