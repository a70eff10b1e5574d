// Small helpers to build the DOM from data. Text always goes in as text, never as HTML.

/** h('a', {href: '#/'}, 'Feed') — attributes starting with "on" become listeners. */
export function h(tag, attrs = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === false || value == null) continue;
    if (name.startsWith('on')) element.addEventListener(name.slice(2), value);
    else if (name === 'class') element.className = value;
    else element.setAttribute(name, value === true ? '' : value);
  }
  append(element, children);
  return element;
}

function append(element, children) {
  for (const child of children.flat()) {
    if (child == null || child === false) continue;
    element.append(child instanceof Node ? child : String(child));
  }
}

export function replace(element, ...children) {
  element.replaceChildren();
  append(element, children);
  return element;
}

export function plural(count, one, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const STEPS = [['second', 60], ['minute', 60], ['hour', 24], ['day', 7], ['week', 4.35], ['month', 12], ['year', Infinity]];

/** A <time> saying "3 minutes ago", with the exact date as its tooltip. */
export function timeAgo(iso) {
  const date = new Date(iso);
  let amount = (date.getTime() - Date.now()) / 1000;
  let text = 'just now';
  if (Math.abs(amount) >= 30) {
    for (const [unit, size] of STEPS) {
      if (Math.abs(amount) < size) {
        text = relative.format(Math.round(amount), unit);
        break;
      }
      amount /= size;
    }
  }
  return h('time', { datetime: iso, title: absolute.format(date) }, text);
}

const FIELD_NAMES = { username: 'Name', title: 'Title', content: 'Text', limit: 'Page size', continuation: 'Page' };

/** An API error as one sentence: "Title must not be blank." */
export function errorText(error, fieldName) {
  const message = error && error.message ? error.message : 'something went wrong';
  const field = error && error.field ? fieldName || FIELD_NAMES[error.field] || error.field : null;
  let sentence = field ? `${field} ${message}` : message;
  sentence = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  if (!/[.!?]$/.test(sentence)) sentence += '.';
  if (error && error.code === 'key_not_working') sentence += ' Sign in again with a newer key, or sign up.';
  else if (error && error.status === 401) sentence += ' Sign up or sign in first: your key is kept in this browser.';
  return sentence;
}

/** Shows an error inside a form's alert region and marks the guilty field, if the API named one (its data-name names it). */
export function showFormError(form, error) {
  const alert = form.querySelector('.form-error');
  const input = error && error.field ? form.elements.namedItem(error.field) : null;
  replace(alert, errorText(error, input && input.dataset.name));
  alert.hidden = false;
  form.querySelectorAll('[aria-invalid]').forEach((field) => field.removeAttribute('aria-invalid'));
  if (input) {
    input.setAttribute('aria-invalid', 'true');
    input.focus();
  }
}

export function clearFormError(form) {
  const alert = form.querySelector('.form-error');
  alert.hidden = true;
  replace(alert);
  form.querySelectorAll('[aria-invalid]').forEach((input) => input.removeAttribute('aria-invalid'));
}

export const formError = () => h('p', { class: 'form-error', role: 'alert', hidden: true });

/** Disables a form's controls while a request runs, so a double click sends one request. */
export async function busy(form, work) {
  const controls = [...form.querySelectorAll('button, input, textarea')];
  const focused = document.activeElement;
  controls.forEach((control) => { control.disabled = true; });
  form.setAttribute('aria-busy', 'true');
  try {
    return await work();
  } finally {
    controls.forEach((control) => { control.disabled = false; });
    form.removeAttribute('aria-busy');
    // Disabling a control drops its focus; give it back so keyboard users stay where they were.
    if (focused && focused.isConnected && document.activeElement === document.body) focused.focus();
  }
}
