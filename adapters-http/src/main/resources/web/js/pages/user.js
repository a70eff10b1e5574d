// Q1 and Q3: a user and their posts, newest first; C1 edit: rename yourself; erase your account.
import { api } from '../api.js';
import { busy, clearFormError, errorText, formError, h, replace, showFormError } from '../dom.js';
import { expectErased, expectRename, follow, withoutDeleted } from '../pending.js';
import { navigate } from '../router.js';
import { currentUser, isMe, renamed, signIn, signOut } from '../session.js';
import { postCard } from './post-list.js';

const PAGE = 10;

export async function userPage(view, { userId }, page) {
  const [user, first] = await Promise.all([api.user(userId), api.userPosts(userId, PAGE)]);
  let posts = withoutDeleted(first.items);
  let continuation = first.continuation;
  const heading = h('h1', {}, user.username);
  const note = h('p', { class: 'note', role: 'status', hidden: true });
  const list = h('ol', { class: 'posts', 'aria-label': `Posts by ${user.username}` });
  const more = h('button', { type: 'button', class: 'secondary load-more', onclick: () => loadMore() }, 'Load more posts');

  function show() {
    replace(list, posts.length ? posts.map(postCard) : h('li', { class: 'empty' }, 'No posts yet.'));
    more.hidden = !continuation;
  }

  async function loadMore() {
    more.disabled = true;
    try {
      const next = await api.userPosts(userId, PAGE, continuation);
      const firstNew = posts.length;
      posts = [...posts, ...withoutDeleted(next.items)];
      continuation = next.continuation;
      show();
      list.children[firstNew]?.querySelector('a')?.focus();
    } finally {
      more.disabled = false;
    }
  }

  show();
  view.append(heading);
  if (isMe(userId)) {
    view.append(accountPanel(user, (fresh) => {
      replace(heading, fresh.username);
      follow(page, note, posts, reloadFirst, show, { userId });
    }));
  }
  view.append(h('h2', {}, 'Posts'), note, list, more);

  async function reloadFirst() {
    const fresh = await api.userPosts(userId, PAGE);
    posts = withoutDeleted(fresh.items);
    continuation = fresh.continuation;
    return posts;
  }
  follow(page, note, posts, reloadFirst, show, { userId });
}

function accountPanel(user, onRenamed) {
  const me = currentUser();
  const form = h('form', { class: 'rename-form', novalidate: true },
    h('label', { for: 'rename-username' }, 'Your name'),
    h('div', { class: 'inline' },
      h('input', { id: 'rename-username', name: 'username', value: user.username, maxlength: 50, autocomplete: 'nickname', required: true }),
      h('button', { type: 'submit' }, 'Rename')),
    formError());
  const done = h('p', { class: 'muted', role: 'status' });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearFormError(form);
    try {
      const fresh = await busy(form, () => api.renameUser(user.id, form.elements.username.value));
      renamed(fresh.username);
      expectRename(fresh);
      replace(done, `Renamed to “${fresh.username}”. Your posts, comments and likes will show it within a few seconds.`);
      onRenamed(fresh);
    } catch (error) {
      showFormError(form, error);
    }
  });
  return h('section', { class: 'panel', 'aria-label': 'Your account' },
    h('p', {}, 'This is you.'), form, done,
    h('details', { class: 'key' },
      h('summary', {}, 'Show my key'),
      h('p', {}, 'This key is the only way to act as you: there is no password and no recovery. Keep a copy somewhere safe.'),
      h('code', { class: 'token' }, me.token)),
    keyControls(me), deleteAccountControl(me));
}

const expiry = new Intl.DateTimeFormat('en', { dateStyle: 'long' });

/** When the key expires; replacing it (this browser keeps the new one); signing out here or everywhere. */
function keyControls(me) {
  const status = h('p', { class: 'muted key-status', role: 'status' },
    me.expiresAt ? `Your key works until ${expiry.format(new Date(me.expiresAt))}.` : '');
  const replaceKey = h('button', { type: 'button', class: 'secondary replace-key', onclick: async () => {
    replaceKey.disabled = true;
    try {
      const fresh = await api.replaceKey(me.id);
      signIn(fresh);
      replace(status, `New key kept in this browser; it works until ${expiry.format(new Date(fresh.expiresAt))}. `
        + 'Every other browser or script using the old key is signed out.');
    } catch (error) {
      replace(status, errorText(error));
    } finally {
      replaceKey.disabled = false;
    }
  } }, 'Replace my key');
  return h('div', { class: 'key-controls' }, status, h('p', {}, replaceKey), signOutControl(me));
}

function signOutControl(me) {
  const confirm = h('div', { class: 'confirm', hidden: true },
    h('p', {}, 'Signing out deletes your key from this browser. Without a copy of it you cannot act as this user again.'),
    h('button', { type: 'button', class: 'danger', onclick: () => { signOut(); location.hash = '#/'; } }, 'Forget my key and sign out'),
    h('p', {}, 'Signing out everywhere makes every copy of your key stop working, in every browser and script, this one too. '
      + 'Nobody can act as this user again, you included; your posts stay.'),
    h('button', { type: 'button', class: 'danger sign-out-everywhere', onclick: async (event) => {
      event.target.disabled = true;
      try {
        await api.signOutEverywhere(me.id);
        signOut();
        location.hash = '#/';
      } catch (error) {
        event.target.disabled = false;
        confirm.append(h('p', { class: 'form-error', role: 'alert' }, errorText(error)));
      }
    } }, 'Sign out everywhere'));
  const ask = h('button', { type: 'button', class: 'secondary', onclick: () => { confirm.hidden = false; ask.hidden = true; } }, 'Sign out…');
  return h('div', { class: 'sign-out' }, ask, confirm);
}

/**
 * Erasure, behind a warning that says what goes and that it is for good; nothing is deleted before
 * its second button. Then this browser forgets the key, as signing out does, and shows the feed.
 */
function deleteAccountControl(me) {
  const status = h('p', { class: 'form-error', role: 'alert', hidden: true });
  const erase = h('button', { type: 'button', class: 'danger erase-account', onclick: async () => {
    erase.disabled = true; // one request however often it is pressed
    status.hidden = true;
    try {
      await api.deleteAccount(me.id);
    } catch (error) {
      erase.disabled = false;
      replace(status, errorText(error));
      status.hidden = false;
      return;
    }
    expectErased(me.id);
    signOut();
    navigate('#/', 'Your account is deleted, with your posts, comments and likes, and this browser is signed out. '
      + 'Lists and counts catch up within a few seconds.');
  } }, 'Delete my account and everything I wrote');
  const confirm = h('div', { class: 'confirm', hidden: true },
    h('p', {}, h('strong', {}, 'Deleting your account erases, for good:')),
    h('ul', {},
      h('li', {}, 'your account and its key, in this browser and every other;'),
      h('li', {}, 'every post you wrote, with all the comments and likes on it;'),
      h('li', {}, 'every comment and like you gave on other people’s posts.')),
    h('p', {}, 'This cannot be undone: there is no way for you to bring any of it back.'),
    h('div', { class: 'actions' }, erase, h('button', { type: 'button', class: 'secondary keep-account',
      onclick: () => { confirm.hidden = true; ask.hidden = false; } }, 'Keep my account')),
    status);
  const ask = h('button', { type: 'button', class: 'secondary delete-account',
    onclick: () => { confirm.hidden = false; ask.hidden = true; } }, 'Delete my account…');
  return h('div', { class: 'account-delete' }, ask, confirm);
}
