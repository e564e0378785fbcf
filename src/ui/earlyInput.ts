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

/** Sets a control's value with the DOM's own setter, under the one React tracks changes with. */
function setUntracked(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
}

/**
 * A prerendered page shows its forms before the script runs, and a visitor may fill them in.
 * Hydration keeps what they typed on screen but not in the app's state, so the next render would
 * wipe it. This tells React about each control that differs from what was rendered, as the event
 * the visitor's own change would have sent.
 */
export function replayEarlyInput(form: HTMLFormElement) {
  for (const control of form.elements) {
    if (control instanceof HTMLSelectElement) {
      const options = [...control.options];
      if (options.some((option) => option.selected !== option.defaultSelected))
        control.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type)) {
      // A radio the visitor left unchecked follows the one of its group they checked.
      const changed = control.checked !== control.defaultChecked;
      if (changed && (control.type === 'checkbox' || control.checked)) {
        control.checked = !control.checked;
        control.click();
      }
    } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      if (control.value !== control.defaultValue) {
        const typed = control.value;
        control.value = control.defaultValue;
        setUntracked(control, typed);
        control.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
  }
}
