// C2: write a new post, or edit your own. The service decides who may edit; this page says so early.
import { api, intent } from '../api.js';
import { busy, clearFormError, formError, h, replace, showFormError } from '../dom.js';
import { expectPost } from '../pending.js';
import { navigate } from '../router.js';
import { currentUser, isMe } from '../session.js';

export async function writePage(view) {
  view.append(h('h1', {}, 'Write a post'));
  if (!currentUser()) {
    view.append(h('p', {}, h('a', { href: '#/signup' }, 'Sign up'), ' first: posts are written under your name.'));
    return;
  }
  const publishing = intent();
  view.append(editorForm({ title: '', content: '' }, 'Publish', async (title, content) => {
    const post = await api.createPost(title, content, publishing.key({ title, content }));
    publishing.done();
    expectPost(post, true);
    navigate(`#/posts/${encodeURIComponent(post.postId)}`, 'Published. It will be in the feed within a few seconds.');
  }));
}

export async function editPage(view, { postId }) {
  let read = await api.postVersion(postId);
  let base = read.post; // the version this edit is made over, as shown to its author
  view.append(h('h1', {}, 'Edit post'));
  if (!isMe(base.userId)) {
    view.append(h('p', { class: 'note warning' }, `This post is ${base.userUsername}’s. Only its author can save changes.`));
  }
  const meanwhile = h('div', { class: 'note warning', role: 'status', hidden: true });
  const saveOver = (title, content) => api.editPost(postId, title, content, read.etag).catch((error) => {
    if (error.status !== 412) throw error;
    return null;
  });
  view.append(meanwhile, editorForm(base, 'Save changes', async (title, content) => {
    let saved = await saveOver(title, content);
    if (!saved) {
      read = await api.postVersion(postId);
      // Only counts or the author's name moved: the text is still the one this edit was made over.
      const sameText = read.post.title === base.title && read.post.content === base.content;
      saved = sameText ? await saveOver(title, content) : null;
    }
    if (!saved) {
      base = read.post;
      showChangedMeanwhile(meanwhile, base);
      return;
    }
    expectPost(saved, false);
    navigate(`#/posts/${encodeURIComponent(postId)}`, 'Saved. Lists show the change within a few seconds.');
  }, `#/posts/${encodeURIComponent(postId)}`));
}

/** Someone saved this post since it was opened here: their version, to compare; the form keeps this one's text. */
function showChangedMeanwhile(note, current) {
  replace(note,
    h('p', {}, 'This post was changed elsewhere since you opened it, so your changes were not saved. ',
      'Your text is still below; the version saved now is this one. Save again to replace it with yours.'),
    h('h2', {}, current.title),
    h('p', { class: 'post-content' }, current.content));
  note.hidden = false;
  note.scrollIntoView({ block: 'nearest' });
}

function editorForm(post, action, save, cancelHref) {
  const form = h('form', { class: 'editor', novalidate: true },
    h('label', { for: 'post-title' }, 'Title'),
    h('input', { id: 'post-title', name: 'title', value: post.title, maxlength: 200, required: true }),
    h('label', { for: 'post-content' }, 'Text'),
    h('textarea', { id: 'post-content', name: 'content', rows: 12, maxlength: 100000, required: true }),
    h('p', { class: 'hint' }, 'Lists show the first 200 characters; the post page shows it all.'),
    formError(),
    h('div', { class: 'actions' },
      h('button', { type: 'submit' }, action),
      cancelHref && h('a', { href: cancelHref, class: 'button secondary' }, 'Cancel')));
  form.elements.content.value = post.content;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearFormError(form);
    try {
      await busy(form, () => save(form.elements.title.value, form.elements.content.value));
    } catch (error) {
      showFormError(form, error);
    }
  });
  return form;
}
