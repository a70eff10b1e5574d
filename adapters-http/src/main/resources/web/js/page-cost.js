// What the page on screen cost the store, summed over its API requests from the Server-Timing
// header each answer carries: the article's measure (operations, partitions, RU), seen while clicking.
const listeners = new Set();
let tally = null; // none before the first page: the shell's own requests are no page's

const empty = () => ({ requests: 0, operations: 0, partitions: 0, requestCharge: 0, bytesWritten: 0 });

/** A new page view: counting starts again from nothing. */
export function newPage() {
  tally = empty();
  notify();
}

/**
 * Takes the Server-Timing header of a request sent now. It counts for the page on screen when
 * the request was sent, and for no other: an answer arriving after navigation is not the next page's.
 */
export function chargeThisPage() {
  const page = tally;
  return (serverTiming) => {
    if (page === null || page !== tally) return;
    const spent = storeCost(serverTiming);
    page.requests += 1;
    page.operations += spent.ops || 0;
    page.partitions += spent.partitions || 0;
    page.requestCharge += spent.ru || 0;
    page.bytesWritten += spent.bytes || 0;
    notify();
  };
}

/** Called with the page's totals now and whenever they change. */
export function onCostChange(listener) {
  listeners.add(listener);
  if (tally) listener({ ...tally });
}

function notify() {
  listeners.forEach((listener) => listener({ ...tally }));
}

// store;dur=0.42;desc="ops=1 partitions=1 ru=0.00 bytes=120" → {ops: 1, partitions: 1, ru: 0, bytes: 120}
function storeCost(header) {
  const store = (header || '').split(',').find((metric) => metric.trim().startsWith('store;')) || '';
  const desc = /desc="([^"]*)"/.exec(store);
  const figures = {};
  for (const [, name, value] of (desc ? desc[1] : '').matchAll(/(\w+)=([\d.]+)/g)) figures[name] = Number(value);
  return figures;
}
