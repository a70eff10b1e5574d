// The signed-in user lives in localStorage: {id, username, token, expiresAt}. The token is the only key.
const KEY = 'cosmosblog.session';
const listeners = new Set();

export function currentUser() {
  try {
    const value = JSON.parse(localStorage.getItem(KEY));
    return value && value.id && value.token ? value : null;
  } catch {
    return null;
  }
}

export function signIn(user) {
  localStorage.setItem(KEY, JSON.stringify({ id: user.id, username: user.username, token: user.token, expiresAt: user.expiresAt }));
  listeners.forEach((listener) => listener());
}

export function renamed(username) {
  const user = currentUser();
  if (user) signIn({ ...user, username });
}

export function signOut() {
  localStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

export function isMe(userId) {
  const user = currentUser();
  return user !== null && user.id === userId;
}

export function onChange(listener) {
  listeners.add(listener);
}
