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
    replace(servedFrom, `${storage}, data model ${model.toUpperCase()}${design}.`);
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
