import type { ClientDirective } from 'astro';
import { hydrateWithoutInteraction, type InteractionOptions } from './interaction-options.ts';

/** The first signs that someone is about to use an island: a pointer over it or pressed, a touch, focus, a key. */
const TRIGGERS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'];

/**
 * `client:interaction`: the island's server-rendered HTML is what visitors see and use (issue 17: its
 * JavaScript stays off the page load, ADR 014); it hydrates on the first interaction inside it (or inside
 * `on`, InteractionOptions), or when idle where its static HTML is not what this visitor should see.
 *
 * Until hydrated, a button's click (a submit's, the Enter key's too) is held, not lost: once the island
 * has hydrated it is given again as a click, one of the events React finishes hydrating a root for at once
 * and then hands to its handlers; a held submit then goes to the form's onSubmit. Typing needs nothing:
 * the fields are the browser's own until then. What the static HTML does only for want of a script is
 * undone, since the script is here: controls marked `data-needs-script` are enabled, and the island's forms
 * leave validation to its submit handler (noValidate), as they do once hydrated: otherwise a click in the
 * moment between the code's arrival and React's first render would meet the browser's validation.
 * Registered in astro.config.mjs.
 */
const interaction: ClientDirective = (load, { value }, el) => {
  const options = (value && typeof value === 'object' ? value : {}) as InteractionOptions;
  const found = options.on ? [...document.querySelectorAll(options.on)] : [];
  let replay: (() => void) | undefined;
  let started = false;
  let hydrated = false;

  const start = () => {
    if (started) return;
    started = true;
    void load().then(async (hydrate) => {
      await hydrate();
      // Its code did not load (Astro has logged why): the island stays as it was, and sends nothing.
      if (el.hasAttribute('ssr')) return;
      hydrated = true;
      replay?.();
    });
  };

  const hold = (event: Event) => {
    if (hydrated) return;
    const target = event.target as Element;
    const button = event.type === 'click' ? target.closest('button') : null;
    if (event.type === 'click' && (!button || button.type === 'reset')) return;
    const form = button ? (button.type === 'submit' ? button.form : null) : (target as HTMLFormElement);
    const submitter = button ?? (event as SubmitEvent).submitter;
    replay = form ? () => submit(form, submitter) : () => button?.click();
    event.preventDefault();
    event.stopPropagation();
    start();
  };

  for (const control of el.querySelectorAll('[data-needs-script]')) control.removeAttribute('disabled');
  for (const form of el.querySelectorAll('form')) form.noValidate = true;
  for (const region of found.length > 0 ? found : [el]) {
    for (const type of TRIGGERS) region.addEventListener(type, start, { capture: true, passive: true });
  }
  el.addEventListener('click', hold, true);
  el.addEventListener('submit', hold, true);
  if (hydrateWithoutInteraction(options, location.search, new Date()))
    (window.requestIdleCallback ?? setTimeout)(start);
};

/**
 * A held submit: a click (its default, the browser's own submission, cancelled) makes React finish
 * hydrating at once, which a submit event would not; then the submit event reaches the island's handler.
 */
function submit(form: HTMLFormElement, submitter: HTMLElement | null): void {
  const target = submitter ?? form;
  target.addEventListener('click', (event) => event.preventDefault(), { once: true });
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter }));
}

export default interaction;
