// Q4 and C3: a post's comments, oldest first, a page at a time, the form to add one, and deleting one.
import { api, intent } from '../api.js';
import { busy, clearFormError, errorText, formError, h, plural, replace, showFormError, timeAgo } from '../dom.js';
import { currentUser, isMe } from '../session.js';
import { authorLink } from './post-list.js';

const PAGE = 10;

/** `onCommented` runs after a comment is added or deleted; `postIsMine`: every comment here may be deleted. */
export function commentsSection(postId, onCommented, postIsMine = false) {
  let comments = [];
  let continuation = null;
  let total = 0;
  const heading = h('h2', { id: 'comments-heading' });
  const list = h('ol', { class: 'comments' });
  const progress = h('p', { class: 'muted comment-progress' });
  const more = h('button', { type: 'button', class: 'secondary load-more', onclick: () => loadMoreClicked() }, 'Load more comments');

  function show() {
    replace(list, comments.map((comment) => commentItem(comment,
      postIsMine || isMe(comment.userId) ? () => deleted(comment) : null)));
    more.hidden = !continuation;
    showCount();
  }

  // The count alone: the post read after each change redraws it, and leaves the list (and a "Delete" it is asking) be.
  function showCount() {
    replace(heading, plural(total, 'comment'));
    replace(progress, continuation ? `Showing ${comments.length} of ${total}.` : '');
    progress.hidden = !continuation;
  }

  async function loadMore() {
    const page = await api.comments(postId, PAGE, continuation || undefined);
    comments = [...comments, ...page.items];
    continuation = page.continuation;
    show();
  }

  async function loadMoreClicked() {
    const firstNew = comments.length;
    more.disabled = true;
    try {
      await loadMore();
      const item = list.children[firstNew];
      if (item) item.querySelector('a').focus();
    } catch (error) {
      replace(progress, h('span', { class: 'error', role: 'alert' }, error.message));
      progress.hidden = false;
    } finally {
      more.disabled = false;
    }
  }

  async function reload() {
    const page = await api.comments(postId, Math.min(100, Math.max(PAGE, comments.length)));
    comments = page.items;
    continuation = page.continuation;
    show();
  }

  // A comment deleted, or gone already (404: deleted elsewhere): off the list either way.
  async function deleted(comment) {
    try {
      await api.deleteComment(postId, comment.id);
    } catch (error) {
      if (error.status !== 404) throw error;
    }
    comments = comments.filter((c) => c.id !== comment.id);
    total = Math.max(0, total - 1);
    show();
    await onCommented();
  }

  const commenting = intent();
  const form = commentForm(async (content) => {
    const comment = await api.comment(postId, content, commenting.key({ postId, content }));
    commenting.done();
    // Comments are oldest first: the new one belongs on screen only once every older one is.
    if (!continuation) comments = [...comments, comment];
    total += 1;
    show();
    await onCommented();
  });

  show();
  return {
    element: h('section', { id: 'comments', class: 'comments-section', 'aria-labelledby': 'comments-heading' },
      heading, list, progress, more, form),
    count: (n) => { total = n; showCount(); },
    items: () => comments,
    loadMore,
    reload,
  };
}

function commentItem(comment, remove) {
  return h('li', { class: 'comment', 'data-comment-id': comment.id },
    h('p', { class: 'meta' }, authorLink(comment.userId, comment.userUsername), ' · ', timeAgo(comment.creationDate),
      remove ? [' · ', deleteControl(remove)] : []),
    h('p', { class: 'comment-body' }, comment.content));
}

/** "Delete", then asked once more inline, as signing out is: a deleted comment cannot be brought back. */
function deleteControl(remove) {
  const status = h('span', { class: 'error', role: 'alert' });
  const confirm = h('span', { class: 'confirm', hidden: true }, 'Delete this comment for good? ',
    h('button', { type: 'button', class: 'link confirm-delete', onclick: async (event) => {
      event.target.disabled = true;
      try {
        await remove();
      } catch (error) {
        event.target.disabled = false;
        replace(status, ' ', errorText(error));
      }
    } }, 'Delete it'), ' · ',
    h('button', { type: 'button', class: 'link', onclick: () => { confirm.hidden = true; ask.hidden = false; } }, 'Keep it'));
  const ask = h('button', { type: 'button', class: 'link delete-comment', onclick: () => { confirm.hidden = false; ask.hidden = true; } },
    'Delete');
  return h('span', { class: 'comment-delete' }, ask, confirm, status);
}

function commentForm(submit) {
  if (!currentUser()) {
    return h('p', { class: 'muted' }, h('a', { href: '#/signup' }, 'Sign up'), ' to comment.');
  }
  const done = h('p', { class: 'muted', role: 'status' });
  const form = h('form', { class: 'comment-form', novalidate: true },
    h('label', { for: 'comment-content' }, 'Add a comment'),
    h('textarea', { id: 'comment-content', name: 'content', rows: 3, maxlength: 10000, required: true,
      'aria-describedby': 'comment-hint', 'data-name': 'Comment' }),
    h('p', { id: 'comment-hint', class: 'hint' }, 'Ctrl+Enter sends it.'),
    formError(),
    h('div', { class: 'actions' }, h('button', { type: 'submit' }, 'Comment')),
    done);
  form.elements.content.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) form.requestSubmit();
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearFormError(form);
    replace(done);
    try {
      await busy(form, () => submit(form.elements.content.value));
      form.reset();
      replace(done, 'Comment added.');
    } catch (error) {
      showFormError(form, error);
    }
  });
  return form;
}
