/**
 * What jsdom lacks and Radix asks for when it measures, positions and scrolls (a checkbox in a form,
 * a select, a menu): empty stand-ins, since none of it affects what a page test asserts. Called in
 * a test file's beforeAll.
 */
export function standInForMeasures(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
}
