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

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type);

/** Whether the visitor changed a control from what its HTML said. */
function changedByVisitor(control: Control): boolean {
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (isCheckable(control)) return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

/** Sets a control's value with the DOM's own setter, under the one React tracks changes with. */
function setUntracked(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
}

/** What the visitor typed into a page's HTML that the app rendered afresh, by control name. */
let typedIntoReplacedPage = new Map<string, string | boolean>();

/**
 * Keeps what a visitor typed into the forms of a page's HTML that the app is about to render from
 * scratch rather than hydrate, for the page's form to take back (`replayEarlyInput`).
 */
export function keepEarlyInput(root: Element) {
  typedIntoReplacedPage = new Map();
  for (const control of root.querySelectorAll('input, textarea, select')) {
    if (!isControl(control) || !control.name || !changedByVisitor(control)) continue;
    if (control instanceof HTMLInputElement && control.type === 'checkbox')
      typedIntoReplacedPage.set(control.name, control.checked);
    else if (!isCheckable(control) || control.checked)
      typedIntoReplacedPage.set(control.name, control.value);
  }
}

/** Puts back into a newly rendered form what was typed into the HTML it replaced. */
function takeBackKeptInput(form: HTMLFormElement) {
  for (const control of form.elements) {
    const kept = isControl(control) ? typedIntoReplacedPage.get(control.name) : undefined;
    if (kept === undefined || !isControl(control)) continue;
    if (typeof kept === 'boolean') (control as HTMLInputElement).checked = kept;
    else if (isCheckable(control)) control.checked = control.value === kept;
    else control.value = kept;
  }
  // Taken back once: a later form with a field of the same name starts empty.
  for (const control of form.elements)
    if (isControl(control)) typedIntoReplacedPage.delete(control.name);
}

/**
 * A prerendered page shows its forms before the script runs, and a visitor may fill them in.
 * Hydration keeps what they typed on screen but not in the app's state, so the next render would
 * wipe it (and a page rendered from scratch has it kept by `keepEarlyInput`). This tells React
 * about each control that differs from what was rendered, as the event the visitor's own change
 * would have sent.
 */
export function replayEarlyInput(form: HTMLFormElement) {
  takeBackKeptInput(form);
  for (const control of form.elements) {
    if (!isControl(control) || !changedByVisitor(control)) continue;
    if (control instanceof HTMLSelectElement) {
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (isCheckable(control)) {
      // A radio the visitor left unchecked follows the one of its group they checked.
      if (control.type === 'checkbox' || control.checked) {
        control.checked = !control.checked;
        control.click();
      }
    } else {
      const typed = control.value;
      control.value = control.defaultValue;
      setUntracked(control, typed);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
