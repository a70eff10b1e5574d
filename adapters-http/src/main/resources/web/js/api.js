// The HTTP API (see openapi.yaml, served at /openapi.yaml), one function per request. Failures throw ApiError with the server's words.
import { chargeThisPage } from './page-cost.js';
import { currentUser, signOut } from './session.js';

export class ApiError extends Error {
  constructor(status, code, message, field) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

// Read-your-writes behind a load balancer: every answer that carries a session token replaces the
// one kept here, and every request sends it back, so this tab reads at least what it wrote.
const SESSION_TOKEN = 'X-Session-Token';
const keptToken = () => sessionStorage.getItem(SESSION_TOKEN);

async function call(method, path, body, key, idempotencyKey, ifMatch) {
  const charge = chargeThisPage(); // before any await: the page on screen as the request leaves
  const headers = { Accept: 'application/json' };
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  if (ifMatch) headers['If-Match'] = ifMatch;
  if (keptToken()) headers[SESSION_TOKEN] = keptToken();
  const user = key ? { token: key } : currentUser();
  if (user && method !== 'GET') headers.Authorization = `Bearer ${user.token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response;
  try {
    response = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'network', 'the service could not be reached; check your connection and try again');
  }
  charge(response.headers.get('Server-Timing'));
  const token = response.headers.get(SESSION_TOKEN);
  if (token) sessionStorage.setItem(SESSION_TOKEN, token);
  const data = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const error = (data && data.error) || {};
    // The key this browser kept no longer works (expired, replaced elsewhere, signed out everywhere):
    // forget it, so the page offers to sign in again instead of failing the same way forever.
    if (response.status === 401 && !key && headers.Authorization && currentUser()?.token === user.token) {
      signOut();
      throw new ApiError(401, 'key_not_working', `your key no longer works (${error.message || 'not valid'})`);
    }
    throw new ApiError(response.status, error.code || 'http_' + response.status,
      error.message || `the service answered ${response.status}`, error.field);
  }
  return { status: response.status, data, etag: response.headers.get('ETag') };
}

const q = (params) => {
  const search = new URLSearchParams();
  Object.entries(params).forEach(([key, value]) => value != null && search.set(key, value));
  const text = search.toString();
  return text ? `?${text}` : '';
};
const id = encodeURIComponent;

export const api = {
  createUser: (username) => call('POST', '/users', { username }).then((r) => r.data),
  renameUser: (userId, username) => call('PUT', `/users/${id(userId)}`, { username }).then((r) => r.data),
  user: (userId) => call('GET', `/users/${id(userId)}`).then((r) => r.data),
  /** A new key for the signed-in user (every copy of the old one stops working), with its expiry. */
  replaceKey: (userId) => call('POST', `/users/${id(userId)}/token`).then((r) => r.data),
  /** Signs in with a key copied from elsewhere: it is replaced by a new one, kept here; the copy stops working. */
  signInWith: (key) => call('POST', `/users/${id(key.slice(0, Math.max(key.lastIndexOf('.'), 0)))}/token`, undefined, key)
    .then((r) => r.data),
  /** Every key of the signed-in user stops working, this browser's too. */
  signOutEverywhere: (userId) => call('DELETE', `/users/${id(userId)}/token`).then(() => undefined),
  /** Erasure: the account, its keys, its posts and its comments and likes everywhere; cannot be undone. */
  deleteAccount: (userId) => call('DELETE', `/users/${id(userId)}`).then(() => undefined),
  userPosts: (userId, limit, continuation) =>
    call('GET', `/users/${id(userId)}/posts${q({ limit, continuation })}`).then((r) => r.data),
  /** `attempt` is an Intent's key: the same on a retry of the same post, so a retry never stores it twice. */
  createPost: (title, content, attempt) => call('POST', '/posts', { title, content }, undefined, attempt).then((r) => r.data),
  /** Saved only while the post is still the version `etag` names (from postVersion); 412 otherwise. */
  editPost: (postId, title, content, etag) =>
    call('PUT', `/posts/${id(postId)}`, { title, content }, undefined, undefined, etag).then((r) => r.data),
  post: (postId) => call('GET', `/posts/${id(postId)}`).then((r) => r.data),
  /** {post, etag}: the post and the version it is, for an edit of it. */
  postVersion: (postId) => call('GET', `/posts/${id(postId)}`).then((r) => ({ post: r.data, etag: r.etag })),
  /** A post deleted by its author, with its comments and likes. */
  deletePost: (postId) => call('DELETE', `/posts/${id(postId)}`).then(() => undefined),
  comment: (postId, content, attempt) =>
    call('POST', `/posts/${id(postId)}/comments`, { content }, undefined, attempt).then((r) => r.data),
  comments: (postId, limit, continuation) =>
    call('GET', `/posts/${id(postId)}/comments${q({ limit, continuation })}`).then((r) => r.data),
  /** Resolves to {like, firstTime}: 201 is a new like, 200 means it was already there. */
  like: (postId) => call('POST', `/posts/${id(postId)}/likes`).then((r) => ({ like: r.data, firstTime: r.status === 201 })),
  /** The signed-in user's like taken back; 204 whether it was there or not. */
  unlike: (postId) => call('DELETE', `/posts/${id(postId)}/likes`).then(() => undefined),
  /** A comment deleted, by its author or the post's author. */
  deleteComment: (postId, commentId) =>
    call('DELETE', `/posts/${id(postId)}/comments/${id(commentId)}`).then(() => undefined),
  likes: (postId, limit, continuation) =>
    call('GET', `/posts/${id(postId)}/likes${q({ limit, continuation })}`).then((r) => r.data),
  feed: (limit) => call('GET', `/feed${q({ limit })}`).then((r) => r.data),
  /** {storage, dataModel}: what serves the blog, e.g. {storage: 'local', dataModel: 'v3'}. */
  about: () => call('GET', '/about').then((r) => r.data),
};

/**
 * One write the user means to make, and its Idempotency-Key: the same key while they send the same
 * thing again (after a lost answer or a 503), a new one once it succeeded or they changed it.
 */
export function intent() {
  let sent = null;
  let key = null;
  return {
    key(body) {
      const text = JSON.stringify(body);
      if (text !== sent) {
        sent = text;
        const bytes = crypto.getRandomValues(new Uint8Array(16)); // also where randomUUID() is not offered (plain http)
        key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
      }
      return key;
    },
    done() {
      sent = null;
      key = null;
    },
  };
}
