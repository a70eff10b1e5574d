// C1 create: a new user; the token it returns is kept in this browser and shown once.
import { api } from '../api.js';
import { busy, clearFormError, formError, h, replace, showFormError } from '../dom.js';
import { currentUser, signIn } from '../session.js';

export async function signupPage(view) {
  const me = currentUser();
  const form = h('form', { class: 'signup-form', novalidate: true },
    h('label', { for: 'signup-username' }, 'Your name'),
    h('input', { id: 'signup-username', name: 'username', maxlength: 50, autocomplete: 'nickname', required: true,
      'aria-describedby': 'signup-hint' }),
    h('p', { id: 'signup-hint', class: 'hint' }, 'Shown on your posts, comments and likes. You can change it later.'),
    formError(),
    h('div', { class: 'actions' }, h('button', { type: 'submit' }, 'Sign up')));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearFormError(form);
    try {
      const user = await busy(form, () => api.createUser(form.elements.username.value));
      signIn(user);
      replace(view, welcome(user));
      view.querySelector('h1').focus();
    } catch (error) {
      showFormError(form, error);
    }
  });
  view.append(h('h1', {}, 'Sign up'));
  if (me) {
    view.append(h('p', { class: 'note' }, `You are signed in as ${me.username}. Signing up again replaces that key in this browser.`));
  }
  view.append(h('p', {}, 'Pick a name. There is no password: you get a key, kept in this browser.'), form,
    h('p', {}, 'Have a key from another browser? ', h('a', { href: '#/signin' }, 'Sign in with it'), '.'));
}

function welcome(user) {
  return h('div', { class: 'welcome' },
    h('h1', { tabindex: -1 }, `Welcome, ${user.username}`),
    h('p', {}, 'This is your key. This browser keeps it for you, and it is the ', h('strong', {}, 'only key'),
      ' to your account: there is no password and no way to recover it. Copy it somewhere safe if you want to keep it.'),
    h('p', {}, h('code', { class: 'token' }, user.token)),
    h('p', { class: 'actions' },
      h('a', { class: 'button', href: '#/write' }, 'Write your first post'),
      h('a', { class: 'button secondary', href: '#/' }, 'Read the feed')));
}
