/**
 * Keeps what a visitor does inside an island before it hydrates. On a slow phone an island becomes
 * live seconds after the page shows, and until then its fields take typing that React does not know
 * about and its buttons do nothing. This script runs with the page: it holds back button presses and
 * form submissions inside islands that are not live yet, and once an island says it is live (the
 * event its error boundary sends after the first commit) it hands React whatever was typed,
 * picked or slid, then presses the held buttons in the order they were pressed.
 */

/**
 * The event an island sends once live, named by the element KeepEarlyInput.astro renders: a constant
 * shared with the islands by import would become a chunk of its own, a second request before this
 * script can run.
 */
const liveEvent = document.querySelector<HTMLElement>('[data-early-input]')?.dataset.earlyInput;

/** Presses and submissions held for each island not live yet, replayed in order once it is. */
const held = new Map<Element, (() => void)[]>();

/** Holds `replay` for the island around `target`, if that island is not live yet (Astro removes `ssr` then). */
function holdIn(target: EventTarget | null, replay: () => void): boolean {
  const island = target instanceof Element && target.closest('astro-island[ssr]');
  if (island) held.set(island, [...(held.get(island) ?? []), replay]);
  return !!island;
}

/**
 * What to do to hand React a field the visitor changed before the island was live, or nothing.
 * React keeps the last value it saw in each controlled field and ignores an input event that does not
 * change it; at hydration it takes the field's current value as seen, so early text never reaches the
 * island's state. Setting the server value through React's accessor and the typed value through the
 * element's native one makes the next input event a real change. A box or radio is set to the other
 * state, then clicked, which is what React listens to (a picked radio unticks its neighbours, so only
 * the picked one is handed over).
 */
function handOver(field: HTMLInputElement): (() => void) | undefined {
  const { checked, value } = field;
  if (field.type === 'checkbox' || field.type === 'radio') {
    if (checked === field.defaultChecked || (field.type === 'radio' && !checked)) return;
    return () => {
      field.checked = !checked;
      field.click();
    };
  }
  if (value === field.defaultValue) return;
  return () => {
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

/**
 * Gives React every field the visitor changed in `island`, then presses what was held. The changes are
 * all read before any is handed over: React's answer to the first re-renders the island, which puts
 * the other controlled fields back to their server values.
 */
function replay(island: Element) {
  const fields = island.querySelectorAll<HTMLInputElement>('input, textarea');
  const changes = [...fields].map(handOver);
  for (const change of [...changes, ...(held.get(island) ?? [])]) change?.();
  held.delete(island);
}

document.addEventListener(
  'click',
  ({ target }) => {
    const button = target instanceof Element && target.closest('button');
    // A form's submit button is held through the form's submit event below.
    if (button && !(button.type === 'submit' && button.form)) holdIn(button, () => button.click());
  },
  true,
);

document.addEventListener(
  'submit',
  (event) => {
    const { target: form, submitter } = event;
    // Held, or the browser would submit the form itself and reload the page, losing the input.
    if (form instanceof HTMLFormElement && holdIn(form, () => form.requestSubmit(submitter))) event.preventDefault();
  },
  true,
);

if (liveEvent) {
  document.addEventListener(liveEvent, ({ target }) => {
    const island = target instanceof Element && target.closest('astro-island');
    if (island) replay(island);
  });
}
