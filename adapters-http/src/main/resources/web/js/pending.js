// Lists (the feed, a user's posts) are views the service updates in the background, a moment
// after a write. This remembers what this browser just wrote, so a list can say "on its way"
// and poll briefly instead of silently looking stale, and leave out what it just deleted.
import { h, replace } from './dom.js';

const KEY = 'cosmosblog.pending';
const FORGET_AFTER_MS = 60_000;
const POLL_EVERY_MS = 400;
const POLL_FOR_MS = 5_000;

function entries() {
  try {
    const all = JSON.parse(sessionStorage.getItem(KEY)) || [];
    return all.filter((entry) => Date.now() - entry.at < FORGET_AFTER_MS);
  } catch {
    return [];
  }
}

function remember(entry) {
  const others = entries().filter((e) => e.kind !== entry.kind || e.key !== entry.key);
  sessionStorage.setItem(KEY, JSON.stringify([...others, { ...entry, at: Date.now() }]));
}

export function expectPost(post, isNew) {
  remember({ kind: 'post', key: post.postId, userId: post.userId, title: post.title, isNew });
}

export function expectRename(user) {
  remember({ kind: 'rename', key: user.id, username: user.username });
}

/** A post this browser deleted: it takes the place of the post's own entry, and lists leave it out. */
export function expectDeleted(post) {
  remember({ kind: 'post', key: post.postId, userId: post.userId, title: post.title, deleted: true });
}

/** An account this browser erased: what it wrote here is forgotten, and lists leave out its posts. */
export function expectErased(userId) {
  const others = entries().filter((e) => e.userId !== userId && !(e.kind === 'rename' && e.key === userId));
  sessionStorage.setItem(KEY, JSON.stringify([...others, { kind: 'erased', key: userId, at: Date.now() }]));
}

const gone = (entry) => entry.deleted || entry.kind === 'erased';

/** The items without what this browser deleted, which a list's view may hold a moment longer. */
export function withoutDeleted(items) {
  const deleted = entries().filter(gone);
  return items.filter((item) => !deleted.some((entry) =>
    (entry.kind === 'erased' ? item.userId === entry.key : item.postId === entry.key)));
}

/** What this browser wrote that the given items do not show yet. */
export function missing(items, { userId } = {}) {
  return entries().filter((entry) => {
    if (gone(entry)) return false; // left out of lists by withoutDeleted, never waited for
    if (entry.kind === 'rename') {
      return items.some((item) => item.userId === entry.key && item.userUsername !== entry.username);
    }
    if (userId && entry.userId !== userId) return false;
    const shown = items.find((item) => item.postId === entry.key);
    return shown ? shown.title !== entry.title : entry.isNew;
  });
}

function describe(entry) {
  return entry.kind === 'rename' ? `your new name “${entry.username}”` : `your post “${entry.title}”`;
}

/**
 * Shows a note while items are missing and polls `load` for a few seconds, calling `show` with
 * fresh items whenever they arrive. The page stays usable meanwhile.
 */
export async function follow(page, note, items, load, show, scope) {
  let waiting = missing(items, scope);
  if (waiting.length === 0) return;
  const what = waiting.map(describe).join(' and ');
  note.hidden = false;
  replace(note, `Updating: ${what} will appear here in a moment. Lists are refreshed in the background after each change.`);
  const deadline = Date.now() + POLL_FOR_MS;
  let shown = JSON.stringify(items);
  while (waiting.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
    if (!page.alive()) return;
    try {
      items = await load();
    } catch {
      continue;
    }
    if (!page.alive()) return;
    waiting = missing(items, scope);
    // Redraw only on change, so a poll never pulls focus out from under the reader.
    if (JSON.stringify(items) !== shown) {
      shown = JSON.stringify(items);
      show(items);
    }
  }
  if (waiting.length === 0) {
    replace(note, `Up to date: ${what} now appears here.`);
    note.classList.add('done');
  } else {
    replace(note, `This is taking longer than usual: ${what} is saved but not in this list yet. `,
      h('button', { type: 'button', class: 'link', onclick: () => window.dispatchEvent(new HashChangeEvent('hashchange')) }, 'Refresh'));
  }
}
