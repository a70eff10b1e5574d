// Hash routing: "#/posts/abc" → the page registered for "/posts/:postId", rendered into <main>.
import { errorText, h, replace } from './dom.js';
import { newPage } from './page-cost.js';

const routes = [];
let generation = 0;
let firstRender = true;
let pendingFlash = null;
let main;

export function route(pattern, render) {
  const names = [];
  const regex = new RegExp('^' + pattern.replace(/:(\w+)/g, (_, name) => {
    names.push(name);
    return '([^/]+)';
  }) + '/?$');
  routes.push({ regex, names, render });
}

/** Goes to a page, optionally carrying a one-time message for it to show. */
export function navigate(hash, flash) {
  pendingFlash = flash || null;
  if (location.hash === hash) render();
  else location.hash = hash;
}

export function start(mainElement) {
  main = mainElement;
  window.addEventListener('hashchange', render);
  // A link to the page on screen changes no hash; people clicking it expect a fresh page anyway.
  document.addEventListener('click', (event) => {
    const link = event.target.closest('a[href^="#/"]');
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (link.getAttribute('href') === location.hash) {
      event.preventDefault();
      render();
    }
  });
  render();
}

async function render() {
  // "#/posts/abc#comments" is the post page, scrolled to its comments.
  const [path, anchor] = (location.hash.replace(/^#/, '') || '/').split('?')[0].split('#');
  const current = ++generation;
  const flash = pendingFlash;
  pendingFlash = null;
  // A page keeps polling or appending only while it is still the page on screen.
  const page = { alive: () => current === generation, flash };
  newPage();
  replace(main, h('p', { class: 'muted' }, 'Loading…'));
  main.setAttribute('aria-busy', 'true');
  const match = find(path || '/');
  try {
    const view = h('div', { class: 'page' });
    if (flash) view.append(h('p', { class: 'flash', role: 'status' }, flash));
    await match.render(view, match.params, page);
    if (!page.alive()) return;
    replace(main, view);
  } catch (error) {
    if (!page.alive()) return;
    const title = error.status === 404 ? 'Not found' : 'Something went wrong';
    replace(main, h('h1', {}, title), h('p', { class: 'error', role: 'alert' }, errorText(error)),
      h('p', {}, h('a', { href: '#/' }, 'Back to the feed')));
  } finally {
    if (page.alive()) main.removeAttribute('aria-busy');
  }
  const heading = main.querySelector('h1');
  if (heading) document.title = `${heading.textContent} · Cosmos Blog`;
  // Moving focus to the new heading tells screen readers the page changed; not on first load,
  // where the skip link should stay the first stop.
  const target = (anchor && document.getElementById(anchor)) || (firstRender ? null : heading);
  firstRender = false;
  if (target) {
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }
  if (anchor && target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

function find(path) {
  for (const { regex, names, render } of routes) {
    const found = regex.exec(path);
    if (found) {
      const params = decoded(names, found);
      return params ? { render, params } : { render: notFound, params: {} };
    }
  }
  return { render: notFound, params: {} };
}

// A link with a broken percent-escape ("#/posts/%E0%A4%A") names no page: not found, rather
// than an error thrown before the page could render, which left "Loading…" on screen for good.
function decoded(names, found) {
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1])]));
  } catch {
    return null;
  }
}

function notFound(view) {
  view.append(h('h1', {}, 'Page not found'), h('p', {}, h('a', { href: '#/' }, 'Back to the feed')));
}
