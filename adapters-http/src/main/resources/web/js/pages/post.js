// Q2, Q4, Q5, C3, C4: one post with its likes and comments, a like taken back, a comment deleted, the post deleted by its
// author. The post is read-your-writes.
import { api } from '../api.js';
import { errorText, h, plural, replace, timeAgo } from '../dom.js';
import { expectDeleted, follow } from '../pending.js';
import { navigate } from '../router.js';
import { currentUser, isMe } from '../session.js';
import { authorLink } from './post-list.js';
import { commentsSection } from './comments.js';

const LIKERS_PAGE = 20;

export async function postPage(view, { postId }, page) {
  const [post, likes] = await Promise.all([api.post(postId), api.likes(postId, LIKERS_PAGE)]);
  const header = h('header', { class: 'post-header' });
  const body = h('div', { class: 'post-content' }, post.content);
  const note = h('p', { class: 'note', role: 'status', hidden: true });
  const likeBox = likesSection(postId, likes, (fresh) => showHeader(fresh));
  // Its author may delete any comment on it; everybody else only their own.
  const comments = commentsSection(postId, () => api.post(postId).then(showHeader), isMe(post.userId));
  // Made once, so a header redrawn by a like or a comment keeps a question it is asking.
  let shown = post;
  const remove = isMe(post.userId) ? deletePostControl(() => shown) : null;

  function showHeader(fresh) {
    shown = fresh;
    const editLink = h('a', { href: `#/posts/${encodeURIComponent(postId)}/edit`, class: 'edit-link' }, 'Edit');
    const edit = isMe(fresh.userId) ? [' · ', editLink, ...(remove ? [' · ', remove] : [])] : [];
    replace(header,
      h('h1', {}, fresh.title),
      h('p', { class: 'meta' }, 'by ', authorLink(fresh.userId, fresh.userUsername), ' · ', timeAgo(fresh.creationDate), edit));
    replace(body, fresh.content);
    likeBox.count(fresh.likeCount);
    comments.count(fresh.commentCount);
  }

  showHeader(post);
  await comments.loadMore();
  view.append(note, h('article', { class: 'post' }, header, body), likeBox.element, comments.element);

  // A rename reaches the post, its comments and likes in the background: follow it here too.
  const everyone = () => [post, ...likeBox.items(), ...comments.items()];
  follow(page, note, everyone(), async () => {
    const [fresh] = await Promise.all([api.post(postId), likeBox.reload(), comments.reload()]);
    showHeader(fresh);
    return [fresh, ...likeBox.items(), ...comments.items()];
  }, () => {});
}

/**
 * "Delete post", then asked once more inline, as a comment is. Done, or gone already (404: deleted in
 * another tab, or the answer to an earlier try was lost), the author's page is shown, without it.
 */
function deletePostControl(current) {
  const status = h('span', { class: 'error', role: 'alert' });
  const yes = h('button', { type: 'button', class: 'link confirm-delete-post', onclick: async () => {
    const post = current();
    yes.disabled = true; // one request however often it is pressed
    replace(status);
    try {
      await api.deletePost(post.postId);
    } catch (error) {
      if (error.status !== 404) {
        yes.disabled = false;
        replace(status, ' ', errorText(error));
        return;
      }
    }
    expectDeleted(post);
    navigate(`#/users/${encodeURIComponent(post.userId)}`, `Deleted “${post.title}”, with its comments and likes.`);
  } }, 'Delete it');
  const confirm = h('span', { class: 'confirm', hidden: true },
    'Delete this post with all its comments and likes? This cannot be undone. ', yes, ' · ',
    h('button', { type: 'button', class: 'link', onclick: () => { confirm.hidden = true; ask.hidden = false; } }, 'Keep it'));
  const ask = h('button', { type: 'button', class: 'link delete-post', onclick: () => { confirm.hidden = false; ask.hidden = true; } },
    'Delete post');
  return h('span', { class: 'post-delete' }, ask, confirm, status);
}

function likesSection(postId, firstPage, onPost) {
  const me = currentUser();
  let likers = [...firstPage.items];
  let continuation = firstPage.continuation;
  let liked = me !== null && likers.some((like) => like.userId === me.id);
  const countText = h('span', { class: 'like-total' });
  const status = h('p', { class: 'like-status', role: 'status' });
  const list = h('ul', { class: 'likers', 'aria-label': 'People who like this' });
  const more = h('button', { type: 'button', class: 'secondary', onclick: () => loadMore() }, 'Show more people');
  const button = me
    ? h('button', { type: 'button', class: 'like-button', onclick: () => (liked ? unlike() : like()) })
    : h('a', { href: '#/signup', class: 'button secondary' }, 'Sign up to like');

  function show() {
    if (me) {
      button.setAttribute('aria-pressed', String(liked));
      button.title = liked ? 'Take your like back' : '';
      replace(button, liked ? '♥ Liked' : '♡ Like');
    }
    replace(list, likers.map((like) => h('li', {}, authorLink(like.userId, like.userUsername))));
    list.hidden = likers.length === 0;
    more.hidden = !continuation;
  }

  async function loadMore() {
    const next = await api.likes(postId, LIKERS_PAGE, continuation);
    likers = [...likers, ...next.items];
    continuation = next.continuation;
    liked = liked || (me !== null && likers.some((like) => like.userId === me.id));
    show();
  }

  async function reload() {
    const first = await api.likes(postId, Math.min(100, Math.max(LIKERS_PAGE, likers.length)));
    likers = first.items;
    continuation = first.continuation;
    show();
  }

  async function like() {
    button.disabled = true;
    try {
      const result = await api.like(postId);
      liked = true;
      replace(status, result.firstTime ? 'Thanks! You like this post.' : 'You had already liked this post; it counts once.');
      const [fresh] = await Promise.all([api.post(postId), reload()]);
      onPost(fresh);
    } catch (error) {
      replace(status, h('span', { class: 'error' }, errorText(error)));
    } finally {
      button.disabled = false;
      show();
    }
  }

  // Pressed again, the like is taken back: the API answers 204 either way, so a stale page is harmless.
  async function unlike() {
    button.disabled = true;
    try {
      await api.unlike(postId);
      liked = false;
      replace(status, 'You no longer like this post.');
      const [fresh] = await Promise.all([api.post(postId), reload()]);
      onPost(fresh);
    } catch (error) {
      replace(status, h('span', { class: 'error' }, errorText(error)));
    } finally {
      button.disabled = false;
      show();
    }
  }

  show();
  return {
    element: h('section', { class: 'likes', 'aria-label': 'Likes' },
      h('div', { class: 'like-row' }, button, countText), status, list, more),
    count: (n) => replace(countText, plural(n, 'like')),
    items: () => likers,
    reload,
  };
}
