/**
 * The sign-in form the server sends in plain HTML with /login (build/sign-in-page.ts), usable
 * before any script has loaded. The app's own form takes over what was typed in it, and where the
 * keyboard was, then removes it: all in one frame, so the two are never seen together.
 */
export const FIRST_PAINT = { root: 'first-paint', username: 'fp-username', password: 'fp-password' } as const;

export interface TypedSignIn {
  username: string;
  password: string;
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement | null;

/** What was typed into the plain form, or null when the page has none (any page but /login). */
export function firstPaintValues(): TypedSignIn | null {
  const username = input(FIRST_PAINT.username);
  const password = input(FIRST_PAINT.password);
  if (!username || !password) return null;
  return { username: username.value, password: password.value };
}

/**
 * Takes over from the plain form: gives what was typed (null when there is no plain form), moves
 * the keyboard's focus to the app's own field where it was, and removes the plain form.
 */
export function handOverFirstPaint(fields: {
  username: HTMLInputElement | null;
  password: HTMLInputElement | null;
}): TypedSignIn | null {
  const typed = firstPaintValues();
  if (!typed) return null;
  const focused = document.activeElement;
  const to =
    focused?.id === FIRST_PAINT.username
      ? fields.username
      : focused?.id === FIRST_PAINT.password
        ? fields.password
        : null;
  removeFirstPaint();
  if (to) {
    to.focus();
    // The caret after what was typed, as it was. (An e-mail field has no selection to set.)
    if (to.type !== 'email') to.setSelectionRange(to.value.length, to.value.length);
  }
  return typed;
}

/** Removes the plain form, if the page still has it (any screen the app draws instead of sign-in). */
export function removeFirstPaint(): void {
  document.getElementById(FIRST_PAINT.root)?.remove();
}
