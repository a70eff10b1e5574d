// Boots the single-page front end: routes, the account link in the header, and the footer.
import { api } from './api.js';
import { h, replace } from './dom.js';
import { showFooter } from './footer.js';
import { route, start } from './router.js';
import { currentUser, onChange } from './session.js';
import { feedPage } from './pages/feed.js';
import { postPage } from './pages/post.js';
import { userPage } from './pages/user.js';
import { signinPage } from './pages/signin.js';
import { signupPage } from './pages/signup.js';
import { editPage, writePage } from './pages/editor.js';

route('/', feedPage);
route('/posts/:postId', postPage);
route('/posts/:postId/edit', editPage);
route('/users/:userId', userPage);
route('/signup', signupPage);
route('/signin', signinPage);
route('/write', writePage);

function showAccount() {
  const me = currentUser();
  replace(document.getElementById('nav-account'), me
    ? h('a', { href: `#/users/${encodeURIComponent(me.id)}`, class: 'me' }, me.username)
    : h('a', { href: '#/signup' }, 'Sign up'));
}

onChange(showAccount);
window.addEventListener('storage', showAccount);
showAccount();
// Asked before the first page starts counting, so this shell's own request is no page's cost.
showFooter(document.getElementById('page-cost'), document.getElementById('served-from'), api.about());
start(document.getElementById('main'));
