// Sign in with a key copied from another browser: the key is replaced by a new one kept here, so the
// copy (and the browser it came from) stops working. A key that expired cannot be used: sign up again.
import { api } from '../api.js';
import { busy, clearFormError, formError, h, showFormError } from '../dom.js';
import { signIn } from '../session.js';

export async function signinPage(view) {
  const form = h('form', { class: 'signin-form', novalidate: true },
    h('label', { for: 'signin-key' }, 'Your key'),
    h('input', { id: 'signin-key', name: 'token', autocomplete: 'off', spellcheck: 'false', required: true,
      'aria-describedby': 'signin-hint' }),
    h('p', { id: 'signin-hint', class: 'hint' },
      'Paste the key you kept. This browser gets a new key in its place; the one you pasted stops working everywhere.'),
    formError(),
    h('div', { class: 'actions' }, h('button', { type: 'submit' }, 'Sign in')));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearFormError(form);
    try {
      const user = await busy(form, () => api.signInWith(form.elements.token.value.trim()));
      signIn(user);
      location.hash = `#/users/${encodeURIComponent(user.id)}`;
    } catch (error) {
      showFormError(form, error);
    }
  });
  view.append(h('h1', {}, 'Sign in'), form,
    h('p', {}, 'No key, or an expired one? ', h('a', { href: '#/signup' }, 'Sign up'), ' as a new user.'));
}
