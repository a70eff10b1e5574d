// The short form of a post, as the feed and a user's page list it.
import { h, plural, timeAgo } from '../dom.js';

export function authorLink(userId, username) {
  return h('a', { class: 'author', href: `#/users/${encodeURIComponent(userId)}` }, username);
}

export function postCard(post) {
  const href = `#/posts/${encodeURIComponent(post.postId)}`;
  return h('li', { class: 'card', 'data-post-id': post.postId },
    h('article', {},
      h('h2', { class: 'card-title' }, h('a', { href }, post.title)),
      h('p', { class: 'meta' }, 'by ', authorLink(post.userId, post.userUsername), ' · ', timeAgo(post.creationDate)),
      h('p', { class: 'excerpt' }, post.content),
      h('p', { class: 'counts' },
        h('a', { href: `${href}#comments`, class: 'comment-count' }, plural(post.commentCount, 'comment')),
        ' · ',
        h('span', { class: 'like-count' }, plural(post.likeCount, 'like')))));
}
