// Q6: the most recent posts, newest first.
import { api } from '../api.js';
import { h, replace } from '../dom.js';
import { follow, withoutDeleted } from '../pending.js';
import { currentUser } from '../session.js';
import { postCard } from './post-list.js';

const FEED_SIZE = 50;

export async function feedPage(view, params, page) {
  const note = h('p', { class: 'note', role: 'status', hidden: true });
  const list = h('ol', { class: 'posts', 'aria-label': 'Latest posts' });
  const show = (items) => {
    if (items.length === 0) {
      replace(list, h('li', { class: 'empty' }, 'No posts yet. ',
        h('a', { href: currentUser() ? '#/write' : '#/signup' }, 'Write the first one.')));
    } else {
      replace(list, items.map(postCard));
    }
  };
  const load = () => api.feed(FEED_SIZE).then((data) => withoutDeleted(data.items));
  const items = await load();
  view.append(h('h1', {}, 'Latest posts'), note, list);
  show(items);
  follow(page, note, items, load, show);
}
