// The footer says what serves the blog and what the page on screen cost the store, so that
// clicking around shows each data model's lesson: on V3 every request reads one partition.
import { plural, replace } from './dom.js';
import { onCostChange } from './page-cost.js';

const STORAGES = {
  inmemory: 'Served from memory only',
  local: 'Served from the durable local store',
  cosmos: 'Served from Azure Cosmos DB',
};
const MODELS = {
  v1: 'normalized',
  v2: 'names and counts copied onto the posts',
  v3: 'the article\'s design',
};
// How fresh the lists are depends on the model: V1 and V2 read the posts across partitions on
// each visit, V3 reads views that the change feed keeps, a moment behind the writes.
const FRESHNESS = {
  v1: 'Lists are read from the posts themselves on each visit, so a new post is in them at once.',
  v2: 'Lists are read from the posts themselves on each visit, so a new post is in them at once;'
    + ' a new name reaches the copies on posts in the background.',
  v3: 'Lists are updated in the background, so a new post takes a moment to reach them.',
};

/** Fills the footer's two lines: the cost as it adds up, the storage and model once `about` answers. */
export function showFooter(costLine, servedFrom, about) {
  let model = null;
  let cost = null;
  const showCost = () => cost && replace(costLine, costText(cost, model));
  onCostChange((fresh) => {
    cost = fresh;
    showCost();
  });
  about.then((serving) => {
    model = serving.dataModel;
    const storage = STORAGES[serving.storage] || `Served from ${serving.storage}`;
    const design = MODELS[model] ? ` (${MODELS[model]})` : '';
    const freshness = FRESHNESS[model] ? ` ${FRESHNESS[model]}` : '';
    replace(servedFrom, `${storage}, data model ${model.toUpperCase()}${design}.${freshness}`);
    showCost();
  }).catch(() => {}); // the footer keeps its plain words; the pages work without it
}

// "This page: 2 requests · 1 operation on 1 partition · 0.00 RU · data model v3"
function costText(cost, model) {
  const parts = cost.requests === 0 ? ['no requests yet'] : [
    plural(cost.requests, 'request'),
    `${plural(cost.operations, 'operation')} on ${plural(cost.partitions, 'partition')}`,
    `${cost.requestCharge.toFixed(2)} RU`,
  ];
  if (cost.bytesWritten > 0) parts.push(`${plural(cost.bytesWritten, 'byte')} written`);
  if (model) parts.push(`data model ${model}`);
  return `This page: ${parts.join(' · ')}`;
}
