interface VirtualConsole {
  removeAllListeners(event: 'jsdomError'): void;
  on(event: 'jsdomError', listener: (error: Error & { type: string; cause?: Error }) => void): void;
}
const PATCHED = Symbol.for('ginger.test.jsdomPatched');

/** What jsdom lacks or does otherwise than a browser, in ways the app's pages run into. */
export function fillInJsdom() {
  // jsdom reports what it cannot do (a method it does not implement, a style sheet it cannot
  // parse, an exception in an event listener) on its virtual console, which writes straight to the
  // process's stderr, past the console Vitest attributes to a test and past ./console.ts: the line
  // belongs to no test and fails none. Send it through `console.error`, looked up when it comes.
  const jsdom = (
    globalThis as { jsdom?: { virtualConsole: VirtualConsole & { [PATCHED]?: true } } }
  ).jsdom;
  if (jsdom && !jsdom.virtualConsole[PATCHED]) {
    jsdom.virtualConsole.removeAllListeners('jsdomError');
    jsdom.virtualConsole.on('jsdomError', (error) =>
      console.error(
        error.type === 'unhandled-exception' && error.cause
          ? error.cause
          : `jsdom: ${error.message}`,
      ),
    );
    jsdom.virtualConsole[PATCHED] = true;
  }

  // jsdom lays nothing out, so there is nothing to scroll; its scrollTo only reports that it is
  // not implemented. The router scrolls to the top (or back) on every navigation.
  window.scrollTo = () => {};

  // jsdom draws nothing: a browser that cannot make a context answers null, and so does jsdom,
  // after reporting that it is not implemented. axe-core (the stories' a11y checks) asks for one.
  HTMLCanvasElement.prototype.getContext = () => null;

  // jsdom predates the HTML <search> element (the forums' search, the guide and list filters) and
  // makes it an HTMLUnknownElement, which React reports as a misspelt tag; browsers make it a
  // plain HTMLElement, as jsdom does for <section> or <nav>.
  const createElement = Document.prototype.createElement as ((
    tagName: string,
    options?: ElementCreationOptions,
  ) => HTMLElement) & { [PATCHED]?: true };
  if (!createElement[PATCHED]) {
    Document.prototype.createElement = Object.assign(
      function (this: Document, tagName: string, options?: ElementCreationOptions) {
        const element = createElement.call(this, tagName, options);
        if (element.localName === 'search' && element instanceof HTMLUnknownElement) {
          Object.setPrototypeOf(element, HTMLElement.prototype);
        }
        return element;
      },
      { [PATCHED]: true as const },
    ) as typeof Document.prototype.createElement;
  }
}
