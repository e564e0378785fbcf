import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the page is the HTML built ahead (and while React hydrates it), true once the app
 * runs: a form's submit button waits for it, so a press before the script has loaded cannot send
 * the form the browser's way (a GET with the password in the address).
 */
export function useAppStarted(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A control a visitor types into, ticks or chooses in (not a file, a button or a hidden value). */
function isTypedControl(element: Element): element is Control {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return (
    element instanceof HTMLInputElement &&
    !/^(file|hidden|submit|reset|button|image|radio)$/.test(element.type)
  );
}

const isCheckbox = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && control.type === 'checkbox';

/** Whether the visitor changed a control from what the page's HTML said. */
function changedFromHtml(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    // With no option chosen in the HTML, the browser shows the first: nothing to compare with.
    const options = [...control.options];
    return (
      options.some((option) => option.defaultSelected) &&
      options.some((option) => option.selected !== option.defaultSelected)
    );
  }
  if (isCheckbox(control)) return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

/** What the page's HTML said a control holds (a select's choice is replayed as it stands). */
function valueInHtml(control: Control): string | boolean {
  if (isCheckbox(control)) return control.defaultChecked;
  return control instanceof HTMLSelectElement ? control.value : control.defaultValue;
}

/** Sets a control's value with the DOM's own setter, under the one React tracks changes with. */
function setUntracked(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
}

/**
 * Tells React about a control's value as the event the visitor's own change would have sent:
 * React compares the control with the value it last saw (`rendered`), not with its state.
 */
function replay(control: Control, rendered: string | boolean) {
  if (control instanceof HTMLSelectElement) {
    control.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (isCheckbox(control)) {
    const visitors = control.checked;
    control.checked = rendered as boolean;
    if (visitors !== rendered) control.click();
  } else {
    const visitors = control.value;
    control.value = rendered as string;
    setUntracked(control, visitors);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * A prerendered page shows its forms before the script runs, and a visitor may fill them in.
 * Hydration keeps what they typed on screen but not in the app's state, so the next render would
 * wipe it: this replays each control of a hydrated form that differs from the page's HTML.
 */
export function replayTypedBeforeHydration(form: HTMLFormElement) {
  for (const control of form.elements) {
    if (!isTypedControl(control) || !changedFromHtml(control)) continue;
    replay(control, valueInHtml(control));
  }
}

/** What a visitor typed into the forms of a page's HTML the app rendered afresh, by field name. */
let keptInput: { path: string; values: Map<string, string | boolean> } | undefined;

/**
 * Keeps what a visitor typed into the forms of a page's HTML that the app is about to render from
 * scratch rather than hydrate, for the page's forms to take back as they mount.
 */
export function keepTypedBeforeRender(root: Element) {
  const values = new Map<string, string | boolean>();
  for (const form of root.querySelectorAll('form'))
    for (const control of form.elements)
      if (isTypedControl(control) && control.name && changedFromHtml(control))
        values.set(control.name, isCheckbox(control) ? control.checked : control.value);
  keptInput = values.size ? { path: location.pathname, values } : undefined;
}

/**
 * Gives a newly rendered form what was typed into the HTML it replaced, on the same page only and
 * once: a later form with a field of the same name starts empty.
 */
export function takeBackTypedBeforeRender(form: HTMLFormElement) {
  if (!keptInput) return;
  if (keptInput.path !== location.pathname) {
    keptInput = undefined;
    return;
  }
  for (const control of form.elements) {
    if (!isTypedControl(control)) continue;
    const typed = keptInput.values.get(control.name);
    if (typed === undefined) continue;
    keptInput.values.delete(control.name);
    const rendered = isCheckbox(control) ? control.checked : control.value;
    if (isCheckbox(control)) control.checked = typed as boolean;
    else control.value = typed as string;
    replay(control, rendered);
  }
}
