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

/** An island whose component has not hydrated yet: Astro removes `ssr` when hydration starts. */
const NOT_LIVE = 'astro-island[ssr]';

/** Presses and submissions held for each island, replayed in order once it is live. */
const held = new WeakMap<Element, (() => void)[]>();

function islandNotLive(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(NOT_LIVE) : null;
}

function hold(island: Element, replay: () => void) {
  const queue = held.get(island) ?? [];
  queue.push(replay);
  held.set(island, queue);
}

/**
 * React keeps the last value it saw in each controlled field and ignores an input event that does not
 * change it. At hydration it takes the field's current value as seen, so text typed earlier never
 * reaches the island's state. Setting the server value through React's own accessor and the typed
 * value through the element's native one makes the next input event a real change for React.
 */
function handOverValue(field: HTMLInputElement | HTMLTextAreaElement, typed: string) {
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!nativeSetter) return;
  field.value = field.defaultValue;
  nativeSetter.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A box ticked or a radio picked early: the other state first, then the click React listens to. */
function handOverChoice(field: HTMLInputElement, picked: boolean) {
  field.checked = !picked;
  field.click();
}

/**
 * Gives React every field of `island` that the visitor changed before it was live. The changes are
 * read first and handed over after: React's answer to the first one re-renders the island, which puts
 * the other controlled fields back to their server values.
 */
function handOverFields(island: Element) {
  const changed: (() => void)[] = [];
  for (const field of island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.disabled) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A picked radio unticks its neighbours: handing over the picked one is enough.
      const picked = field.checked;
      if (picked !== field.defaultChecked && (field.type === 'checkbox' || picked)) {
        changed.push(() => handOverChoice(field, picked));
      }
    } else if (field.value !== field.defaultValue) {
      const typed = field.value;
      changed.push(() => handOverValue(field, typed));
    }
  }
  for (const handOver of changed) handOver();
}

function replay(island: Element) {
  handOverFields(island);
  const queue = held.get(island) ?? [];
  held.delete(island);
  for (const press of queue) press();
}

document.addEventListener(
  'click',
  (event) => {
    const island = islandNotLive(event.target);
    const button = island && (event.target as Element).closest('button');
    if (!island || !button || button.disabled) return;
    // A submit button of a form is held through the form's submit event below.
    if (button.type === 'submit' && button.form) return;
    hold(island, () => button.click());
  },
  true,
);

document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    const island = islandNotLive(form);
    if (!island || !(form instanceof HTMLFormElement)) return;
    // Without this the browser would submit the form itself and reload the page, losing the input.
    event.preventDefault();
    const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    hold(island, () => form.requestSubmit(submitter));
  },
  true,
);

if (liveEvent) {
  document.addEventListener(liveEvent, (event) => {
    const island = event.target instanceof Element ? event.target.closest('astro-island') : null;
    if (island) replay(island);
  });
}
