/**
 * Moves keyboard focus to the screen's h1 inside `main` (or to `main` itself when the screen has no
 * h1), so that a screen reader announces the new screen and Tab continues from its top.
 */
export function focusScreenStart(main: HTMLElement): void {
  const heading = main.querySelector('h1');
  const target = heading instanceof HTMLElement ? heading : main;
  // tabindex -1: focusable from script, but not an extra stop in the Tab order.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * Whether focus may be moved to the new screen: nothing on it has focus yet. After a route change
 * focus is on the body (the pressed button went with the old screen) or on a link outside `main`
 * (the navigation entry, the skip link); once the user is inside the new screen it stays theirs.
 */
export function focusIsLeftBehind(main: HTMLElement): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !main.contains(active);
}
